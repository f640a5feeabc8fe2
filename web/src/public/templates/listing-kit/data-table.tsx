import type { ReactNode } from 'react';
import { useGoToListing, useListingHref, useListingQuery } from '../../routing/listing-address';
import { useLoadMore } from '../../ui/load-more';
import { LoadMoreButton } from '../../ui/load-more-button';
import type { SiteMessages } from '@hospital/content/i18n/messages/site';
import { useLanguage } from '../../ui/language';
import { useDates, type DateFormats } from '../../ui/local-dates';
import styles from './data-table.module.css';

/** What a cell reads of the page's language: its texts and date formats. */
export interface CellLanguage {
  t: SiteMessages;
  dates: DateFormats;
}

export interface DataColumn<Row> {
  /** The column's heading, from the page's catalogue. */
  header: (t: SiteMessages) => string;
  cell: (row: Row, index: number, language: CellLanguage) => ReactNode;
  /** `nowrap`: kept on one line (dates, links); `lines`: the line breaks typed in the text are kept. */
  wrap?: 'nowrap' | 'lines';
}

/** The "Sr No." column: the row's position, from 1. */
export const serialColumn: DataColumn<unknown> = { header: (t) => t.srNo, cell: (_row, index) => index + 1 };

export interface DataTableProps<Row> {
  /** Names the scrollable region for screen readers ("CME programs"). */
  label: string;
  columns: readonly DataColumn<Row>[];
  rows: readonly Row[];
  /** Wider before it scrolls sideways, for many columns. */
  wide?: boolean;
  /** Rows shown at first and added per Load More; `resetKey` (the page) goes back to `initial`. Without it, all rows. */
  paging?: { initial: number; step: number; resetKey: unknown };
}

const wrapClass = { nowrap: styles.nowrap, lines: styles.lines } as const;

/**
 * A table of the template's rows with a header row, in a focusable region that scrolls sideways
 * on narrow screens; with `paging`, Load More under it and the first new row takes focus. Nothing
 * when there are no rows.
 */
export function DataTable<Row>({ label, columns, rows, wide, paging }: DataTableProps<Row>) {
  // With paging, the count is the address's page (`?page=2`, issue 30) and Load More a link to the next.
  const query = useListingQuery();
  const href = useListingHref();
  const go = useGoToListing();
  const { messages: t } = useLanguage();
  const dates = useDates();
  const pageNumber = query.page ?? 1;
  const address = paging ? { page: pageNumber, go: (next: number) => go({ page: next }, { replace: true }) } : undefined;
  const { visible, hasMore, loadMore, itemRef } = useLoadMore(rows, paging?.initial ?? Infinity, paging?.step ?? 0, paging?.resetKey ?? null, address);
  if (rows.length === 0) return null;
  return (
    <>
      <div className={styles.scroll} tabIndex={0} role="region" aria-label={label}>
        <table className={wide ? `${styles.table} ${styles.wide}` : styles.table}>
          <thead>
            <tr>
              {columns.map((column, position) => (
                <th key={position} scope="col">
                  {column.header(t)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {visible.map((row, index) => (
              <tr key={index} ref={itemRef(index)}>
                {columns.map((column, position) => (
                  <td key={position} className={column.wrap && wrapClass[column.wrap]}>
                    {column.cell(row, index, { t, dates })}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {hasMore && <LoadMoreButton onClick={loadMore} href={href({ page: pageNumber + 1 })} />}
    </>
  );
}

/** The page container of the table templates: the description and the table, spaced. */
export function TablePage({ children }: { children: ReactNode }) {
  return <div className={`container ${styles.page}`}>{children}</div>;
}
