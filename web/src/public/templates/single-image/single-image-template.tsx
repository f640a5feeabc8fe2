import { templateValue } from '@hospital/content/templates/template-data';
import { HtmlContent } from '../../ui/html-content';
import { ResponsiveImage } from '../../ui/responsive-image';
import type { TemplateProps } from '../template-types';
import styles from './single-image-template.module.css';

/** Nothing to do in the browser: shown in a static region (ui/static-region.tsx). */
export const staticTemplate = true;

/** Single image: the page image under the banner (and the description when there is one). */
export function Template({ page }: TemplateProps) {
  const image = templateValue(page.templateData, 'page_image');
  return (
    <div className={`container ${styles.page}`}>
      {image && <ResponsiveImage src={image} alt={page.title} className={styles.image} sizes="(min-width: 1200px) 1140px, 100vw" priority />}
      <HtmlContent html={page.description} field="description" />
    </div>
  );
}
