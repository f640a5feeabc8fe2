import { useLanguage } from '../../ui/language';
import { islandMarker } from '../../islands/island';
import { useState } from 'react';
import { useActiveList } from '../../data/lists';
import { ErrorView } from '../../ui/error-view';
import { stableIds } from '../../ui/stable-ids';
import { HtmlContent } from '../../ui/html-content';
import { Loader } from '../../ui/loader';
import type { TemplateProps } from '../template-types';
import styles from './faq-template.module.css';
import type { PublicListing } from '@hospital/content/records';

type Faq = PublicListing<'faqs'>;

/** The next open index of the FAQ accordion: one at a time, clicking the open one closes it. */
export function toggleOpen(open: number | null, clicked: number): number | null {
  return open === clicked ? null : clicked;
}

/** FAQ: the active FAQs as an accordion, the first open at start (SPEC §2, §4). */
export function Template({ page }: TemplateProps) {
  const { messages: t } = useLanguage();
  const faqs = useActiveList<Faq>('faqs');
  const [open, setOpen] = useState<number | null>(0);
  const idPrefix = stableIds.faq;

  return (
    <div className={`container ${styles.page}`}>
      <HtmlContent html={page.description} field="description" />
      {faqs.status === 'loading' && <Loader />}
      {faqs.status === 'error' && <ErrorView onRetry={faqs.reload} />}
      {faqs.status === 'ready' && faqs.items && faqs.items.length === 0 && <p className={styles.empty}>{t.noFaqs}</p>}
      {faqs.items && faqs.items.length > 0 && (
        <div className={styles.accordion} {...islandMarker('accordion', { openClass: styles.open })}>
          {faqs.items.map((faq, index) => {
            const expanded = open === index;
            const buttonId = `${idPrefix}-q${index}`;
            const panelId = `${idPrefix}-a${index}`;
            return (
              <div key={faq._id} className={expanded ? `${styles.item} ${styles.open}` : styles.item}>
                <h2 className={styles.question}>
                  <button
                    type="button"
                    id={buttonId}
                    className={styles.toggle}
                    aria-expanded={expanded}
                    aria-controls={panelId}
                    onClick={() => setOpen((current) => toggleOpen(current, index))}
                  >
                    <span>{faq.title}</span>
                    <span className={styles.sign} aria-hidden="true">
                      {expanded ? '−' : '+'}
                    </span>
                  </button>
                </h2>
                <div id={panelId} role="region" aria-labelledby={buttonId} className={styles.answer} hidden={!expanded}>
                  <HtmlContent html={faq.description} />
                </div>
              </div>
            );
          })}
        </div>
      )}
    </div>
  );
}
