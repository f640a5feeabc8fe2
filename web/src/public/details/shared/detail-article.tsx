import type { ReactNode } from 'react';
import { Link } from '../../routing/location';
import { FooterContactSection } from '../../forms/footer-contact-section';
import { PageBanner } from '../../layout/page-banner';
import { HtmlContent } from '../../ui/html-content';
import { portraitFrame, ResponsiveImage } from '../../ui/responsive-image';
import { StaticRegion } from '../../ui/static-region';
import styles from './detail.module.css';

export interface DetailFact {
  label: string;
  value: ReactNode;
}

export interface DetailArticleProps {
  title: string;
  image?: string | null;
  imageAlt?: string | null;
  /** Date, designation, department…: shown above the text. */
  facts?: readonly DetailFact[];
  html?: string | null;
  /** Other records of the same kind, for the side list. */
  related?: readonly { title: string; to: string; note?: string }[];
  relatedTitle?: string;
  /** A person's photo (a doctor, a leader): framed 4:5 instead of a wide strip. */
  portrait?: boolean;
  /** Shown when there is no picture, or it fails to load (a doctor's placeholder). */
  fallbackImage?: string;
  /** Extra content under the text (an Apply Now link…). */
  children?: ReactNode;
}

/**
 * The detail page of one record: banner, picture, facts, text, and a list of related pages. The
 * text and the list are not hydrated (ui/static-region.tsx); the picture is, for its fallback.
 */
export function DetailArticle({ title, image, imageAlt, facts = [], html, related = [], relatedTitle, portrait = false, fallbackImage, children }: DetailArticleProps) {
  const shownFacts = facts.filter((f) => f.value !== null && f.value !== undefined && f.value !== '');
  return (
    <>
      <PageBanner title={title} />
      <section className="section">
        <div className={`container ${styles.layout}`}>
          <article className={styles.article}>
            {(image || fallbackImage) &&
              (portrait ? (
                <ResponsiveImage src={image} alt={imageAlt ?? ''} priority sizes="(min-width: 480px) 360px, 100vw" className={`${styles.image} ${styles.portrait}`} {...portraitFrame} fallbackSrc={fallbackImage} />
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
              <HtmlContent html={html} className={styles.text} />
              {children}
            </StaticRegion>
          </article>
          {related.length > 0 && (
            <StaticRegion as="aside" className={styles.related} aria-label={relatedTitle ?? 'Related pages'}>
              <h2 className={styles.relatedTitle}>{relatedTitle ?? 'Related pages'}</h2>
              <ul>
                {related.map((item) => (
                  <li key={item.to}>
                    <Link to={item.to}>{item.title}</Link>
                    {item.note && <span className={styles.note}>{item.note}</span>}
                  </li>
                ))}
              </ul>
            </StaticRegion>
          )}
        </div>
      </section>
      <FooterContactSection templateData={null} />
    </>
  );
}
