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
import styles from './search.module.css';

/**
 * The results page `/search?q=…` (issue 16): rendered on the server like every page, so it works
 * without JavaScript; grouped, with a count per group and the matched words marked. `group=`
 * shows one group whole.
 */
export function SearchPage() {
  const { search } = useLocation();
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
    content = <p className={styles.tips}>Type what you are looking for: a doctor&apos;s name, a speciality (&ldquo;heart&rdquo;, &ldquo;bones&rdquo;, &ldquo;child&rdquo;), a page, a blog post, an event or a camp.</p>;
  } else if (result.status === 'loading') {
    content = <Loader label="Searching..." />;
  } else if (result.status === 'error' || !answer) {
    content = <ErrorView title="The search is not available" text="Please try again in a moment." onRetry={result.reload} />;
  } else {
    content = <Results answer={answer} q={q} group={group} />;
  }

  return (
    <>
      <PageBanner title="Search" />
      <div className="container section">
        <SearchForm key={q} q={q} />
        {content}
      </div>
    </>
  );
}

function SearchForm({ q }: { q: string }) {
  const id = stableIds.searchPage;
  return (
    <form role="search" aria-label="Search the results page" method="get" action="/search" className={styles.pageForm}>
      <label htmlFor={id}>Search the website</label>
      <input id={id} type="search" name="q" defaultValue={q} maxLength={maxQueryLength} autoComplete="off" />
      <button type="submit" className="button">
        Search
      </button>
    </form>
  );
}

function Results({ answer, q, group }: { answer: SearchAnswer; q: string; group: SearchGroup | undefined }) {
  const groups = answer.groups.filter((g) => g.count > 0);
  if (answer.total === 0 || groups.length === 0) {
    return (
      <div role="status">
        <p className={styles.summary}>No results for &ldquo;{q}&rdquo;.</p>
        <p className={styles.tips}>Check the spelling, try fewer words, or a broader one such as &ldquo;heart&rdquo; or &ldquo;doctor&rdquo;.</p>
        <NoResultsHelp other={{ href: `${findDoctorPage}${listingSearch({ q })}`, label: 'Find a Doctor' }} />
      </div>
    );
  }
  return (
    <>
      <p className={styles.summary} role="status">
        {answer.total} {answer.total === 1 ? 'result' : 'results'} for &ldquo;{q}&rdquo;
        {group && groups[0] ? ` in ${groups[0].label.toLowerCase()}` : ''}
      </p>
      {group ? (
        <p>
          <Link to={searchPagePath(q)}>All results for &ldquo;{q}&rdquo;</Link>
        </p>
      ) : (
        groups.length > 1 && (
          <nav aria-label="Result groups">
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
        <ResultGroup key={g.key} group={g} terms={answer.terms} q={q} whole={group !== undefined} />
      ))}
    </>
  );
}

function ResultGroup({ group, terms, q, whole }: { group: SearchGroupResult; terms: readonly string[]; q: string; whole: boolean }) {
  const headingId = `search-${group.key}`;
  return (
    <section className={styles.group} aria-labelledby={headingId}>
      <h2 id={headingId}>
        {group.label} <span className={styles.count}>({group.count})</span>
      </h2>
      <ul className={styles.results}>
        {group.items.map((item) => (
          <li key={`${item.type}:${item._id}`} className={styles.result}>
            <span className={styles.resultTitle}>
              {item.url ? (
                <Link to={item.url}>
                  <Highlighted text={item.title} terms={terms} />
                </Link>
              ) : (
                <Highlighted text={item.title} terms={terms} />
              )}
            </span>
            {item.excerpt && (
              <p className={styles.excerpt}>
                <Highlighted text={item.excerpt} terms={terms} />
              </p>
            )}
          </li>
        ))}
      </ul>
      {!whole && group.count > group.items.length && (
        <Link className={styles.more} to={searchPagePath(q, group.key)}>
          Show all {group.count} {group.label.toLowerCase()}
        </Link>
      )}
    </section>
  );
}
