import { useEffect } from 'react';
import { Link, useLocation } from '../routing/location';
import type { SearchGroup } from '@hospital/content/content-type';
import { useApiData } from '../data/api-data';
import { PageBanner } from '../layout/page-banner';
import { ErrorView } from '../ui/error-view';
import { Loader } from '../ui/loader';
import { Highlighted } from './highlight';
import {
  isSearchGroup,
  maxQueryLength,
  pageGroupSize,
  readSearchAnswer,
  searchApiPath,
  searchPagePath,
  singleGroupSize,
} from '../data/site-search';
import type { SearchAnswer, SearchGroupResult } from '@hospital/content/wire/search-answer';
import { stableIds } from '../ui/stable-ids';
import { findDoctorPage, NoResultsHelp } from '../ui/no-results-help';
import { listingSearch } from '@hospital/content/listing-query';
import type { SearchMessages } from '@hospital/content/i18n/messages/search';
import { languagePath } from '@hospital/content/i18n/languages';
import { useLanguage } from '../ui/language';
import { useSearchTexts } from '../ui/search-texts';
import styles from './search.module.css';

type SearchTexts = SearchMessages;

/**
 * The results page `/search?q=…` (issue 16): rendered on the server like every page, so it works
 * without JavaScript; grouped, with a count per group and the matched words marked. `group=`
 * shows one group whole. Its texts are in the page's language (`/hi/search`, issue 32); the
 * results come in it from the search API.
 */
export function SearchPage() {
  const { search } = useLocation();
  const t = useSearchTexts();
  const params = new URLSearchParams(search);
  const q = (params.get('q') ?? '').trim().slice(0, maxQueryLength);
  const groupParam = params.get('group');
  const group = isSearchGroup(groupParam) ? groupParam : undefined;
  const path = q ? searchApiPath({ q, group, limit: group ? singleGroupSize : pageGroupSize, log: true }) : null;
  const result = useApiData<unknown>(path);
  const answer = result.status === 'ready' ? readSearchAnswer(result.body) : null;

  useEffect(() => {
    if (result.error) console.error('Search failed:', result.error.message);
  }, [result.error]);

  let content;
  if (!q) {
    content = <p className={styles.tips}>{t.tips}</p>;
  } else if (result.status === 'loading') {
    content = <Loader label={t.searching} />;
  } else if (result.status === 'error' && result.error?.status === 429) {
    // The server's fair share for one address (a burst of searches): say so, in its own words.
    const message = (result.error.body as { message?: unknown } | null)?.message;
    content = <ErrorView title={t.tooManyTitle} text={typeof message === 'string' ? message : t.tooManyText} onRetry={result.reload} />;
  } else if (result.status === 'error' || !answer) {
    content = <ErrorView title={t.unavailableTitle} text={t.unavailableText} onRetry={result.reload} />;
  } else {
    content = <Results answer={answer} q={q} group={group} t={t} />;
  }

  return (
    <>
      <PageBanner title={t.title} />
      <div className="container section">
        <SearchForm key={q} q={q} t={t} />
        {content}
      </div>
    </>
  );
}

function SearchForm({ q, t }: { q: string; t: SearchTexts }) {
  const id = stableIds.searchPage;
  // `/search`, `/hi/search`: a new search stays in the visitor's language.
  const action = languagePath('/search', useLanguage().language);
  return (
    <form role="search" aria-label={t.formLabel} method="get" action={action} className={styles.pageForm}>
      <label htmlFor={id}>{t.inputLabel}</label>
      <input id={id} type="search" name="q" defaultValue={q} maxLength={maxQueryLength} autoComplete="off" />
      <button type="submit" className="button">
        {t.button}
      </button>
    </form>
  );
}

function Results({ answer, q, group, t }: { answer: SearchAnswer; q: string; group: SearchGroup | undefined; t: SearchTexts }) {
  const groups = answer.groups.filter((g) => g.count > 0);
  if (answer.total === 0 || groups.length === 0) {
    return (
      <div role="status">
        <p className={styles.summary}>{t.noResults(q)}</p>
        <p className={styles.tips}>{t.noResultsTips}</p>
        <NoResultsHelp other={{ href: `${findDoctorPage}${listingSearch({ q })}`, label: t.findADoctor }} />
      </div>
    );
  }
  return (
    <>
      <p className={styles.summary} role="status">
        {t.summary(answer.total, q)}
        {group && groups[0] ? t.inGroup(groups[0].label) : ''}
      </p>
      {group ? (
        <p>
          <Link to={searchPagePath(q)}>{t.allResults(q)}</Link>
        </p>
      ) : (
        groups.length > 1 && (
          <nav aria-label={t.resultGroups}>
            <ul className={styles.jump}>
              {groups.map((g) => (
                <li key={g.key}>
                  <a href={`#search-${g.key}`}>
                    {g.label} ({g.count})
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        )
      )}
      {groups.map((g) => (
        <ResultGroup key={g.key} group={g} terms={answer.terms} q={q} whole={group !== undefined} t={t} />
      ))}
    </>
  );
}

function ResultGroup({ group, terms, q, whole, t }: { group: SearchGroupResult; terms: readonly string[]; q: string; whole: boolean; t: SearchTexts }) {
  const headingId = `search-${group.key}`;
  return (
    <section className={styles.group} aria-labelledby={headingId}>
      <h2 id={headingId}>
        {group.label} <span className={styles.count}>({group.count})</span>
      </h2>
      <ul className={styles.results}>
        {group.items.map((item) => (
          <li key={`${item.type}:${item._id}`} className={styles.result}>
            {/* A record not yet translated: its title and snippet in the language they are written in. */}
            <span className={styles.resultTitle} lang={item.language}>
              {item.url ? (
                <Link to={item.url}>
                  <Highlighted text={item.title} terms={terms} />
                </Link>
              ) : (
                <Highlighted text={item.title} terms={terms} />
              )}
            </span>
            {item.excerpt && (
              <p className={styles.excerpt} lang={item.language}>
                <Highlighted text={item.excerpt} terms={terms} />
              </p>
            )}
          </li>
        ))}
      </ul>
      {!whole && group.count > group.items.length && (
        <Link className={styles.more} to={searchPagePath(q, group.key)}>
          {t.showAll(group.count, group.label)}
        </Link>
      )}
    </section>
  );
}
