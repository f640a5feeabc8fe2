import { useLanguage } from '../../ui/language';
import { templateValue } from '@hospital/content/templates/template-data';
import { useActiveList, useShownRecords } from '../../data/lists';
import { useFirstAddress } from '../../routing/location';
import { ErrorView } from '../../ui/error-view';
import { HtmlContent } from '../../ui/html-content';
import { Loader } from '../../ui/loader';
import { portraitFrame, ResponsiveImage } from '../../ui/responsive-image';
import { doctorPlaceholder } from '../../ui/doctor-placeholder';
import { BookAppointmentLink } from '../../forms/booking-link';
import { departmentsOf, doctorPath, type Expert } from '../../routing/public-records';
import { ListingPage, ReadMoreLink } from '../listing-kit/listing-card';
import listing from '../listing-kit/listing.module.css';
import { PagedGrid } from '../listing-kit/paged-grid';
import { useListErrorLog } from '../listing-kit/use-list-error-log';
import { cardsUpToPage, type TemplateModule, type TemplateProps } from '../template-types';
import styles from './specialist-doctors-template.module.css';

/** What a card shows of a doctor (not the biography, most of the record). */
const cardFields = ['_id', 'title', 'slug', 'designation', 'education', 'imageUrl', 'imageUrlAlt', 'departments'];

/** The server reads the cards up to the address's page, of the page's department (issue 46). */
export const listingWindows: NonNullable<TemplateModule['listingWindows']> = (page, query) => {
  const department = templateValue(page.templateData, 'department');
  return { experts: { limit: cardsUpToPage(query, initialCards, moreCards), ...(department ? { department } : {}) } };
};

const initialCards = 12;
const moreCards = 8;

/**
 * A grid of doctors, of the page's department or of all (SPEC §2): photo or placeholder, name,
 * designation, "Department of …", education and "Know More"; 12 cards, 8 more per Load More.
 */
export function Template({ page }: TemplateProps) {
  const { messages: t } = useLanguage();
  // The first view embeds the cards it shows (`embed`, issue 46); another view loads the whole list.
  const experts = useActiveList<Expert>('experts', { acceptPartial: useFirstAddress(), partialWhileLoading: true });
  useListErrorLog(experts.status === 'error', 'Failed to fetch doctors.', experts.error);
  const smallTitle = templateValue(page.templateData, 'page_small_title');
  const subTitle = templateValue(page.templateData, 'page_sub_title');
  const departmentId = templateValue(page.templateData, 'department');
  const doctors = (experts.items ?? []).filter((expert) => !departmentId || departmentsOf(expert).some((d) => d._id === departmentId));
  // No card shown embeds no doctor (the grid notes the cards it shows).
  useShownRecords('experts', []);

  return (
    <ListingPage>
      {(smallTitle || subTitle) && (
        <header className={styles.intro}>
          {smallTitle && <p className={styles.smallTitle}>{smallTitle}</p>}
          {subTitle && <h2 className={styles.subTitle}>{subTitle}</h2>}
        </header>
      )}
      <HtmlContent html={page.description} field="description" className={listing.description} />
      {experts.status === 'loading' && <Loader />}
      {experts.status === 'error' && <ErrorView onRetry={experts.reload} />}
      {experts.items && doctors.length === 0 && <p className={listing.empty}>{t.noDoctorsAvailable}</p>}
      {doctors.length > 0 && (
        <PagedGrid
          items={doctors}
          getKey={(expert) => expert._id}
          initial={initialCards}
          step={moreCards}
          embed={{ list: 'experts', fields: cardFields }}
          wide
          label="Doctors"
          renderCard={(expert) => {
            const path = doctorPath(expert, departmentId);
            const departments = departmentsOf(expert).map((d) => d.title);
            return (
              <article className={`${listing.card} ${styles.card}`}>
                <ResponsiveImage
                  src={expert.imageUrl}
                  alt={expert.imageUrlAlt ?? ''}
                  fallbackSrc={doctorPlaceholder}
                  sizes="(min-width: 1024px) 25vw, (min-width: 640px) 50vw, 100vw"
                  className={styles.photo}
                  {...portraitFrame}
                />
                <div className={`${listing.cardBody} ${styles.body}`}>
                  <h3 className={styles.name}>{expert.title}</h3>
                  {expert.designation && <p className={styles.designation}>{expert.designation}</p>}
                  {departments.length > 0 && <p className={styles.department}>Department of {departments.join(', ')}</p>}
                  {expert.education && <p className={styles.education}>{expert.education}</p>}
                  <div className={styles.action}>
                    {path && <ReadMoreLink to={path} title={expert.title ?? ''} label="Know More" />}
                    <BookAppointmentLink
                      department={departmentsOf(expert).find((d) => d._id === departmentId)?.title ?? departments[0]}
                      doctor={expert.title ?? ''}
                      className={listing.readMore}
                    />
                  </div>
                </div>
              </article>
            );
          }}
        />
      )}
    </ListingPage>
  );
}
