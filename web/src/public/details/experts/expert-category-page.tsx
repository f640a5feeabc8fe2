import { Link } from '../../routing/location';
import { BookAppointmentLink } from '../../forms/booking-link';
import { doctorPlaceholder } from '../../ui/doctor-placeholder';
import { FooterContactSection } from '../../forms/footer-contact-section';
import { PageBanner } from '../../layout/page-banner';
import type { Expert, ExpertCategory } from '../../routing/public-records';
import { expertPath } from '../../routing/resolve-route';
import { HtmlContent } from '../../ui/html-content';
import { portraitFrame, ResponsiveImage } from '../../ui/responsive-image';
import { useLanguage } from '../../ui/language';
import { StaticRegion } from '../../ui/static-region';
import { useNetworkLocations } from '../../data/network';
import { useListingQuery } from '../../routing/listing-address';
import { atPlace, PlaceChoice, placeOf } from '../../ui/place-choice';
import styles from '../shared/detail.module.css';

/**
 * /our-experts/{categorySlug}: the department's description and its doctors. Nothing here works in
 * the browser but links: it is a static region, and the page embeds none of the doctors
 * (`embeddedRouteLists`).
 */
export function ExpertCategoryPage({ category, experts }: { category: ExpertCategory; experts: readonly Expert[] }) {
  const { messages: t } = useLanguage();
  // On a network, the department's doctors at a city or centre (issue 48): a GET form, as the page is static.
  const network = useNetworkLocations();
  const query = useListingQuery();
  const place = placeOf(network, query);
  const sorted = atPlace(experts, network, place).sort((a, b) => a.title.localeCompare(b.title));
  return (
    <>
      <PageBanner title={category.title} />
      <section className="section">
        <StaticRegion className="container">
          <HtmlContent html={category.description} field="description" />
          <h2>{t.ourDoctors}</h2>
          {network.length > 0 && (
            <form method="get" className={styles.placeForm}>
              <PlaceChoice network={network} place={place} onChoose={() => undefined} idPrefix="department-place" />
              <button type="submit" className="button">
                {t.applyFilter}
              </button>
            </form>
          )}
          {sorted.length === 0 ? (
            <p className={styles.empty}>{t.noExperts}</p>
          ) : (
            <ul className={styles.cards}>
              {sorted.map((expert) => (
                <li key={expert._id} className={styles.card}>
                  <ResponsiveImage
                    src={expert.imageUrl}
                    alt={expert.imageUrlAlt || expert.title}
                    fallbackSrc={doctorPlaceholder}
                    sizes="(min-width: 992px) 280px, (min-width: 640px) 45vw, 100vw"
                    className={styles.cardImage}
                    {...portraitFrame}
                  />
                  <div className={styles.cardBody}>
                    <h3 className={styles.cardTitle}>
                      <Link to={expertPath(category.slug, expert.slug)}>{expert.title}</Link>
                    </h3>
                    {expert.designation && <p className={styles.cardText}>{expert.designation}</p>}
                    {expert.education && <p className={styles.cardText}>{expert.education}</p>}
                    <BookAppointmentLink department={category.title} doctor={expert.title} location={place.location} className={styles.cardLink} />
                  </div>
                </li>
              ))}
            </ul>
          )}
        </StaticRegion>
      </section>
      <FooterContactSection templateData={null} />
    </>
  );
}
