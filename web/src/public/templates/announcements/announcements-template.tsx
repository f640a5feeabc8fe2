import { useLanguage } from '../../ui/language';
import { timeOf } from '../../../shared/format/dates';
import { useDates } from '../../ui/local-dates';
import { useActiveList } from '../../data/lists';
import { ErrorView } from '../../ui/error-view';
import { HtmlContent } from '../../ui/html-content';
import { Loader } from '../../ui/loader';
import listing from '../listing-kit/listing.module.css';
import { useListErrorLog } from '../listing-kit/use-list-error-log';
import { ListingPage } from '../listing-kit/listing-card';
import type { TemplateProps } from '../template-types';
import styles from './announcements-template.module.css';
import type { PublicListing } from '@hospital/content/records';

type Announcement = PublicListing<'announcements'>;

/** The announcements, newest first, dated in the en-GB long form (SPEC §2, §9). */
export function Template({ page }: TemplateProps) {
  const { messages: t } = useLanguage();
  const dates = useDates();
  const list = useActiveList<Announcement>('announcements');
  useListErrorLog(list.status === 'error', 'Failed to fetch Announcements.', list.error);
  const announcements = list.items ? [...list.items].sort((a, b) => timeOf(b.date) - timeOf(a.date)) : [];
  return (
    <ListingPage>
      <HtmlContent html={page.description} field="description" className={listing.description} />
      {list.status === 'loading' && <Loader />}
      {list.status === 'error' && <ErrorView onRetry={list.reload} />}
      {list.items && announcements.length === 0 && <p className={listing.empty}>{t.noAnnouncements}</p>}
      {announcements.length > 0 && (
        <ul className={styles.list}>
          {announcements.map((announcement) => (
            <li key={announcement._id} className={styles.item}>
              <article>
                {announcement.date && (
                  <p className={styles.date}>
                    <time dateTime={announcement.date}>{dates.long(announcement.date)}</time>
                  </p>
                )}
                <h2 className={styles.title}>{announcement.title}</h2>
                <HtmlContent html={announcement.description} className={styles.text} />
              </article>
            </li>
          ))}
        </ul>
      )}
    </ListingPage>
  );
}
