import styles from './ui.module.css';

export function LoadMoreButton({ onClick, label = 'Load More' }: { onClick: () => void; label?: string }) {
  return (
    <div className={styles.loadMore}>
      <button type="button" className={styles.button} onClick={onClick}>
        {label}
      </button>
    </div>
  );
}
