import type { ReactNode } from 'react';
import { useGoToListing, useListingHref, useListingQuery } from '../../routing/listing-address';
import { useLoadMore } from '../../ui/load-more';
import { stubRecord, useShownRecords } from '../../data/lists';
import { LoadMoreButton } from '../../ui/load-more-button';
import cardStyles from '../../styles/cards.module.css';
import { AboveTheFold } from '../../ui/responsive-image';
import styles from './listing.module.css';

/** The first card a followed Load More link added: the link's fragment, where the next page opens without JavaScript. */
export const loadMoreTarget = 'more';

export interface PagedGridProps<T> {
  items: readonly T[];
  getKey: (item: T) => string;
  renderCard: (item: T) => ReactNode;
  initial: number;
  step: number;
  /** A change (a tab, a filter, a search) goes back to `initial` cards. */
  resetKey?: unknown;
  /** Four columns on wide screens instead of three. */
  wide?: boolean;
  label?: string;
  /**
   * The public list (`{list}/active`) the items are records of, and the fields the cards read:
   * the page embeds the cards shown and the next one (it tells Load More is there), not the list.
   * The template reads that list with `acceptPartial` on its first view.
   */
  embed?: { list: string; fields?: readonly string[] };
}

/**
 * A grid of cards paged with Load More; the first newly shown card takes focus (SPEC §4). The count
 * is the address's page (`?page=3`, issue 30): Load More is a link to the next page, shown in place
 * by the script with the address replaced, so a reload or Back shows as many cards. The first
 * card's picture is on a phone's first screen: it loads at once.
 */
export function PagedGrid<T>({ items, getKey, renderCard, initial, step, resetKey = null, wide, label, embed }: PagedGridProps<T>) {
  const query = useListingQuery();
  const href = useListingHref();
  const go = useGoToListing();
  const page = query.page ?? 1;
  const shown = items.slice(0, initial + (page - 1) * step + 1);
  useShownRecords(embed?.list ?? null, embed ? shown.map((item) => (embed.fields ? stubRecord(item as object, embed.fields as never[]) : item)) : []);
  const { visible, hasMore, loadMore, itemRef } = useLoadMore(items, initial, step, resetKey, { page, go: (next) => go({ ...query, page: next }, { replace: true }) });
  const firstAdded = page > 1 ? initial + (page - 2) * step : -1;
  return (
    <>
      <ul className={`${cardStyles.grid} ${styles.grid}${wide ? ` ${styles.grid4}` : ''}`} aria-label={label}>
        {visible.map((item, index) => (
          <li key={getKey(item)} ref={itemRef(index)} id={index === firstAdded ? loadMoreTarget : undefined} className={styles.gridItem}>
            {index === 0 ? <AboveTheFold>{renderCard(item)}</AboveTheFold> : renderCard(item)}
          </li>
        ))}
      </ul>
      {hasMore && <LoadMoreButton onClick={loadMore} href={`${href({ ...query, page: page + 1 })}#${loadMoreTarget}`} />}
    </>
  );
}
