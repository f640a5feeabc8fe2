import { useLanguage } from '../../ui/language';
import { excerptWords } from '@hospital/content/text';
import { useActiveList } from '../../data/lists';
import { ErrorView } from '../../ui/error-view';
import { HtmlContent } from '../../ui/html-content';
import { Loader } from '../../ui/loader';
import { ListingCard, ListingPage } from '../listing-kit/listing-card';
import styles from '../listing-kit/listing.module.css';
import { PagedGrid } from '../listing-kit/paged-grid';
import { imageAlt } from '../listing-kit/record-image';
import { reloadPage, useListErrorLog } from '../listing-kit/use-list-error-log';
import type { TemplateProps } from '../template-types';
import type { PublicListing } from '@hospital/content/records';

/** SPEC §3 also allows a speciality's `name` and `imageUrl`, from older content. */
type Speciality = PublicListing<'specialities'> & { name?: string | null; imageUrl?: string | null };

/** The specialities, 8 cards and 4 more per Load More, 10-word excerpts (SPEC §2, §9). */
export function Template({ page }: TemplateProps) {
  const { messages: t } = useLanguage();
  const list = useActiveList<Speciality>('specialities');
  useListErrorLog(list.status === 'error', 'Failed to fetch Specialities.', list.error);
  return (
    <ListingPage>
      <HtmlContent html={page.description} field="description" className={styles.description} />
      {list.status === 'loading' && <Loader />}
      {list.status === 'error' && <ErrorView onRetry={reloadPage} />}
      {list.items && list.items.length === 0 && <p className={styles.empty}>{t.noSpecialities}</p>}
      {list.items && list.items.length > 0 && (
        <PagedGrid
          items={list.items}
          getKey={(item) => item._id}
          initial={8}
          step={4}
          wide
          renderCard={(item) => {
            const image = item.mediaimageUrl ? 'mediaimageUrl' : 'imageUrl';
            return (
              <ListingCard
                href={item.slug ? `/our-specialities/${item.slug}` : null}
                title={item.title ?? item.name ?? ''}
                image={item[image]}
                imageAlt={imageAlt(item, image)}
                excerpt={excerptWords(item.description, 10)}
              />
            );
          }}
        />
      )}
    </ListingPage>
  );
}
