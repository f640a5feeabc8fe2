import { templateRows, templateValue } from '@hospital/content/templates/template-data';
import { HtmlContent } from '../../ui/html-content';
import { ResponsiveImage } from '../../ui/responsive-image';
import split from '../../styles/split.module.css';
import type { TemplateProps } from '../template-types';
import styles from './admission-discharge-template.module.css';

/** Nothing to do in the browser: shown in a static region (ui/static-region.tsx). */
export const staticTemplate = true;

/** Admission and discharge process: the description with page_image, then the steps, image and text alternating sides. */
export function Template({ page }: TemplateProps) {
  const image = templateValue(page.templateData, 'page_image');
  const steps = templateRows(page.templateData, 'admission_discharge_process_loop_section').filter((row) => row.image || row.content);
  return (
    <div className={`container ${styles.page}`}>
      <div className={`${split.split} ${split.fillWhenAlone}`}>
        <HtmlContent html={page.description} field="description" />
        {image && <ResponsiveImage src={image} alt={page.title} className={split.image} sizes="(min-width: 992px) 50vw, 100vw" priority hideOnError />}
      </div>
      {steps.length > 0 && (
        <ol className={styles.steps}>
          {steps.map((step, index) => (
            <li key={index} className={index % 2 === 1 ? `${split.split} ${split.fillWhenAlone} ${split.mediaLast}` : `${split.split} ${split.fillWhenAlone}`} data-side={index % 2 === 1 ? 'right' : 'left'}>
              {step.image && (
                <div className={split.media}>
                  <ResponsiveImage src={step.image} alt={`Step ${index + 1}`} className={split.image} sizes="(min-width: 992px) 50vw, 100vw" hideOnError />
                </div>
              )}
              <HtmlContent html={step.content} />
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
