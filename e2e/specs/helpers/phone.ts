import type { Page } from '@playwright/test';

// The checks of a page as a patient's phone shows it (issues 30 and 43), made in one visit of each
// demo page: phone-layout.spec.ts checks width and tap targets at 390 px, phone-tap-targets.spec.ts
// the tap targets of the Hindi pages.

/** The `tel:` address of a phone number as written on the site (`+91 …` keeps its plus). */
export const telHref = (number: string) => `tel:${number.trim().startsWith('+') ? '+' : ''}${number.replace(/\D/g, '')}`;

/** A phone: 390 (or `width`) px wide, a 3× screen, touch. */
export const phone = (width = 390) => ({ viewport: { width, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true });

/**
 * A tap target is at least this big (WCAG 2.5.8's exception for a link in running text aside, save
 * a phone number, which a patient taps to call).
 */
export const least = 44;

/**
 * What sticks out past the right edge of the window: elements that no ancestor clips (a carousel's
 * slides waiting off screen are inside its clipped viewport), and whether the page can be scrolled
 * sideways at all.
 */
export async function overflowing(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const clipped = (element: Element): boolean => {
      for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
        const style = getComputedStyle(parent);
        if (style.overflowX !== 'visible' || style.contain.includes('paint')) return true;
      }
      return false;
    };
    const out: string[] = [];
    if (document.documentElement.scrollWidth > width) out.push(`the page scrolls sideways: ${document.documentElement.scrollWidth} px in ${width} px`);
    for (const element of Array.from(document.body.querySelectorAll('*'))) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.right <= width + 0.5 || clipped(element)) continue;
      const style = getComputedStyle(element);
      if (style.position === 'fixed' || style.visibility === 'hidden') continue;
      const name = `${element.tagName.toLowerCase()}${element.className && typeof element.className === 'string' ? `.${element.className.trim().split(/\s+/).join('.')}` : ''}`;
      out.push(`${name} ends at ${box.right.toFixed(1)} px`);
    }
    return out.slice(0, 10);
  });
}

/** The page's interactive elements smaller than `least` in either direction, named with their size. */
export function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate((least) => {
    const blocks = 'p, li, dd, td, th, blockquote, figcaption';
    /** A link in a sentence: laid out inline in a block of running text that says more than the link. */
    const inRunningText = (element: Element): boolean => {
      if (getComputedStyle(element).display !== 'inline') return false;
      if ((element.getAttribute('href') ?? '').startsWith('tel:')) return false;
      const block = element.parentElement?.closest(blocks);
      return !!block && (block.textContent ?? '').trim().length > (element.textContent ?? '').trim().length;
    };
    /** What a finger taps: a checkbox's or radio's label, when it has one; the element otherwise. */
    const target = (element: Element): Element => {
      if (element instanceof HTMLInputElement && (element.type === 'checkbox' || element.type === 'radio')) return element.labels?.[0] ?? element;
      return element;
    };
    const small: string[] = [];
    const selector = 'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="tab"]';
    for (const element of Array.from(document.querySelectorAll(selector))) {
      const style = getComputedStyle(element);
      if (style.visibility === 'hidden' || element.closest('[aria-hidden="true"], [inert], .visually-hidden')) continue;
      const box = target(element).getBoundingClientRect();
      if (box.width === 0 && box.height === 0) continue;
      if (inRunningText(element)) continue;
      if (box.width >= least - 0.5 && box.height >= least - 0.5) continue;
      const name = (element.getAttribute('aria-label') ?? element.textContent ?? element.getAttribute('name') ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
      small.push(`${element.tagName.toLowerCase()} "${name}" ${box.width.toFixed(0)}×${box.height.toFixed(0)}`);
    }
    return [...new Set(small)];
  }, least);
}
