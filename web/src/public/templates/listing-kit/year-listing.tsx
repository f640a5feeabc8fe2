import type { ReactNode } from 'react';
import { useGoToListing, useListingHref, useListingQuery } from '../../routing/listing-address';
import { TabPanel, Tabs } from '../../ui/tabs';
import { groupByYear, initialYear } from '../../ui/year-tabs';
import { NoResultsHelp } from '../../ui/no-results-help';
import { useLanguage } from '../../ui/language';
import styles from './listing.module.css';
import { PagedGrid } from './paged-grid';

export interface YearListingProps<T> {
  items: readonly T[];
  getDate: (item: T) => string | null | undefined;
  getKey: (item: T) => string;
  renderCard: (item: T) => ReactNode;
  /** Cards shown at first and added per Load More (SPEC §9). */
  initial: number;
  step: number;
  /** Unique per page: ties the tabs to their panel. */
  idPrefix: string;
  emptyText: string;
  /** Every year of the whole list, when `items` are only those the first view shows (issue 46). */
  years?: readonly number[];
  /** The public list the items are records of: the page embeds the cards shown (`PagedGrid`). */
  embed?: { list: string };
}

/**
 * Dated cards under year tabs (media coverage, events, camps): years newest first, opening on
 * the current year when it has items; each tab pages with Load More and starts again at `initial`.
 * The year is in the address (`?year=2025`, issue 30): each tab is a link to it.
 */
export function YearListing<T>({ items, getDate, getKey, renderCard, initial, step, idPrefix, emptyText, years: allYears, embed }: YearListingProps<T>) {
  const grouped = groupByYear(items, getDate);
  const { byYear } = grouped;
  const years = allYears ? [...allYears] : grouped.years;
  const query = useListingQuery();
  const href = useListingHref();
  const go = useGoToListing();
  const { messages: t } = useLanguage();
  const chosen = query.year;
  const year = chosen !== undefined && years.includes(chosen) ? chosen : initialYear(years);

  if (year === undefined) {
    return (
      <>
        <p className={styles.empty}>{emptyText}</p>
        {/* Where an empty listing sends a visitor to look further. */}
        <NoResultsHelp other={{ href: '/search', label: t.searchTheWebsite }} />
      </>
    );
  }
  return (
    <>
      <Tabs
        label={t.years}
        idPrefix={idPrefix}
        tabs={years.map((y) => ({ id: String(y), label: String(y), href: href({ year: y }) }))}
        active={String(year)}
        onChange={(id) => go({ year: Number(id) })}
      />
      <TabPanel idPrefix={idPrefix} active={String(year)}>
        <PagedGrid items={byYear.get(year) ?? []} getKey={getKey} renderCard={renderCard} initial={initial} step={step} resetKey={year} embed={embed} />
      </TabPanel>
    </>
  );
}
