import type { ReactNode } from 'react';
import { Link } from '../routing/location';
import type { NavItem } from '../data/navigation';
import { useLanguage } from '../ui/language';
import { internalPath, isPlainLink } from './nav-links';

/**
 * One menu entry's link: http/https/# paths as plain <a>, others as router links with a leading
 * slash; openInNewTab opens a new tab (SPEC §2).
 */
export function MenuLink({ item, className, current, children }: { item: NavItem; className?: string; current?: boolean; children?: ReactNode }) {
  const { messages: t } = useLanguage();
  const newTab = item.openInNewTab ? { target: '_blank', rel: 'noopener noreferrer' } : {};
  const label = children ?? item.title;
  const classes = [className, item.custom_class].filter(Boolean).join(' ') || undefined;
  if (isPlainLink(item.path)) {
    return (
      <a href={item.path.trim()} className={classes} {...newTab}>
        {label}
        {item.openInNewTab && <span className="visually-hidden">{t.opensInNewTab}</span>}
      </a>
    );
  }
  return (
    <Link to={internalPath(item.path)} className={classes} aria-current={current ? 'page' : undefined} {...newTab}>
      {label}
      {item.openInNewTab && <span className="visually-hidden">{t.opensInNewTab}</span>}
    </Link>
  );
}
