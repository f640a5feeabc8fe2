import { templateRows, templateValue } from '@hospital/content/templates/template-data';
import { HtmlContent } from '../../ui/html-content';
import { ResponsiveImage } from '../../ui/responsive-image';
import split from '../../styles/split.module.css';
import type { TemplateProps } from '../template-types';
import styles from './why-choose-template.module.css';

/** Nothing to do in the browser: shown in a static region (ui/static-region.tsx). */
export const staticTemplate = true;

/** Why choose us: the reasons (heading and text) beside the page image. */
export function Template({ page }: TemplateProps) {
  const reasons = templateRows(page.templateData, 'why_gmch_loop').filter((row) => row.text || row.content);
  const image = templateValue(page.templateData, 'page_image');
  return (
    <div className={`container ${styles.page} ${split.split} ${split.roomy} ${split.textWide} ${split.fillWhenAlone}`}>
      <div>
        <HtmlContent html={page.description} field="description" />
        {reasons.length > 0 && (
          <ol className={styles.reasons}>
            {reasons.map((reason, index) => (
              <li key={index} className={styles.reason}>
                {reason.text && <h2 className={styles.heading}>{reason.text}</h2>}
                <HtmlContent html={reason.content} />
              </li>
            ))}
          </ol>
        )}
      </div>
      {image && (
        <div className={styles.media}>
          <ResponsiveImage src={image} alt={page.title} sizes="(min-width: 992px) 40vw, 100vw" className={split.image} />
        </div>
      )}
    </div>
  );
}
