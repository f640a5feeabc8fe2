import { templateFlag, templateValue } from '@hospital/content/templates/index';
import { HtmlContent } from '../../ui/html-content';
import { ResponsiveImage } from '../../ui/responsive-image';
import type { TemplateProps } from '../template-types';
import styles from './image-text-template.module.css';

/** Image and text: the description beside the page image; `reverse_layout` puts the image first. */
export function Template({ page }: TemplateProps) {
  const image = templateValue(page.templateData, 'page_image');
  const smallHeading = templateValue(page.templateData, 'small_heading_text');
  const reversed = templateFlag(page.templateData, 'reverse_layout');
  return (
    <div className={reversed ? `container ${styles.page} ${styles.reversed}` : `container ${styles.page}`} data-layout={reversed ? 'reversed' : 'normal'}>
      <div className={styles.text}>
        {smallHeading && <p className={styles.smallHeading}>{smallHeading}</p>}
        <HtmlContent html={page.description} />
      </div>
      {image && (
        <div className={styles.media}>
          <ResponsiveImage src={image} alt={page.title} className={styles.image} sizes="(min-width: 992px) 50vw, 100vw" hideOnError />
        </div>
      )}
    </div>
  );
}
