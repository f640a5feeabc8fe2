import { templateFlag, templateValue } from '@hospital/content/templates/template-data';
import { HtmlContent } from '../../ui/html-content';
import { ResponsiveImage } from '../../ui/responsive-image';
import split from '../../styles/split.module.css';
import type { TemplateProps } from '../template-types';
import styles from './image-text-template.module.css';

/** Nothing to do in the browser: shown in a static region (ui/static-region.tsx). */
export const staticTemplate = true;

/** Image and text: the description beside the page image; `reverse_layout` puts the image first. */
export function Template({ page }: TemplateProps) {
  const image = templateValue(page.templateData, 'page_image');
  const smallHeading = templateValue(page.templateData, 'small_heading_text');
  const reversed = templateFlag(page.templateData, 'reverse_layout');
  return (
    <div className={`container ${styles.page} ${split.split} ${split.roomy} ${split.fillWhenAlone}${reversed ? ` ${split.mediaFirst}` : ''}`} data-layout={reversed ? 'reversed' : 'normal'}>
      <div>
        {smallHeading && <p className={styles.smallHeading}>{smallHeading}</p>}
        <HtmlContent html={page.description} field="description" />
      </div>
      {image && (
        <div className={split.media}>
          <ResponsiveImage src={image} alt={page.title} className={split.image} sizes="(min-width: 992px) 50vw, 100vw" hideOnError />
        </div>
      )}
    </div>
  );
}
