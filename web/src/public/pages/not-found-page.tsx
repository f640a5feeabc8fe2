import { Link } from '../routing/location';
import { PageBanner } from '../layout/page-banner';
import { useLanguage } from '../ui/language';
import styles from './pages.module.css';

/** Any unknown path; the server answers it with HTTP 404. */
export function NotFoundPage() {
  const { messages: t } = useLanguage();
  return (
    <>
      <PageBanner title={t.pageNotFound} />
      <section className="section">
        <div className={`container ${styles.notFound}`}>
          <p>{t.notFoundText}</p>
          <p>
            <Link className="button" to="/">
              {t.goHome}
            </Link>
          </p>
        </div>
      </section>
    </>
  );
}
