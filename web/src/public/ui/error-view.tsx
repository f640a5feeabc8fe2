import { useLanguage } from './language';
import styles from './ui.module.css';

export interface ErrorViewProps {
  title?: string;
  text?: string;
  /** Shows a "Retry" button. */
  onRetry?: () => void;
}

/** The error state of SPEC.md §8: "Error loading content" / "Please try refreshing the page". */
export function ErrorView({ title, text, onRetry }: ErrorViewProps) {
  const { messages: t } = useLanguage();
  return (
    <div className={styles.errorView} role="alert">
      <h2 className={styles.errorTitle}>{title ?? t.errorTitle}</h2>
      <p>{text ?? t.errorText}</p>
      {onRetry && (
        <button type="button" className={styles.button} onClick={onRetry}>
          {t.retry}
        </button>
      )}
    </div>
  );
}
