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

interface MediaCoverage {
  _id: string;
  title?: string | null;
  slug?: string | null;
  coveragedate?: string | null;
  mediaimageUrl?: string | null;
  description?: string | null;
}

/** Media coverage by year of its coverage date, 6 cards and 6 more per Load More (SPEC §2, §9). */
export function Template({ page }: TemplateProps) {
  const list = useActiveList<MediaCoverage>('media-coverage');
  useListErrorLog(list.status === 'error', 'Failed to fetch media coverage.', list.error);
  return (
    <ListingPage>
      <HtmlContent html={page.description} className={styles.description} />
      {list.status === 'loading' && <Loader />}
      {list.status === 'error' && <ErrorView onRetry={reloadPage} />}
      {list.items && (
        <YearListing
          items={list.items}
          getDate={(item) => item.coveragedate}
          getKey={(item) => item._id}
          initial={6}
          step={6}
          idPrefix="media-coverage-years"
          emptyText="No media coverage available."
          renderCard={(item) => (
            <ListingCard
              href={item.slug ? `/media-coverage/${item.slug}` : null}
              title={item.title ?? ''}
              image={item.mediaimageUrl}
              imageAlt={imageAlt(item, 'mediaimageUrl')}
              meta={<time dateTime={item.coveragedate ?? undefined}>{formatMonDdYyyy(item.coveragedate)}</time>}
              excerpt={excerptWords(item.description, 12)}
            />
          )}
        />
      )}
    </ListingPage>
  );
}
