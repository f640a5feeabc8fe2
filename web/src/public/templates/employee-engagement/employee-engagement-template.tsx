import { templateRows } from '@hospital/content/templates/template-data';
import { Carousel } from '../../ui/carousel';
import { HtmlContent } from '../../ui/html-content';
import { useLanguage } from '../../ui/language';
import { ResponsiveImage } from '../../ui/responsive-image';
import { FourImages } from '../listing-kit/four-images';
import type { TemplateProps } from '../template-types';
import styles from './employee-engagement-template.module.css';

/** The gallery-style slider of SPEC §9: 5 slides, autoplay 2000 ms, speed 1000 ms (fewer on small screens). */
const gallerySlides = { 0: 2, 768: 3, 1200: 5 };

/** Employee engagement: four images, the activities and a photo slider. */
export function Template({ page }: TemplateProps) {
  const { messages: t } = useLanguage();
  const data = page.templateData;
  const activities = templateRows(data, 'employee_activities_section')
    .map((row) => row.activities_title)
    .filter((title): title is string => !!title);
  const photos = templateRows(data, 'employee_activities_gallery_section')
    .map((row) => row.activity_image)
    .filter((src): src is string => !!src);
  return (
    <div className={`container ${styles.page}`}>
      <HtmlContent html={page.description} field="description" />
      <FourImages page={page} className={styles.images} imageClassName={styles.image} />
      {activities.length > 0 && (
        <section aria-labelledby="activities-heading">
          <h2 id="activities-heading" className={styles.heading}>
            Activities
          </h2>
          <ul className={styles.activities}>
            {activities.map((activity, index) => (
              <li key={index}>{activity}</li>
            ))}
          </ul>
        </section>
      )}
      {photos.length > 0 && (
        <div className={styles.gallery}>
          <Carousel label={t.activityPhotos} slidesPerView={gallerySlides} autoplayMs={2000} speedMs={1000}>
            {photos.map((src, index) => (
              <ResponsiveImage key={index} src={src} alt={t.activityPhoto(index + 1)} className={styles.photo} sizes="(min-width: 1200px) 20vw, 50vw" />
            ))}
          </Carousel>
        </div>
      )}
    </div>
  );
}
