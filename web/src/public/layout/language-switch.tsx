import { languageInfo, languagePath } from '@hospital/content/i18n/languages';
import { islandMarker } from '../islands/island';
import { useLocation } from '../routing/location';
import { useHydrated } from '../ui/hydrated';
import { useLanguage } from '../ui/language';
import { languageCookie } from '../ui/language-paths';
import styles from './layout.module.css';

/** A year: the choice outlives the visit, as the visitor expects of a site's language. */
const rememberSeconds = 365 * 24 * 60 * 60;

/** Remembers the language the visitor chose, for the switch to offer first on their next pages. */
function remember(language: string): void {
  document.cookie = `${languageCookie}=${language}; path=/; max-age=${rememberSeconds}; samesite=lax`;
}

/**
 * The address parameters a page in another language keeps: a preview's (a shared link's token, the
 * studio's own), so the switch stays in the preview, and the manage page's private link (`token`),
 * so the patient's appointment stays theirs in the other language. Other queries are not carried.
 */
const previewParams = ['preview', 'studio-preview', 'token'];

/** `?preview=…`, `?studio-preview=…` or `?token=…` of an address, for the same page in another language; '' for any other page. */
export function keptPreviewQuery(search: string): string {
  const params = new URLSearchParams(search);
  const kept = new URLSearchParams();
  for (const name of previewParams) {
    const value = params.get(name);
    if (value !== null) kept.set(name, value);
  }
  const query = kept.toString();
  return query === '' ? '' : `?${query}`;
}

/** The language the visitor last chose with the switch, if any. */
function rememberedLanguage(): string | undefined {
  const match = new RegExp(`(?:^|;\\s*)${languageCookie}=([a-z]{2,3})(?:;|$)`).exec(document.cookie);
  return match?.[1];
}

/**
 * The language switch in the header: a plain link to this page in each other language of the site
 * (it works without JavaScript; each link names its language in that language, with `hreflang`
 * and `lang`). Following one remembers the choice in a cookie, read only by the browser: pages are
 * cached alike for everyone, and nobody is sent elsewhere by it (links stay shareable). The switch
 * offers the remembered language first and marks it, once the page is hydrated, so the server's
 * markup is the same for every visitor. On a preview the links keep it (the draft in the other
 * language). Nothing at all on a site with one language.
 */
export function LanguageSwitch() {
  const { language, languages, messages: t } = useLanguage();
  const { pathname, search } = useLocation();
  // Read once hydrated: the server's markup and the hydration's are the same for every visitor.
  const remembered = useHydrated() ? rememberedLanguage() : undefined;
  if (languages.length < 2) return null;
  const others = languages.filter((l) => l !== language);
  const offered = remembered && others.includes(remembered) ? [remembered, ...others.filter((l) => l !== remembered)] : others;
  return (
    <nav aria-label={t.languageSwitch} className={styles.languageSwitch} {...islandMarker('language', { cookie: languageCookie, rememberedClass: styles.rememberedLanguage })}>
      <ul>
        {offered.map((other) => {
          const { name } = languageInfo(other);
          return (
            <li key={other}>
              <a
                href={`${languagePath(pathname, other)}${keptPreviewQuery(search)}`}
                hrefLang={other}
                lang={other}
                className={other === remembered ? styles.rememberedLanguage : undefined}
                onClick={() => remember(other)}
              >
                {name}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
