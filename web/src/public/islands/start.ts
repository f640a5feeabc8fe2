/**
 * The public pages' one entry (issue 47): the server's HTML is the page, and this starts its
 * islands, nothing else. Each element marked `data-island` (islands/island.tsx) names a kind; its
 * chunk loads when the part is about to be used: when it comes near the screen (`visible`), or when
 * the visitor reaches for it (`interact`: a press, focus or a key). A tap on one of its buttons
 * before the chunk has loaded is held and played again once it has. Until then, and without
 * JavaScript, the part works as its HTML does (links, plain form posts, `<details>`).
 */

import { watchStaticImages } from './static-images';

interface IslandModule {
  mount: (element: HTMLElement, props: unknown) => void | Promise<void>;
}

type When = 'visible' | 'interact';

const kinds: Record<string, readonly [() => Promise<IslandModule>, When]> = {
  menu: [() => import('./menu'), 'interact'],
  language: [() => import('./language'), 'visible'],
  'load-more': [() => import('./load-more'), 'visible'],
  carousel: [() => import('./carousel'), 'visible'],
  filters: [() => import('./filters'), 'visible'],
  nearest: [() => import('./nearest'), 'interact'],
  popup: [() => import('./popup'), 'interact'],
  lightbox: [() => import('./lightbox'), 'interact'],
  accordion: [() => import('./accordion'), 'interact'],
  tabs: [() => import('./tabs'), 'interact'],
  search: [() => import('./search'), 'interact'],
  form: [() => import('./form'), 'interact'],
  booking: [() => import('./booking'), 'interact'],
};

const interactions = ['pointerdown', 'focusin', 'keydown'] as const;

function propsOf(element: HTMLElement): unknown {
  try {
    return JSON.parse(element.dataset.props ?? 'null') as unknown;
  } catch {
    return null;
  }
}

const near = typeof IntersectionObserver === 'function' ? new IntersectionObserver(onNear, { rootMargin: '200px' }) : null;
const starters = new Map<Element, () => void>();
/** The islands found so far: content shown in place (a listing's filters) is searched again (`islands:scan`). */
const found = new WeakSet<Element>();

function onNear(entries: IntersectionObserverEntry[]): void {
  for (const entry of entries) if (entry.isIntersecting) starters.get(entry.target)?.();
}

function start(): void {
  for (const element of document.querySelectorAll<HTMLElement>('[data-island]')) {
    const kind = kinds[element.dataset.island ?? ''];
    if (!kind || found.has(element)) continue;
    found.add(element);
    const [load, when] = kind;
    let started = false;
    let held: HTMLElement | null = null;
    // A tap on a button (or a link that asks for it) before the island runs is kept for it.
    const hold = (event: Event) => {
      const target = event.target instanceof Element ? event.target.closest<HTMLElement>('button:not([type=submit]),a[data-hold]') : null;
      // A control of an island inside this one is that island's to hold.
      if (target && target.closest('[data-island]') === element && !held) {
        event.preventDefault();
        held = target;
      }
      go();
    };
    // A form sent before its island runs is sent again by the island (its checks, its thank-you view).
    let heldSubmit: { form: HTMLFormElement; submitter: HTMLElement | null } | null = null;
    const holdSubmit = (event: Event) => {
      if (!(event.target instanceof HTMLFormElement) || heldSubmit) return;
      event.preventDefault();
      heldSubmit = { form: event.target, submitter: (event as SubmitEvent).submitter };
      go();
    };
    const go = () => {
      if (started) return;
      started = true;
      near?.unobserve(element);
      starters.delete(element);
      for (const type of interactions) element.removeEventListener(type, go, true);
      load()
        .then((module) => module.mount(element, propsOf(element)))
        .then(
          () => {
            // Marks the part as started (the e2e specs wait for it, e2e/specs/helpers/navigation.ts).
            element.setAttribute('data-started', '');
            element.removeEventListener('click', hold, true);
            element.removeEventListener('submit', holdSubmit, true);
            held?.click();
            // The island's form is the server's element, hydrated: sent again, its handler answers.
            if (heldSubmit?.form.isConnected) heldSubmit.form.requestSubmit(heldSubmit.submitter instanceof HTMLButtonElement ? heldSubmit.submitter : undefined);
          },
          (error: unknown) => {
            element.removeEventListener('click', hold, true);
            element.removeEventListener('submit', holdSubmit, true);
            console.error(`Island ${element.dataset.island ?? ''} failed to start:`, error);
            // A held link goes where it leads, and a held form is posted, as without the script.
            if (held instanceof HTMLAnchorElement) window.location.assign(held.href);
            heldSubmit?.form.submit();
          },
        );
    };
    element.addEventListener('click', hold, true);
    element.addEventListener('submit', holdSubmit, true);
    for (const type of interactions) element.addEventListener(type, go, true);
    // Reached for before this script ran (a tap that opened the menu, a focused field): started now.
    const active = document.activeElement;
    if ((active && active !== document.body && element.contains(active)) || (element instanceof HTMLDetailsElement && element.open)) go();
    else if (when === 'visible') {
      starters.set(element, go);
      if (near) near.observe(element);
      else go();
    }
  }
}

start();
document.addEventListener('islands:scan', start);
// The server's images no island renders take their fallback when they fail (ui/responsive-image.tsx).
watchStaticImages();
