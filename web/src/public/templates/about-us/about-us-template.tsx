import { templateValue } from '@hospital/content/templates/template-data';
import { HtmlContent } from '../../ui/html-content';
import { ResponsiveImage } from '../../ui/responsive-image';
import split from '../../styles/split.module.css';
import type { TemplateProps } from '../template-types';
import styles from './about-us-template.module.css';

/** Nothing to do in the browser: shown in a static region (ui/static-region.tsx). */
export const staticTemplate = true;

/** About us: the description, then three sections, each an image beside a title and text, alternating sides. */
export function Template({ page }: TemplateProps) {
  const sections = [1, 2, 3]
    .map((n) => ({
      image: templateValue(page.templateData, `section_${n}_image`),
      title: templateValue(page.templateData, `section_${n}_title`),
      content: templateValue(page.templateData, `section_${n}_content`),
    }))
    .filter((section) => section.image || section.title || section.content);
  return (
    <div className={`container ${styles.page}`}>
      <HtmlContent html={page.description} field="description" />
      {sections.map((section, index) => (
        <section key={index} className={index % 2 === 1 ? `${split.split} ${split.mediaFirst}` : split.split}>
          <div>
            {section.title && <h2 className={styles.title}>{section.title}</h2>}
            <HtmlContent html={section.content} />
          </div>
          {section.image && (
            <div className={split.media}>
              <ResponsiveImage src={section.image} alt={section.title ?? page.title} className={split.image} sizes="(min-width: 992px) 50vw, 100vw" hideOnError />
            </div>
          )}
        </section>
      ))}
    </div>
  );
}
