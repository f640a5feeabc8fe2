import { useLanguage } from '../../ui/language';
import { templateRows } from '@hospital/content/templates/template-data';
import { HtmlContent } from '../../ui/html-content';
import { ResponsiveImage } from '../../ui/responsive-image';
import type { TemplateProps } from '../template-types';
import styles from './accreditation-template.module.css';

/** Nothing to do in the browser: shown in a static region (ui/static-region.tsx). */
export const staticTemplate = true;

/** Accreditation: a timeline of dates and titles, then the awards, the last entered first. */
export function Template({ page }: TemplateProps) {
  const { messages: t } = useLanguage();
  const timeline = templateRows(page.templateData, 'top_section_left_loop').filter((row) => row.date || row.title);
  // Editors add the newest award last; the page shows the newest first (SPEC §2).
  const awards = templateRows(page.templateData, 'awards_section_loop')
    .filter((row) => row.title || row.image)
    .reverse();
  return (
    <div className={`container ${styles.page}`}>
      <HtmlContent html={page.description} field="description" />
      {timeline.length > 0 && (
        <ol className={styles.timeline} aria-label={t.timeline}>
          {timeline.map((entry, index) => (
            <li key={index} className={styles.milestone}>
              {entry.date && <span className={styles.date}>{entry.date}</span>}
              {entry.title && <span className={styles.milestoneTitle}>{entry.title}</span>}
            </li>
          ))}
        </ol>
      )}
      {awards.length > 0 && (
        <section aria-labelledby="awards-heading">
          <h2 id="awards-heading" className={styles.heading}>
            Awards
          </h2>
          <ul className={styles.awards}>
            {awards.map((award, index) => (
              <li key={index} className={styles.award}>
                {/* The title under it names the award: the same words as its alternative text would be read twice. */}
                {award.image && <ResponsiveImage src={award.image} alt="" className={styles.awardImage} sizes="(min-width: 768px) 33vw, 100vw" hideOnError />}
                {award.title && <p className={styles.awardTitle}>{award.title}</p>}
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
