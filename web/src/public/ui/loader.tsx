import styles from './ui.module.css';

/** The loading indicator of lists and pages; announced to screen readers. */
export function Loader({ label = 'Loading...' }: { label?: string }) {
  return (
    <div className={styles.loader} role="status" aria-live="polite">
      <span className={styles.spinner} aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}
