import type { ReactNode } from 'react';
import type { PublicRecord } from '../../routing/public-records';
import { Link, useFirstView } from '../../routing/location';
import { useActiveList } from '../../data/lists';
import { FooterContactSection } from '../../forms/footer-contact-section';
import { PageBanner } from '../../layout/page-banner';
import { HtmlContent } from '../../ui/html-content';
import { portraitFrame, ResponsiveImage } from '../../ui/responsive-image';
import { StaticRegion } from '../../ui/static-region';
import { useLanguage } from '../../ui/language';
import styles from './detail.module.css';

export interface DetailFact {
  label: string;
  value: ReactNode;
}

export interface RelatedLink {
  title: string;
  to: string;
  note?: string;
}

/**
 * Related pages picked from a public list (`{list}/active`). The list is read inside the side
 * list's static region, so the page embeds only the record it shows, not the whole list
 * (`embeddedRouteLists`); the browser loads the list when it renders the side list itself.
 */
export interface RelatedFromList {
  list: string;
  links: (items: readonly PublicRecord[] | undefined) => readonly RelatedLink[];
}

export interface DetailArticleProps {
  title: string;
  image?: string | null;
  imageAlt?: string | null;
  /** Date, designation, department…: shown above the text. */
  facts?: readonly DetailFact[];
  /** The record's description (rich text). */
  html?: string | null;
  /** Other records of the same kind, for the side list: the links, or how to pick them from their list. */
  related?: readonly RelatedLink[] | RelatedFromList;
  relatedTitle?: string;
  /** A person's photo (a doctor, a leader): framed 4:5 instead of a wide strip. */
  portrait?: boolean;
  /** Shown when there is no picture, or it fails to load (a doctor's placeholder). */
  fallbackImage?: string;
  /** Extra content under the text (an Apply Now link…). */
  children?: ReactNode;
  /** What the visitor most likely came to do, shown first, above the picture (a doctor's Book an appointment). */
  lead?: ReactNode;
}

/**
 * The detail page of one record: banner, picture, facts, text, and a list of related pages. The
 * text and the list are not hydrated (ui/static-region.tsx); the picture is, for its fallback.
 */
export function DetailArticle({ title, image, imageAlt, facts = [], html, related, relatedTitle, portrait = false, fallbackImage, children, lead }: DetailArticleProps) {
  const { messages: t } = useLanguage();
  const shownFacts = facts.filter((f) => f.value !== null && f.value !== undefined && f.value !== '');
  return (
    <>
      <PageBanner title={title} />
      <section className="section">
        <div className={`container ${styles.layout}`}>
          <article className={styles.article}>
            {lead && <StaticRegion className={styles.lead}>{lead}</StaticRegion>}
            {(image || fallbackImage) &&
              (portrait ? (
                <ResponsiveImage src={image} alt={imageAlt ?? ''} priority sizes="(min-width: 480px) 360px, 280px" className={`${styles.image} ${styles.portrait}`} {...portraitFrame} fallbackSrc={fallbackImage} />
              ) : (
                <ResponsiveImage src={image} alt={imageAlt ?? ''} priority sizes="(min-width: 992px) 760px, 100vw" className={styles.image} />
              ))}
            <StaticRegion>
              {shownFacts.length > 0 && (
                <dl className={styles.facts}>
                  {shownFacts.map((fact) => (
                    <div key={fact.label} className={styles.fact}>
                      <dt>{fact.label}</dt>
                      <dd>{fact.value}</dd>
                    </div>
                  ))}
                </dl>
              )}
              <HtmlContent html={html} field="description" className={styles.text} />
              {children}
            </StaticRegion>
          </article>
          {related && (
            <StaticRegion className={styles.relatedSlot}>
              {'list' in related ? <RelatedFromListAside related={related} title={relatedTitle ?? t.relatedPages} /> : <RelatedAside links={related} title={relatedTitle ?? t.relatedPages} />}
            </StaticRegion>
          )}
        </div>
      </section>
      <FooterContactSection templateData={null} />
    </>
  );
}

function RelatedFromListAside({ related, title }: { related: RelatedFromList; title: string }) {
  // The server's render reads the record's list cut to the newest others it shows (issue 46).
  const { items } = useActiveList<PublicRecord>(related.list, { acceptPartial: useFirstView() });
  return <RelatedAside links={related.links(items)} title={title} />;
}

function RelatedAside({ links, title }: { links: readonly RelatedLink[]; title: string }) {
  if (links.length === 0) return null;
  return (
    <aside className={styles.related} aria-label={title}>
      <h2 className={styles.relatedTitle}>{title}</h2>
      <ul>
        {links.map((item) => (
          <li key={item.to}>
            <Link to={item.to}>{item.title}</Link>
            {item.note && <span className={styles.note}>{item.note}</span>}
          </li>
        ))}
      </ul>
    </aside>
  );
}
