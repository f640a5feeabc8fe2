/**
 * The language switch's memory (issue 32, 47): following one of its links remembers the language
 * in a cookie read only by the browser, and the switch offers the remembered language first, marked.
 * The server's markup is the same for every visitor; this reorders it in the browser.
 */
interface LanguageMemoryProps {
  cookie: string;
  rememberedClass: string;
}

/** A year: the choice outlives the visit, as the visitor expects of a site's language. */
const rememberSeconds = 365 * 24 * 60 * 60;

export function mount(nav: HTMLElement, props: unknown): void {
  const { cookie, rememberedClass } = props as LanguageMemoryProps;
  const remembered = new RegExp(`(?:^|;\\s*)${cookie}=([a-z]{2,3})(?:;|$)`).exec(document.cookie)?.[1];
  const link = remembered ? nav.querySelector<HTMLAnchorElement>(`a[hreflang="${remembered}"]`) : null;
  const item = link?.closest('li');
  if (link && item) {
    link.classList.add(rememberedClass);
    item.parentElement?.prepend(item);
  }
  nav.addEventListener('click', (event) => {
    const chosen = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>('a[hreflang]') : null;
    const language = chosen?.hreflang;
    if (language && /^[a-z]{2,3}$/.test(language)) document.cookie = `${cookie}=${language}; path=/; max-age=${rememberSeconds}; samesite=lax`;
  });
}
