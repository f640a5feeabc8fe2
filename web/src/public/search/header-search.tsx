import { useRef, useState, type ComponentType } from 'react';
import { useLocation } from '../routing/location';
import { maxQueryLength } from '../data/site-search';
import { stableIds } from '../ui/stable-ids';
import { useLanguage } from '../ui/language';
import { inLanguage } from '../ui/language-paths';
import styles from './search.module.css';

type Suggestions = ComponentType<{ input: HTMLInputElement }>;

/**
 * The search box in the header of every page: a plain GET form to /search, so it works without
 * JavaScript. On its first focus it loads the suggestions (a chunk of their own, so the home
 * page's JavaScript stays within its budget), which take over the same input.
 */
export function HeaderSearch() {
  // One per page, and the same id in the server's HTML and after hydration (see stable-ids.ts).
  const id = stableIds.headerSearch;
  const { pathname, search } = useLocation();
  const { language, messages: t } = useLanguage();
  const current = pathname === '/search' ? (new URLSearchParams(search).get('q') ?? '') : '';
  const inputRef = useRef<HTMLInputElement>(null);
  const [suggestions, setSuggestions] = useState<{ Component: Suggestions; input: HTMLInputElement; current: string } | null>(null);
  const loadSuggestions = () => {
    const input = inputRef.current;
    // The input is made again for another query (its key): the suggestions follow it.
    if (suggestions?.current === current || !input) return;
    import('./search-suggestions').then(
      (m) => setSuggestions({ Component: m.SearchSuggestions, input, current }),
      // Without the chunk (offline, a new deploy) the box is still a working form.
      () => undefined,
    );
  };
  return (
    <form role="search" aria-label={t.siteSearch} method="get" action={inLanguage('/search', language)} className={styles.headerSearch}>
      <label htmlFor={id} className="visually-hidden">
        {t.searchTheWebsite}
      </label>
      <input
        ref={inputRef}
        key={current}
        id={id}
        // A text box, not type=search: the page's own search boxes keep the searchbox role to themselves.
        type="text"
        inputMode="search"
        enterKeyHint="search"
        name="q"
        defaultValue={current}
        placeholder={t.searchPlaceholder}
        maxLength={maxQueryLength}
        autoComplete="off"
        onFocus={loadSuggestions}
      />
      <button type="submit">{t.search}</button>
      {suggestions?.current === current && <suggestions.Component input={suggestions.input} />}
    </form>
  );
}
