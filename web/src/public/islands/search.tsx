import { HeaderSearch } from '../search/header-search';
import { hydrateIsland } from './preact-root';

/** The header's search box (issue 47): started when first focused, its suggestions follow at once. */
export async function mount(element: HTMLElement): Promise<void> {
  await hydrateIsland(element, <HeaderSearch />);
  // The focus that started the island came before its handler: the suggestions load now, after
  // the hydration's render has attached the handlers (the next task). Preact's `onFocus` listens to
  // `focusin` (as React's focus events bubble), so that is the event given again.
  setTimeout(() => {
    const input = element.querySelector('input[name="q"]');
    if (input && input === document.activeElement) input.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
  });
}
