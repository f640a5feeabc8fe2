import { useEffect, useRef } from 'react';
import { headTags, type HeadData } from './page-head';

/**
 * Keeps the document head in step with client-side navigation: the title, and the tags the server
 * printed with `data-head` (meta, canonical, JSON-LD) replaced by those of the new page.
 */
export function useHeadManager(head: HeadData): void {
  const serialised = JSON.stringify(head);
  // The page the server rendered came with its head: the first page's is left as the server printed
  // it (the browser may hold only part of its record: pages/page-for-hydration.ts).
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const next = JSON.parse(serialised) as HeadData;
    if (next.title && document.title !== next.title) document.title = next.title;
    const wanted = headTags(next);
    const current = [...document.head.querySelectorAll('[data-head]')];
    const same =
      current.length === wanted.length &&
      current.every((el, i) => {
        const tag = wanted[i];
        return tag && el.tagName.toLowerCase() === tag.tag && Object.entries(tag.attrs).every(([k, v]) => el.getAttribute(k) === v) && (tag.text ?? '') === (tag.tag === 'script' ? el.textContent : '');
      });
    if (same) return;
    for (const el of current) el.remove();
    for (const tag of wanted) {
      const el = document.createElement(tag.tag);
      for (const [k, v] of Object.entries(tag.attrs)) el.setAttribute(k, v);
      el.setAttribute('data-head', '');
      if (tag.text) el.textContent = tag.text;
      document.head.append(el);
    }
  }, [serialised]);
}

/** The site's public origin as the server printed it in the canonical link (PUBLIC_URL or the host). */
export function originFromDocument(): string {
  const canonical = document.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href;
  try {
    return canonical ? new URL(canonical).origin : window.location.origin;
  } catch {
    return window.location.origin;
  }
}
