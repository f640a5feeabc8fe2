import { useLanguage } from '../../ui/language';
import { excerptWords } from '@hospital/content/text';
import { useActiveList, useShownRecords } from '../../data/lists';
import { useFirstAddress } from '../../routing/location';
import { ErrorView } from '../../ui/error-view';
import { HtmlContent } from '../../ui/html-content';
import { Loader } from '../../ui/loader';
import { ListingCard, ListingPage } from '../listing-kit/listing-card';
import styles from '../listing-kit/listing.module.css';
import { PagedGrid } from '../listing-kit/paged-grid';
import { imageAlt } from '../listing-kit/record-image';
import { reloadPage, useListErrorLog } from '../listing-kit/use-list-error-log';
import { cardsUpToPage, type TemplateModule, type TemplateProps } from '../template-types';
import type { PublicListing } from '@hospital/content/records';

/** SPEC §3 also allows a speciality's `name` and `imageUrl`, from older content. */
type Speciality = PublicListing<'specialities'> & { name?: string | null; imageUrl?: string | null };

const initialCards = 8;
const moreCards = 4;

/** The server reads the cards up to the address's page (issue 46). */
export const listingWindows: NonNullable<TemplateModule['listingWindows']> = (_page, query) => ({ specialities: { limit: cardsUpToPage(query, initialCards, moreCards) } });

/** The specialities, 8 cards and 4 more per Load More, 10-word excerpts (SPEC §2, §9). */
export function Template({ page }: TemplateProps) {
  const { messages: t } = useLanguage();
  // The first view embeds the cards it shows (`embed`, issue 46); another view loads the whole list.
  const list = useActiveList<Speciality>('specialities', { acceptPartial: useFirstAddress(), partialWhileLoading: true });
  // No card shown embeds no speciality (the grid notes the cards it shows).
  useShownRecords('specialities', []);
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
          initial={initialCards}
          step={moreCards}
          embed={{ list: 'specialities' }}
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
