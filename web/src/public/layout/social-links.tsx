import type { SiteSettings } from '../data/site-settings';
import { Icon } from '../ui/icon';
import { useLanguage } from '../ui/language';
import styles from './layout.module.css';

/** The icon of each social page's field (ui/icons.svg). */
const icons = {
  facebook_link: { icon: 'facebook', name: 'Facebook' },
  twitter_link: { icon: 'x', name: 'X (Twitter)' },
  instagram_link: { icon: 'instagram', name: 'Instagram' },
  linkedin_link: { icon: 'linkedin', name: 'LinkedIn' },
  youtube_link: { icon: 'youtube', name: 'YouTube' },
} as const;

type SocialField = keyof typeof icons;
const socialFields = Object.keys(icons) as SocialField[];

/** The hospital's social pages, each only when set (SPEC §2). Nothing at all when none is set. */
export function SocialLinks({ settings, className }: { settings: SiteSettings | null; className?: string }) {
  const { messages: t } = useLanguage();
  const links = socialFields
    .map((field) => ({ field, href: settings?.[field]?.trim() ?? '' }))
    .filter((link) => /^https?:\/\//i.test(link.href));
  if (!links.length) return null;
  return (
    <ul className={className ? `${styles.social} ${className}` : styles.social}>
      {links.map(({ field, href }) => (
        <li key={field}>
          <a href={href} target="_blank" rel="noopener noreferrer" aria-label={`${icons[field].name}${t.opensInNewTab}`}>
            <Icon name={icons[field].icon} size={18} />
          </a>
        </li>
      ))}
    </ul>
  );
}
