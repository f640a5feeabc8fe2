import { formatMonDdYyyy } from '../../../shared/format/dates';
import { useActiveList } from '../../data/lists';
import { ErrorView } from '../../ui/error-view';
import { HtmlContent } from '../../ui/html-content';
import { Loader } from '../../ui/loader';
import { ListingCard, ListingPage, ReadMoreLink } from '../listing-kit/listing-card';
import styles from '../listing-kit/listing.module.css';
import { imageAlt } from '../listing-kit/record-image';
import { reloadPage, useListErrorLog } from '../listing-kit/use-list-error-log';
import { YearListing } from '../listing-kit/year-listing';
import type { TemplateProps } from '../template-types';

interface Camp {
  _id: string;
  title?: string | null;
  slug?: string | null;
  campsdate?: string | null;
  mediaimageUrl?: string | null;
}

/** Camps by year of their date, newest first, 6 per year tab and 6 more per Load More (SPEC §2, §9). */
export function Template({ page }: TemplateProps) {
  const list = useActiveList<Camp>('camps');
  useListErrorLog(list.status === 'error', 'Failed to fetch Camps.', list.error);
  return (
    <ListingPage>
      <HtmlContent html={page.description} className={styles.description} />
      {list.status === 'loading' && <Loader />}
      {list.status === 'error' && <ErrorView onRetry={reloadPage} />}
      {list.items && (
        <YearListing
          items={list.items}
          getDate={(camp) => camp.campsdate}
          getKey={(camp) => camp._id}
          initial={6}
          step={6}
          idPrefix="camps-years"
          emptyText="No Camp available."
          renderCard={(camp) => (
            <ListingCard
              href={null}
              title={camp.title ?? ''}
              image={camp.mediaimageUrl}
              imageAlt={imageAlt(camp, 'mediaimageUrl')}
              meta={
                <>
                  <strong>Date:</strong> <time dateTime={camp.campsdate ?? undefined}>{formatMonDdYyyy(camp.campsdate)}</time>
                </>
              }
              action={camp.slug ? <ReadMoreLink to={`/camps/${camp.slug}`} title={camp.title ?? ''} /> : undefined}
            />
          )}
        />
      )}
    </ListingPage>
  );
}
