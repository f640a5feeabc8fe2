import { templateValue } from '@hospital/content/templates/template-data';
import { ResponsiveImage } from '../../ui/responsive-image';
import type { TemplateProps } from '../template-types';

interface FourImagesProps extends TemplateProps {
  /** The grid's and each image's class: each template lays the four out its own way. */
  className: string | undefined;
  imageClassName: string | undefined;
}

/** A page's `image_1` to `image_4` (those set), as the four-images and employee-engagement templates show them. */
export function FourImages({ page, className, imageClassName }: FourImagesProps) {
  const images = [1, 2, 3, 4]
    .map((n) => templateValue(page.templateData, `image_${n}`))
    .filter((src): src is string => src !== null);
  if (images.length === 0) return null;
  return (
    <div className={className}>
      {images.map((src, index) => (
        <ResponsiveImage key={index} src={src} alt={`${page.title}, image ${index + 1}`} className={imageClassName} sizes="(min-width: 768px) 50vw, 100vw" priority={index === 0} hideOnError />
      ))}
    </div>
  );
}
