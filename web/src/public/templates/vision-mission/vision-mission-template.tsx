import { templateRows, templateValue } from '@hospital/content/templates/template-data';
import { HtmlContent } from '../../ui/html-content';
import { ResponsiveImage } from '../../ui/responsive-image';
import type { TemplateProps } from '../template-types';
import styles from './vision-mission-template.module.css';

/** Nothing to do in the browser: shown in a static region (ui/static-region.tsx). */
export const staticTemplate = true;

/** Vision and mission: description, mission, values and value cards with icons. */
export function Template({ page }: TemplateProps) {
  const data = page.templateData;
  const missionTitle = templateValue(data, 'mission_title');
  const missionText = templateValue(data, 'mission_text');
  const valueTitle = templateValue(data, 'value_title');
  const valueText = templateValue(data, 'value_text');
  const values = templateRows(data, 'value_center_image_loop').filter((row) => row.title || row.text || row.icon);
  return (
    <div className={`container ${styles.page}`}>
      <HtmlContent html={page.description} field="description" className={styles.description} />
      {(missionTitle || missionText) && (
        <section className={styles.block} aria-labelledby={missionTitle ? 'mission-title' : undefined}>
          {missionTitle && (
            <h2 id="mission-title" className={styles.title}>
              {missionTitle}
            </h2>
          )}
          <HtmlContent html={missionText} />
        </section>
      )}
      {(valueTitle || valueText || values.length > 0) && (
        <section className={styles.block} aria-labelledby={valueTitle ? 'value-title' : undefined}>
          {valueTitle && (
            <h2 id="value-title" className={styles.title}>
              {valueTitle}
            </h2>
          )}
          <HtmlContent html={valueText} />
          {values.length > 0 && (
            <ul className={styles.values}>
              {values.map((value, index) => (
                <li key={index} className={styles.value}>
                  {value.icon && <ResponsiveImage src={value.icon} alt="" className={styles.icon} width={64} height={64} sizes="64px" hideOnError />}
                  {value.title && <h3 className={styles.valueTitle}>{value.title}</h3>}
                  {value.text && <p>{value.text}</p>}
                </li>
              ))}
            </ul>
          )}
        </section>
      )}
    </div>
  );
}
