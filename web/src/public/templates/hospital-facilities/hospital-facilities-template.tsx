import { useLanguage } from '../../ui/language';
import { excerptWords } from '@hospital/content/text';
import { useActiveList } from '../../data/lists';
import { ErrorView } from '../../ui/error-view';
import { HtmlContent } from '../../ui/html-content';
import { Loader } from '../../ui/loader';
import { PopupContent, PopupIsland } from '../../ui/popup';
import { ResponsiveImage } from '../../ui/responsive-image';
import { ListingCard, ListingPage } from '../listing-kit/listing-card';
import listing from '../listing-kit/listing.module.css';
import { imageAlt } from '../listing-kit/record-image';
import { useListErrorLog } from '../listing-kit/use-list-error-log';
import type { TemplateProps } from '../template-types';
import styles from './hospital-facilities-template.module.css';
import type { PublicListing } from '@hospital/content/records';

type HospitalFacility = PublicListing<'hospitalfacilities'>;

/** Facility cards with 20-word excerpts; each opens a popup with its full description (SPEC §2, §9), an island (islands/popup.ts). */
export function Template({ page }: TemplateProps) {
  const { messages: t } = useLanguage();
  const list = useActiveList<HospitalFacility>('hospitalfacilities');
  useListErrorLog(list.status === 'error', 'Failed to fetch hospital facilities.', list.error);
  return (
    <ListingPage>
      <HtmlContent html={page.description} field="description" className={listing.description} />
      {list.status === 'loading' && <Loader />}
      {list.status === 'error' && <ErrorView onRetry={list.reload} />}
      {list.items && list.items.length === 0 && <p className={listing.empty}>{t.noHospitalFacilities}</p>}
      {list.items && list.items.length > 0 && (
        <PopupIsland className={styles.popup}>
          <ul className={listing.grid}>
            {list.items.map((facility, index) => (
              <li key={facility._id} className={listing.gridItem}>
                <ListingCard
                  priority={index === 0}
                  href={null}
                  title={facility.title ?? ''}
                  image={facility.imageUrl}
                  imageAlt={imageAlt(facility, 'imageUrl')}
                  excerpt={excerptWords(facility.description, 20)}
                  action={
                    <button type="button" className={listing.actionButton} data-popup-open={facility._id}>
                      {t.readMore}<span className="visually-hidden">: {facility.title}</span>
                    </button>
                  }
                />
                <PopupContent id={facility._id} title={facility.title ?? ''}>
                  <div className={styles.popupContent}>
                    {facility.imageUrl && <ResponsiveImage src={facility.imageUrl} alt={imageAlt(facility, 'imageUrl')} sizes="(min-width: 800px) 720px, 100vw" className={styles.popupImage} hideOnError />}
                    <HtmlContent html={facility.description} />
                  </div>
                </PopupContent>
              </li>
            ))}
          </ul>
        </PopupIsland>
      )}
    </ListingPage>
  );
}
