import type { SiteSettings } from '../data/site-settings';
import styles from './layout.module.css';

/** 24×24 outline-free glyphs, drawn inline so no icon font or request is needed. */
const icons = {
  facebook_link: {
    name: 'Facebook',
    path: 'M14 8h3V4h-3c-2.8 0-4.5 1.8-4.5 4.6V11H7v4h2.5v9h4v-9h3l.5-4h-3.5V8.8c0-.5.3-.8.5-.8z',
  },
  twitter_link: {
    name: 'X (Twitter)',
    path: 'M17.8 3h3.1l-6.8 7.8L22 21h-6.2l-4.9-6.4L5.3 21H2.2l7.3-8.3L2 3h6.4l4.4 5.8L17.8 3zm-1.1 16.2h1.7L7.4 4.7H5.6l11.1 14.5z',
  },
  instagram_link: {
    name: 'Instagram',
    path: 'M12 7.3a4.7 4.7 0 1 0 0 9.4 4.7 4.7 0 0 0 0-9.4zm0 7.7a3 3 0 1 1 0-6 3 3 0 0 1 0 6zm4.9-8.9a1.1 1.1 0 1 0 0 2.2 1.1 1.1 0 0 0 0-2.2zM21.5 7c-.1-1.6-.4-3-1.6-4.1S17.4 1.6 15.8 1.5C14.2 1.4 9.8 1.4 8.2 1.5 6.6 1.6 5.2 1.9 4.1 3S2.6 5.4 2.5 7c-.1 1.6-.1 6.4 0 8 .1 1.6.4 3 1.6 4.1s2.5 1.5 4.1 1.6c1.6.1 6 .1 7.6 0 1.6-.1 3-.4 4.1-1.6 1.2-1.1 1.5-2.5 1.6-4.1.1-1.6.1-6.4 0-8zm-2.2 10.2a3 3 0 0 1-1.7 1.7c-1.2.5-4 .4-5.6.4s-4.4.1-5.6-.4a3 3 0 0 1-1.7-1.7c-.5-1.2-.4-4-.4-5.2s-.1-4 .4-5.2a3 3 0 0 1 1.7-1.7c1.2-.5 4-.4 5.6-.4s4.4-.1 5.6.4a3 3 0 0 1 1.7 1.7c.5 1.2.4 4 .4 5.2s.1 4-.4 5.2z',
  },
  linkedin_link: {
    name: 'LinkedIn',
    path: 'M4.98 3.5a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5zM3 9.5h4V21H3V9.5zm6.5 0h3.8v1.6h.1c.5-1 1.8-2 3.8-2 4 0 4.8 2.6 4.8 6V21h-4v-5.2c0-1.2 0-2.8-1.7-2.8s-2 1.3-2 2.7V21h-4V9.5z',
  },
  youtube_link: {
    name: 'YouTube',
    path: 'M23 7.2a3 3 0 0 0-2.1-2.1C19 4.6 12 4.6 12 4.6s-7 0-8.9.5A3 3 0 0 0 1 7.2 31 31 0 0 0 .5 12a31 31 0 0 0 .5 4.8 3 3 0 0 0 2.1 2.1c1.9.5 8.9.5 8.9.5s7 0 8.9-.5a3 3 0 0 0 2.1-2.1 31 31 0 0 0 .5-4.8 31 31 0 0 0-.5-4.8zM9.8 15V9l5.7 3-5.7 3z',
  },
} as const;

type SocialField = keyof typeof icons;
const socialFields = Object.keys(icons) as SocialField[];

/** The hospital's social pages, each only when set (SPEC §2). Nothing at all when none is set. */
export function SocialLinks({ settings, className }: { settings: SiteSettings | null; className?: string }) {
  const links = socialFields
    .map((field) => ({ field, href: settings?.[field]?.trim() ?? '' }))
    .filter((link) => /^https?:\/\//i.test(link.href));
  if (!links.length) return null;
  return (
    <ul className={className ? `${styles.social} ${className}` : styles.social}>
      {links.map(({ field, href }) => (
        <li key={field}>
          <a href={href} target="_blank" rel="noopener noreferrer" aria-label={`${icons[field].name} (opens in a new tab)`}>
            <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
              <path fill="currentColor" d={icons[field].path} />
            </svg>
          </a>
        </li>
      ))}
    </ul>
  );
}
