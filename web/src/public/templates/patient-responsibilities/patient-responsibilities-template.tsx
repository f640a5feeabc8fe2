import { useLanguage } from '../../ui/language';
import { templateValue } from '@hospital/content/templates/template-data';
import { HtmlContent } from '../../ui/html-content';
import { Icon } from '../../ui/icon';
import { ResponsiveImage } from '../../ui/responsive-image';
import split from '../../styles/split.module.css';
import type { TemplateProps } from '../template-types';
import styles from './patient-responsibilities-template.module.css';

/** Nothing to do in the browser: shown in a static region (ui/static-region.tsx). */
export const staticTemplate = true;

/**
 * Patient rights and responsibilities: the description beside page_image; an optional image and
 * text block; optional blocks of what is expected and what is not, each with its icon.
 */
export function Template({ page }: TemplateProps) {
  const { messages: t } = useLanguage();
  const data = page.templateData;
  const image = templateValue(data, 'page_image');
  const sectionImage = templateValue(data, 'section_left_image');
  const sectionContent = templateValue(data, 'section_right_content');
  const expected = templateValue(data, 'expected_content');
  const unexpected = templateValue(data, 'unexpected_content');
  return (
    <div className={`container ${styles.page}`}>
      <div className={`${split.split} ${split.textWide} ${split.fillWhenAlone}`}>
        <HtmlContent html={page.description} field="description" />
        {image && <ResponsiveImage src={image} alt={page.title} className={split.image} sizes="(min-width: 992px) 40vw, 100vw" hideOnError />}
      </div>
      {(sectionImage || sectionContent) && (
        <div className={`${split.split} ${split.textWide} ${split.fillWhenAlone}`}>
          {sectionImage && <ResponsiveImage src={sectionImage} alt="" className={split.image} sizes="(min-width: 992px) 40vw, 100vw" hideOnError />}
          <HtmlContent html={sectionContent} />
        </div>
      )}
      {(expected || unexpected) && (
        <div className={styles.blocks}>
          {expected && (
            <section className={`${styles.block} ${styles.expected}`} aria-label={t.expected}>
              <Icon name="check" size={40} className={styles.icon} />
              <HtmlContent html={expected} />
            </section>
          )}
          {unexpected && (
            <section className={`${styles.block} ${styles.unexpected}`} aria-label={t.notExpected}>
              <Icon name="cross" size={40} className={styles.icon} />
              <HtmlContent html={unexpected} />
            </section>
          )}
        </div>
      )}
    </div>
  );
}
