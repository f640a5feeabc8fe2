import { Link } from '../routing/location';
import { PageBanner } from '../layout/page-banner';
import styles from './pages.module.css';

/** Any unknown path; the server answers it with HTTP 404. */
export function NotFoundPage() {
  return (
    <>
      <PageBanner title="Page not found" />
      <section className="section">
        <div className={`container ${styles.notFound}`}>
          <p>Sorry, we could not find the page you were looking for. It may have moved or no longer exist.</p>
          <p>
            <Link className="button" to="/">
              Go to the home page
            </Link>
          </p>
        </div>
      </section>
    </>
  );
}
