import { HtmlContent } from '../../ui/html-content';
import { FourImages } from '../listing-kit/four-images';
import type { TemplateProps } from '../template-types';
import styles from './four-images-template.module.css';

/** Nothing to do in the browser: shown in a static region (ui/static-region.tsx). */
export const staticTemplate = true;

/** Four images: the description with image_1 to image_4. */
export function Template({ page }: TemplateProps) {
  return (
    <div className={`container ${styles.page}`}>
      <HtmlContent html={page.description} field="description" />
      <FourImages page={page} className={styles.images} imageClassName={styles.image} />
    </div>
  );
}
