import { useLanguage } from '../../ui/language';
import { Link } from '../../routing/location';
import { useActiveList } from '../../data/lists';
import { ErrorView } from '../../ui/error-view';
import { HtmlContent } from '../../ui/html-content';
import { Loader } from '../../ui/loader';
import { portraitFrame, ResponsiveImage } from '../../ui/responsive-image';
import type { TemplateProps } from '../template-types';
import styles from './leadership-template.module.css';
import type { PublicListing } from '@hospital/content/records';

type Leader = PublicListing<'leaders'>;

/** Leadership: the active leaders, each card linking to /our-leadership/{slug}. */
export function Template({ page }: TemplateProps) {
  const { messages: t } = useLanguage();
  const leaders = useActiveList<Leader>('leaders');
  return (
    <div className={`container ${styles.page}`}>
      <HtmlContent html={page.description} field="description" />
      {leaders.status === 'loading' && <Loader />}
      {leaders.status === 'error' && <ErrorView onRetry={leaders.reload} />}
      {leaders.status === 'ready' && leaders.items?.length === 0 && <p className={styles.empty}>{t.noLeaders}</p>}
      {leaders.items && leaders.items.length > 0 && (
        <ul className={styles.grid}>
          {leaders.items.map((leader) => (
            <li key={leader._id} className={styles.card}>
              <Link to={`/our-leadership/${leader.slug}`} className={styles.link}>
                <ResponsiveImage
                  src={leader.imageUrl}
                  alt={leader.imageUrlAlt || leader.title}
                  className={styles.image}
                  {...portraitFrame}
                  sizes="(min-width: 1200px) 25vw, (min-width: 768px) 33vw, 100vw"
                  hideOnError
                />
                <span className={styles.name}>{leader.title}</span>
                {leader.designation && <span className={styles.designation}>{leader.designation}</span>}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
