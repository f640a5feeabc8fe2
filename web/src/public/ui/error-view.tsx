import { useLocation } from '../routing/location';
import { useLanguage } from './language';
import { inLanguage } from './language-paths';
import styles from './ui.module.css';

export interface ErrorViewProps {
  title?: string;
  text?: string;
  /** Shows a "Retry" button. */
  onRetry?: () => void;
}

/** The error state of SPEC.md §8: "Error loading content" / "Please try refreshing the page". */
export function ErrorView({ title, text, onRetry }: ErrorViewProps) {
  const { messages: t, language } = useLanguage();
  const { pathname, search } = useLocation();
  // The server's page is HTML, hydrated only in its islands (issue 47): there Retry loads the page
  // again, a link that works without a script; an island rendering this itself retries in place.
  const serverPage = typeof window === 'undefined';
  return (
    <div className={styles.errorView} role="alert">
      <h2 className={styles.errorTitle}>{title ?? t.errorTitle}</h2>
      <p>{text ?? t.errorText}</p>
      {onRetry &&
        (serverPage ? (
          <a className={styles.button} href={`${inLanguage(pathname, language)}${search}`}>
            {t.retry}
          </a>
        ) : (
          <button type="button" className={styles.button} onClick={onRetry}>
            {t.retry}
          </button>
        ))}
    </div>
  );
}
