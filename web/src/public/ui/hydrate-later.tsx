import { Suspense, type ReactNode } from 'react';
import { hydratePartsLater, hydratingServerPage } from './static-region';

/**
 * Parts of a page that work in the browser but are not needed at once (a form below the fold, a
 * slider) are hydrated after the rest of the page, one part a task, when the browser is idle or
 * as soon as the visitor touches, clicks or tabs anywhere (issue 19): hydrating a whole page at
 * once is one long task that keeps a slow phone from answering. Until then the server's markup is
 * shown as it is, and works as it does without JavaScript (links, plain form posts).
 *
 * Preact, which hydrates the public pages, keeps the server's DOM of a component that suspends
 * while hydrating and hydrates it when the promise settles (checked in static-region.test.tsx).
 * What it must hold: one element at its root (Preact keeps one node). Static regions inside keep
 * the server's DOM when the part hydrates (`hydratePartsLater`), as in the page's first hydration.
 * On the server and in pages rendered in the browser it renders its children at once.
 */
export function HydrateLater({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <Gate>{children}</Gate>
    </Suspense>
  );
}

function Gate({ children }: { children: ReactNode }) {
  // Suspending throws a promise: Preact catches it, keeps the DOM, and renders this again when it settles.
  if (typeof window !== 'undefined' && hydratingServerPage()) throw nextTurn();
  return children;
}

/** Releases of the parts waiting, in page order. */
const waiting: (() => void)[] = [];
let scheduled = false;
const interactions = ['pointerdown', 'keydown', 'focusin'] as const;

/** A promise that settles at this part's turn: the next idle moment after the parts before it. */
function nextTurn(): Promise<void> {
  return new Promise((release) => {
    if (waiting.length === 0) for (const type of interactions) document.addEventListener(type, releaseAll, true);
    waiting.push(release);
    scheduleNext();
  });
}

/** One part an idle callback: each is hydrated in its own task (the render follows its release in the same task). */
function scheduleNext(): void {
  if (scheduled || waiting.length === 0) return;
  scheduled = true;
  const run = () => {
    scheduled = false;
    const release = waiting.shift();
    if (release) hydratePartsLater(release);
    if (waiting.length === 0) stopListening();
    else scheduleNext();
  };
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(run, { timeout: 2000 });
  else setTimeout(run, 50);
}

/** The visitor is about to use the page: everything waiting is hydrated before the event goes on (its click, its typing). */
function releaseAll(): void {
  stopListening();
  for (const release of waiting.splice(0)) hydratePartsLater(release);
}

function stopListening(): void {
  for (const type of interactions) document.removeEventListener(type, releaseAll, true);
}
