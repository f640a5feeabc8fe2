import type { ReactNode } from 'react';
import { Link } from '../../routing/location';

/** Links leaving the single-page app: other sites, anchors, mail and phone. */
const plainLink = /^(https?:|mailto:|tel:|#)/i;

/**
 * Where an editor's link leads: web addresses, anchors, mail and phone as they are; a page of
 * this site (`about-us` or `/about-us`) as a root path (the rule of SPEC §2 for menus).
 */
export function contentHref(link: string): string {
  const trimmed = link.trim();
  return plainLink.test(trimmed) ? trimmed : `/${trimmed.replace(/^\/+/, '')}`;
}

export interface ContentLinkProps {
  to: string;
  className?: string;
  children: ReactNode;
  newTab?: boolean;
  'aria-label'?: string;
}

/** An editor's link: internal paths through the router, the rest as plain anchors. */
export function ContentLink({ to, className, children, newTab, 'aria-label': ariaLabel }: ContentLinkProps) {
  const href = contentHref(to);
  if (newTab || plainLink.test(href)) {
    return (
      <a href={href} className={className} aria-label={ariaLabel} {...(newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
        {children}
      </a>
    );
  }
  return (
    <Link to={href} className={className} aria-label={ariaLabel}>
      {children}
    </Link>
  );
}
