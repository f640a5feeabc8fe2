import type { ReactNode } from 'react';
import { useLoadMore } from '../../ui/load-more';
import { LoadMoreButton } from '../../ui/load-more-button';
import cardStyles from '../../styles/cards.module.css';
import { AboveTheFold } from '../../ui/responsive-image';
import styles from './listing.module.css';

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
}

/**
 * A grid of cards paged with Load More; the first newly shown card takes focus (SPEC §4). The first
 * card's picture is on a phone's first screen: it loads at once.
 */
export function PagedGrid<T>({ items, getKey, renderCard, initial, step, resetKey = null, wide, label }: PagedGridProps<T>) {
  const { visible, hasMore, loadMore, itemRef } = useLoadMore(items, initial, step, resetKey);
  return (
    <>
      <ul className={`${cardStyles.grid} ${styles.grid}${wide ? ` ${styles.grid4}` : ''}`} aria-label={label}>
        {visible.map((item, index) => (
          <li key={getKey(item)} ref={itemRef(index)} className={styles.gridItem}>
            {index === 0 ? <AboveTheFold>{renderCard(item)}</AboveTheFold> : renderCard(item)}
          </li>
        ))}
      </ul>
      {hasMore && <LoadMoreButton onClick={loadMore} />}
    </>
  );
}
