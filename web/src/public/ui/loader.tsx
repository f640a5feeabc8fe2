import { useLanguage } from './language';
import styles from './ui.module.css';

/** The loading indicator of lists and pages; announced to screen readers. */
export function Loader({ label }: { label?: string }) {
  const { messages: t } = useLanguage();
  return (
    <div className={styles.loader} role="status" aria-live="polite">
      <span className={styles.spinner} aria-hidden="true" />
      <span>{label ?? t.loading}</span>
    </div>
  );
}
