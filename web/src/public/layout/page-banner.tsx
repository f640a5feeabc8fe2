import { Link } from '../routing/location';
import { StaticRegion } from '../ui/static-region';
import { useLanguage } from '../ui/language';
import styles from './layout.module.css';

/** The title banner every page starts with: breadcrumb "Home" (to /) › trail › title. Not hydrated (ui/static-region.tsx). */
export function PageBanner({ title, trail = [] }: { title: string; trail?: readonly { label: string; to: string }[] }) {
  const { messages: t } = useLanguage();
  return (
    <StaticRegion className={styles.banner}>
      <div className="container">
        <h1 className={styles.bannerTitle}>{title}</h1>
        <nav aria-label={t.breadcrumb}>
          <ol className={styles.breadcrumb}>
            <li>
              <Link to="/">{t.home}</Link>
            </li>
            {trail.map((crumb) => (
              <li key={crumb.to}>
                <Link to={crumb.to}>{crumb.label}</Link>
              </li>
            ))}
            <li aria-current="page">{title}</li>
          </ol>
        </nav>
      </div>
    </StaticRegion>
  );
}
