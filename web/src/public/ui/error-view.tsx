import styles from './ui.module.css';

export interface ErrorViewProps {
  title?: string;
  text?: string;
  /** Shows a "Retry" button. */
  onRetry?: () => void;
}

/** The error state of SPEC.md §8: "Error loading content" / "Please try refreshing the page". */
export function ErrorView({ title = 'Error loading content', text = 'Please try refreshing the page', onRetry }: ErrorViewProps) {
  return (
    <div className={styles.errorView} role="alert">
      <h2 className={styles.errorTitle}>{title}</h2>
      <p>{text}</p>
      {onRetry && (
        <button type="button" className={styles.button} onClick={onRetry}>
          Retry
        </button>
      )}
    </div>
  );
}
