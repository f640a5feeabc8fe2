import { templateRows } from '@hospital/content/templates/template-data';
import cardStyles from '../../styles/cards.module.css';
import { HtmlContent } from '../../ui/html-content';
import { portraitFrame, ResponsiveImage } from '../../ui/responsive-image';
import { telHref } from '../../ui/phone';
import { doctorPlaceholder } from '../../ui/doctor-placeholder';
import type { TemplateProps } from '../template-types';
import styles from './custom-doctors-template.module.css';

/** Nothing to do in the browser: shown in a static region (ui/static-region.tsx). */
export const staticTemplate = true;

/** Custom doctor listing: cards entered by hand (photo, name, education, designation, departments, address, email, phone). */
export function Template({ page }: TemplateProps) {
  const doctors = templateRows(page.templateData, 'custom_doctor_listing_section').filter((row) => row.name);
  return (
    <div className={`container ${styles.page}`}>
      <HtmlContent html={page.description} field="description" />
      {doctors.length > 0 && (
        <ul className={`${cardStyles.grid} ${styles.grid}`}>
          {doctors.map((doctor, index) => (
            <li key={index} className={`${cardStyles.raised} ${styles.card}`}>
              <ResponsiveImage src={doctor.image} alt={doctor.name ?? ''} className={styles.photo} {...portraitFrame} priority={index === 0} fallbackSrc={doctorPlaceholder} sizes="(min-width: 1200px) 25vw, (min-width: 768px) 50vw, 100vw" />
              <div className={styles.body}>
                <h2 className={styles.name}>{doctor.name}</h2>
                {doctor.education && <p className={styles.education}>{doctor.education}</p>}
                {doctor.designation && <p className={styles.designation}>{doctor.designation}</p>}
                {doctor.departments && <p>{doctor.departments}</p>}
                {doctor.address && <p className={styles.address}>{doctor.address}</p>}
                {doctor.email && (
                  <p className={styles.contact}>
                    <a href={`mailto:${doctor.email}`}>{doctor.email}</a>
                  </p>
                )}
                {doctor.phone_number && (
                  <p className={styles.contact}>
                    <a href={telHref(doctor.phone_number)}>{doctor.phone_number}</a>
                  </p>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
