/**
 * Load More in place (issue 30, 46, 47). Load More is a link to the listing's next page (`?page=3`),
 * which works without a script. Here a click fetches that page's HTML (the server's page of cards,
 * never the whole list), adds the cards this page does not have yet under the ones shown, takes the
 * next page's Load More (or none) and puts the address in the address bar, so a reload or Back shows
 * as many cards. The first card added takes focus. A failed fetch shows the error with Retry.
 */
interface LoadMoreProps {
  errorTitle: string;
  errorText: string;
  retry: string;
  classes: { errorView: string; errorTitle: string; button: string };
}

/** The list a Load More pages: the `ul` or `tbody` just before it. */
function listBefore(element: Element): Element | null {
  const before = element.previousElementSibling;
  if (!before) return null;
  return before.matches('ul,tbody') ? before : before.querySelector('tbody,ul');
}

const plainClick = (event: MouseEvent) => event.button === 0 && !event.metaKey && !event.altKey && !event.ctrlKey && !event.shiftKey;

export function mount(box: HTMLElement, props: unknown): void {
  const texts = props as LoadMoreProps;
  let busy = false;
  const more = async (href: string) => {
    if (busy) return;
    busy = true;
    box.setAttribute('aria-busy', 'true');
    const url = new URL(href, window.location.href);
    url.hash = '';
    try {
      const answer = await fetch(url, { headers: { accept: 'text/html' }, credentials: 'same-origin' });
      if (!answer.ok) throw new Error(`HTTP ${answer.status}`);
      const next = new DOMParser().parseFromString(await answer.text(), 'text/html');
      const list = listBefore(box);
      const lists = [...document.querySelectorAll('ul,tbody')];
      const nextList = list ? next.querySelectorAll('ul,tbody')[lists.indexOf(list)] : undefined;
      if (!list || !nextList) throw new Error('The next page has no such list');
      const shown = list.children.length;
      const added = [...nextList.children].slice(shown).map((item) => document.importNode(item, true));
      list.append(...added);
      const boxes = [...document.querySelectorAll('[data-island="load-more"]')];
      const nextBox = next.querySelectorAll<HTMLElement>('[data-island="load-more"]')[boxes.indexOf(box)];
      const nextLink = nextBox?.querySelector('a[href]');
      if (nextBox && nextLink) {
        box.replaceChildren(...[...nextBox.childNodes].map((node) => document.importNode(node, true)));
        box.removeAttribute('aria-busy');
      } else box.remove();
      window.history.replaceState(window.history.state, '', url);
      const first = added[0];
      if (first instanceof HTMLElement) {
        if (!first.hasAttribute('tabindex')) first.setAttribute('tabindex', '-1');
        const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
        first.scrollIntoView?.({ behavior: reduced ? 'auto' : 'smooth', block: 'start' });
        first.focus({ preventScroll: true });
      }
    } catch (error) {
      console.error('Error loading more:', error);
      showError(box, texts, () => void more(href));
    } finally {
      busy = false;
    }
  };
  box.addEventListener('click', (event) => {
    const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>('a[href]') : null;
    if (!link || event.defaultPrevented || !plainClick(event)) return;
    event.preventDefault();
    void more(link.href);
  });
}

/** SPEC §8's error view in place of the button, with Retry. */
function showError(box: HTMLElement, texts: LoadMoreProps, retry: () => void): void {
  const view = document.createElement('div');
  view.className = texts.classes.errorView;
  view.setAttribute('role', 'alert');
  const title = document.createElement('h2');
  title.className = texts.classes.errorTitle;
  title.textContent = texts.errorTitle;
  const text = document.createElement('p');
  text.textContent = texts.errorText;
  const button = document.createElement('button');
  button.type = 'button';
  button.className = texts.classes.button;
  button.textContent = texts.retry;
  view.append(title, text, button);
  const link = box.querySelector('a[href]');
  if (link instanceof HTMLElement) link.hidden = true;
  box.append(view);
  button.addEventListener('click', () => {
    view.remove();
    if (link instanceof HTMLElement) link.hidden = false;
    box.removeAttribute('aria-busy');
    retry();
  });
}
