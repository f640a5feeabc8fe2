import { useLanguage } from '../../ui/language';
import { templateRows } from '@hospital/content/templates/template-data';
import cardStyles from '../../styles/cards.module.css';
import { HtmlContent } from '../../ui/html-content';
import { ResponsiveImage } from '../../ui/responsive-image';
import type { TemplateProps } from '../template-types';
import styles from './empanelment-template.module.css';

/** Nothing to do in the browser: shown in a static region (ui/static-region.tsx). */
export const staticTemplate = true;

/** Empanelment: a card per scheme (logo, name, text); "No Empanelment available." when there is none. */
export function Template({ page }: TemplateProps) {
  const { messages: t } = useLanguage();
  const schemes = templateRows(page.templateData, 'empanelment_scheme_section').filter(
    (row) => row.scheme_image || row.scheme_title || row.scheme_text,
  );
  return (
    <div className={`container ${styles.page}`}>
      <HtmlContent html={page.description} field="description" />
      {schemes.length === 0 ? (
        <p className={styles.empty}>{t.noEmpanelment}</p>
      ) : (
        <ul className={`${cardStyles.grid} ${styles.grid}`}>
          {schemes.map((scheme, index) => (
            <li key={index} className={`${cardStyles.raised} ${styles.card}`}>
              {scheme.scheme_image && (
                <ResponsiveImage src={scheme.scheme_image} alt={scheme.scheme_title ? `${scheme.scheme_title} logo` : ''} className={styles.logo} sizes="240px" hideOnError />
              )}
              {scheme.scheme_title && <h2 className={styles.title}>{scheme.scheme_title}</h2>}
              {scheme.scheme_text && <p className={styles.text}>{scheme.scheme_text}</p>}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
