import { excerptWords } from '@hospital/content/text';
import { formatMonDdYyyy } from '../../../shared/format/dates';
import { useActiveList } from '../../data/lists';
import { ErrorView } from '../../ui/error-view';
import { HtmlContent } from '../../ui/html-content';
import { Loader } from '../../ui/loader';
import { ListingCard, ListingPage } from '../listing-kit/listing-card';
import styles from '../listing-kit/listing.module.css';
import { imageAlt } from '../listing-kit/record-image';
import { reloadPage, useListErrorLog } from '../listing-kit/use-list-error-log';
import { YearListing } from '../listing-kit/year-listing';
import type { TemplateProps } from '../template-types';

interface EventRecord {
  _id: string;
  title?: string | null;
  slug?: string | null;
  start_date?: string | null;
  imageUrl?: string | null;
  description?: string | null;
}

/** Events by year of their start date, 6 cards and 6 more per Load More (SPEC §2, §9). */
export function Template({ page }: TemplateProps) {
  const list = useActiveList<EventRecord>('events');
  useListErrorLog(list.status === 'error', 'Failed to fetch events.', list.error);
  return (
    <ListingPage>
      <HtmlContent html={page.description} className={styles.description} />
      {list.status === 'loading' && <Loader />}
      {list.status === 'error' && <ErrorView onRetry={reloadPage} />}
      {list.items && (
        <YearListing
          items={list.items}
          getDate={(item) => item.start_date}
          getKey={(item) => item._id}
          initial={6}
          step={6}
          idPrefix="events-years"
          emptyText="No events available."
          renderCard={(item) => (
            <ListingCard
              href={item.slug ? `/events/${item.slug}` : null}
              title={item.title ?? ''}
              image={item.imageUrl}
              imageAlt={imageAlt(item, 'imageUrl')}
              meta={<time dateTime={item.start_date ?? undefined}>{formatMonDdYyyy(item.start_date)}</time>}
              excerpt={excerptWords(item.description, 12)}
            />
          )}
        />
      )}
    </ListingPage>
  );
}
