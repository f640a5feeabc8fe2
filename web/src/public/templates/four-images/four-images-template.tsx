import { templateValue } from '@hospital/content/templates/template-data';
import { HtmlContent } from '../../ui/html-content';
import { ResponsiveImage } from '../../ui/responsive-image';
import type { TemplateProps } from '../template-types';
import styles from './four-images-template.module.css';

/** Four images: the description with image_1 to image_4. */
export function Template({ page }: TemplateProps) {
  const images = [1, 2, 3, 4]
    .map((n) => templateValue(page.templateData, `image_${n}`))
    .filter((src): src is string => src !== null);
  return (
    <div className={`container ${styles.page}`}>
      <HtmlContent html={page.description} />
      {images.length > 0 && (
        <div className={styles.images}>
          {images.map((src, index) => (
            <ResponsiveImage key={index} src={src} alt={`${page.title}, image ${index + 1}`} className={styles.image} sizes="(min-width: 768px) 50vw, 100vw" hideOnError />
          ))}
        </div>
      )}
    </div>
  );
}
