import { useLanguage } from '../../ui/language';
import { excerptWords } from '@hospital/content/text';
import { templateRows, templateValue } from '@hospital/content/templates/template-data';
import cardStyles from '../../styles/cards.module.css';
import { HtmlContent } from '../../ui/html-content';
import { PopupContent, PopupIsland } from '../../ui/popup';
import { ResponsiveImage } from '../../ui/responsive-image';
import type { TemplateProps } from '../template-types';
import { healthPlanOpacity } from './health-plan-opacity';
import styles from './health-plan-template.module.css';

/** The green of the blocks (--health-light) as channels, so each block can fade it by position. */
const blockGreen = '200, 232, 212';

/**
 * Health plan: the text beside the side image with titled blocks on ever fainter greens, the plan
 * cards (8-word excerpt, "Know More" opening the full plan) and an optional closing image and text.
 */
export function Template({ page }: TemplateProps) {
  const { messages: t } = useLanguage();
  const data = page.templateData;
  const rightSection = templateValue(data, 'page_right_section');
  const sideImage = templateValue(data, 'page_image');
  const blocks = templateRows(data, 'health_plan_section').filter((row) => row.title || row.content);
  const plansTitle = templateValue(data, 'health_plan_section_title');
  const plans = templateRows(data, 'health_plan_section_loop').filter((row) => row.title || row.content);
  const bottomImage = templateValue(data, 'page_bottom_left_image');
  const bottomContent = templateValue(data, 'page_bottom_right_content');

  return (
    <div className={`container ${styles.page}`}>
      <HtmlContent html={page.description} field="description" />
      {(rightSection || blocks.length > 0 || sideImage) && (
        <div className={sideImage ? `${styles.intro} ${styles.withImage}` : styles.intro}>
          <div className={styles.introText}>
            <HtmlContent html={rightSection} />
            {blocks.map((block, index) => (
              <section
                key={index}
                className={styles.block}
                style={{ backgroundColor: `rgba(${blockGreen}, ${healthPlanOpacity(index)})` }}
                data-opacity={healthPlanOpacity(index)}
              >
                {block.title && <h2 className={styles.blockTitle}>{block.title}</h2>}
                <HtmlContent html={block.content} />
              </section>
            ))}
          </div>
          {sideImage && <ResponsiveImage src={sideImage} alt={page.title} className={styles.sideImage} sizes="(min-width: 992px) 40vw, 100vw" hideOnError />}
        </div>
      )}
      {(plansTitle || plans.length > 0) && (
        <section className={styles.plans} aria-labelledby={plansTitle ? 'health-plans-title' : undefined} aria-label={plansTitle ? undefined : 'Health plans'}>
          {plansTitle && (
            <h2 id="health-plans-title" className={styles.plansTitle}>
              {plansTitle}
            </h2>
          )}
          <PopupIsland>
            <ul className={`${cardStyles.grid} ${styles.cards}`}>
              {plans.map((plan, index) => (
                <li key={index} className={styles.card}>
                  {plan.icon && <ResponsiveImage src={plan.icon} alt="" className={styles.icon} width={56} height={56} sizes="56px" hideOnError />}
                  <h3 className={styles.cardTitle}>{plan.title}</h3>
                  <p className={styles.excerpt}>{excerptWords(plan.content, 8)}</p>
                  <button type="button" className={`button ${styles.knowMore}`} data-popup-open={`plan-${index}`}>
                    {t.knowMore}<span className="visually-hidden">: {plan.title}</span>
                  </button>
                  <PopupContent id={`plan-${index}`} title={plan.title ?? ''}>
                    <HtmlContent html={plan.content} />
                  </PopupContent>
                </li>
              ))}
            </ul>
          </PopupIsland>
        </section>
      )}
      {(bottomImage || bottomContent) && (
        <div className={styles.closing}>
          {bottomImage && <ResponsiveImage src={bottomImage} alt="" className={styles.bottomImage} sizes="(min-width: 992px) 50vw, 100vw" hideOnError />}
          <HtmlContent html={bottomContent} />
        </div>
      )}
    </div>
  );
}
