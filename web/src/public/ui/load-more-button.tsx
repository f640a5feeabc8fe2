import type { MouseEvent } from 'react';
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
    return (
      <div className={styles.loadMore}>
        <a href={href} className={styles.button} onClick={follow}>
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
