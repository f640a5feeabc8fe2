import { useLanguage } from '../../ui/language';
import { timeOf } from '../../../shared/format/dates';
import { useDates } from '../../ui/local-dates';
import { useActiveList } from '../../data/lists';
import cardStyles from '../../styles/cards.module.css';
import { HtmlContent } from '../../ui/html-content';
import { Loader } from '../../ui/loader';
import { ListingPage, ReadMoreLink } from '../listing-kit/listing-card';
import listing from '../listing-kit/listing.module.css';
import { useListErrorLog } from '../listing-kit/use-list-error-log';
import type { TemplateProps } from '../template-types';
import styles from './careers-template.module.css';
import type { PublicListing } from '@hospital/content/records';

type Hiring = PublicListing<'hirings'>;

/** Job openings, newest first, each with an "Apply Now" link to its page (SPEC §2, §8). */
export function Template({ page }: TemplateProps) {
  const { messages: t } = useLanguage();
  const dates = useDates();
  const list = useActiveList<Hiring>('hirings');
  useListErrorLog(list.status === 'error', 'Failed to fetch job postings.', list.error);
  const jobs = list.items ? [...list.items].sort((a, b) => timeOf(b.date) - timeOf(a.date)) : [];
  return (
    <ListingPage>
      <HtmlContent html={page.description} field="description" className={listing.description} />
      {list.status === 'loading' && <Loader />}
      {list.status === 'error' && (
        <p className={listing.empty} role="alert">
          Failed to fetch job postings.
        </p>
      )}
      {list.items && jobs.length === 0 && <p className={listing.empty}>{t.noJobPostings}</p>}
      {jobs.length > 0 && (
        <ul className={`${cardStyles.grid} ${styles.jobs}`} aria-label={t.jobOpenings}>
          {jobs.map((job) => (
            <li key={job._id}>
              <article className={styles.job}>
                <h2 className={styles.title}>{job.title}</h2>
                <dl className={styles.facts}>
                  {(
                    [
                      [t.department, job.department],
                      [t.subGroup, job.subGroup],
                      [t.qualification, job.educationalQualification],
                      [t.experience, job.experience],
                      [t.postedOn, job.date ? dates.long(job.date) : null],
                    ] as const
                  ).map(([label, value]) =>
                    value ? (
                      <div key={label} className={styles.fact}>
                        <dt>{label}:</dt>
                        <dd>{value}</dd>
                      </div>
                    ) : null,
                  )}
                </dl>
                {job.slug && (
                  <div className={styles.action}>
                    <ReadMoreLink to={`/career/${job.slug}`} title={job.title ?? ''} label={t.applyNow} />
                  </div>
                )}
              </article>
            </li>
          ))}
        </ul>
      )}
    </ListingPage>
  );
}
