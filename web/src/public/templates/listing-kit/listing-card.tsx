import type { ReactNode } from 'react';
import { Link } from '../../routing/location';
import { useLanguage } from '../../ui/language';
import { portraitFrame, ResponsiveImage } from '../../ui/responsive-image';
import styles from './listing.module.css';

export interface ListingCardProps {
  /** The detail page; the title links to it. Null: the title is plain text. */
  href: string | null;
  title: string;
  image: string | null | undefined;
  imageAlt: string;
  /** A line above the title (a formatted date, or "Date: …"). */
  meta?: ReactNode;
  excerpt?: string;
  /** A call to action under the text ("Read More"). */
  action?: ReactNode;
  /** Shown when the record has no image or it fails to load. */
  fallbackImage?: string;
  /** A person's photo: framed 4:5 (see `portraitFrame`) instead of the landscape card image. */
  portrait?: boolean;
  /** The first card, its picture on a phone's first screen (see `ResponsiveImage`). */
  priority?: boolean;
}

/** The card of the public listings: image, meta line, linked title, excerpt, action. */
export function ListingCard({ href, title, image, imageAlt, meta, excerpt, action, fallbackImage, portrait = false, priority }: ListingCardProps) {
  return (
    <article className={styles.card}>
      <div className={portrait ? `${styles.cardImage} ${styles.cardImagePortrait}` : styles.cardImage}>
        <ResponsiveImage
          src={image}
          alt={imageAlt}
          sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
          fallbackSrc={fallbackImage}
          priority={priority}
          {...(portrait ? portraitFrame : {})}
        />
      </div>
      <div className={styles.cardBody}>
        {meta && <p className={styles.cardMeta}>{meta}</p>}
        <h2 className={styles.cardTitle}>{href ? <Link to={href}>{title}</Link> : title}</h2>
        {excerpt && <p className={styles.cardText}>{excerpt}</p>}
        {action && <div className={styles.cardAction}>{action}</div>}
      </div>
    </article>
  );
}

/** "Read More" that names its target for screen readers. */
export function ReadMoreLink({ to, title, label }: { to: string; title: string; label?: string }) {
  const { messages: t } = useLanguage();
  return (
    <Link to={to} className={styles.readMore}>
      {label ?? t.readMore}
      <span className="visually-hidden">: {title}</span>
    </Link>
  );
}

/** The page container around a listing template's content. */
export function ListingPage({ children }: { children: ReactNode }) {
  return <div className={`container ${styles.page}`}>{children}</div>;
}
