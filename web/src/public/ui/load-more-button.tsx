import type { MouseEvent } from 'react';
import { islandMarker } from '../islands/island';
import { useLanguage } from './language';
import styles from './ui.module.css';

/**
 * Load More. With `href` (issue 30) it is a link to the next page, which works before any script
 * and without one; a plain click the script handles loads the items in place instead.
 */
export function LoadMoreButton({ onClick, label: given, href }: { onClick: () => void; label?: string; href?: string }) {
  const { messages: t } = useLanguage();
  const label = given ?? t.loadMore;
  if (href !== undefined) {
    const follow = (event: MouseEvent<HTMLAnchorElement>) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
      event.preventDefault();
      onClick();
    };
    // An island (issue 47): islands/load-more.ts shows the next page's cards in place.
    const island = islandMarker('load-more', {
      errorTitle: t.errorTitle,
      errorText: t.errorText,
      retry: t.retry,
      classes: { errorView: styles.errorView, errorTitle: styles.errorTitle, button: styles.button },
    });
    return (
      <div className={styles.loadMore} {...island}>
        <a href={href} className={styles.button} onClick={follow} data-hold="">
          {label}
        </a>
      </div>
    );
  }
  return (
    <div className={styles.loadMore}>
      <button type="button" className={styles.button} onClick={onClick}>
        {label}
      </button>
    </div>
  );
}
