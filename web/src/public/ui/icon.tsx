import sprite from './icons.svg';

/**
 * The site's icons, drawn from one sprite file (`icons.svg`) that the browser loads once and keeps:
 * each page holds a short `<use>` reference instead of the drawing itself (issue 18: the header's
 * and footer's seven glyphs were about 0.9 KB of every page's brotli). The sprite has a hashed name,
 * so it is cached for good and a new build brings a new one. Works without JavaScript.
 */
export type IconName = 'mail' | 'mail-filled' | 'phone' | 'pin' | 'calendar' | 'check' | 'cross' | 'facebook' | 'x' | 'instagram' | 'linkedin' | 'youtube';

/** A decorative icon: hidden from assistive technology, so the text or label beside it names it. */
export function Icon({ name, size, className }: { name: IconName; size: number; className?: string }) {
  return (
    <svg className={className} viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" focusable="false">
      <use href={`${sprite}#${name}`} />
    </svg>
  );
}
