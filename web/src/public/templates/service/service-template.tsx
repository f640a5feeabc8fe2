import { templateRows, templateValue } from '@hospital/content/templates/template-data';
import { Carousel } from '../../ui/carousel';
import { HtmlContent } from '../../ui/html-content';
import { useLanguage } from '../../ui/language';
import { ResponsiveImage } from '../../ui/responsive-image';
import type { TemplateProps } from '../template-types';
import styles from './service-template.module.css';

/** Service: logo, introduction, specialities, sub-sections with alternating images, closing text, image slider. */
export function Template({ page }: TemplateProps) {
  const { messages: t } = useLanguage();
  const data = page.templateData;
  const logo = templateValue(data, 'service_logo');
  const specialities = templateRows(data, 'service_speciality_loop_section')
    .map((row) => row.title)
    .filter((title): title is string => !!title);
  const subSections = templateRows(data, 'services_sub_loop_section').filter((row) => row.title || row.content || row.image);
  const images = templateRows(data, 'service_image_section')
    .map((row) => row.service_image)
    .filter((src): src is string => !!src);
  return (
    <div className={`container ${styles.page}`}>
      <div className={styles.intro}>
        {logo && <ResponsiveImage src={logo} alt={`${page.title} logo`} className={styles.logo} sizes="8rem" hideOnError />}
        <div>
          <HtmlContent html={page.description} field="description" />
          <HtmlContent html={templateValue(data, 'service_content')} />
        </div>
      </div>
      {specialities.length > 0 && (
        <section aria-labelledby="service-specialities" className={styles.specialities}>
          <h2 id="service-specialities" className={styles.heading}>
            Specialities
          </h2>
          <ul className={styles.specialityList}>
            {specialities.map((title, index) => (
              <li key={index}>{title}</li>
            ))}
          </ul>
        </section>
      )}
      {subSections.map((section, index) => (
        <section key={index} className={index % 2 === 1 ? `${styles.sub} ${styles.flipped}` : styles.sub} data-side={index % 2 === 1 ? 'right' : 'left'}>
          {section.image && (
            <div className={styles.media}>
              <ResponsiveImage src={section.image} alt={section.title ?? ''} className={styles.image} sizes="(min-width: 992px) 50vw, 100vw" hideOnError />
            </div>
          )}
          <div>
            {section.title && <h2 className={styles.heading}>{section.title}</h2>}
            <HtmlContent html={section.content} />
          </div>
        </section>
      ))}
      <HtmlContent html={templateValue(data, 'page_bottom_right_content')} className={styles.bottom} />
      {images.length > 0 && (
        <div>
          <Carousel label={t.photosOf(page.title)} slidesPerView={{ 0: 1, 768: 2, 1200: 3 }}>
            {images.map((src, index) => (
              <ResponsiveImage key={index} src={src} alt={t.photoOf(page.title, index + 1)} className={styles.slide} sizes="(min-width: 1200px) 33vw, (min-width: 768px) 50vw, 100vw" />
            ))}
          </Carousel>
        </div>
      )}
    </div>
  );
}
