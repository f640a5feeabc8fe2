/**
 * A listing's filters in place (issue 30, 47): the filter form is a plain GET form, which works
 * without a script. Here a choice (a department, "Available this week", a place) applies at once
 * and typed words once the typing pauses: the listing's page for the new address is fetched (the
 * server's HTML, as a page load would show it), put in place of the page's main content, and the
 * address follows. Focus and the words being typed stay where they are. A choice made before the
 * script ran (the form no longer says what the address says) is applied as the island starts.
 */
const typingPauseMs = 300;

/** The order of a listing's address parameters, as the server writes them (content/listing-query.ts `listingKeys`). */
const listingKeys = ['q', 'department', 'available', 'category', 'year', 'month', 'page', 'city', 'location'];

/** `?q=…&department=…` of the given parameters in the server's order, without empty ones (and without `page`: a new choice starts at the first). */
function searchOf(params: URLSearchParams, keepPage: boolean): string {
  const out = new URLSearchParams();
  for (const key of listingKeys) {
    const value = params.get(key)?.trim();
    if (value && (key !== 'page' || (keepPage && value !== '1'))) out.set(key, value);
  }
  const search = out.toString();
  return search ? `?${search}` : '';
}

/** The listing's address of what the form says. */
function addressOf(form: HTMLFormElement): string {
  const params = new URLSearchParams();
  for (const [name, value] of new FormData(form)) if (typeof value === 'string') params.append(name, value);
  const action = new URL(form.action || window.location.href, window.location.href);
  return `${action.pathname}${searchOf(params, false)}`;
}

const currentAddress = () => `${window.location.pathname}${searchOf(new URLSearchParams(window.location.search), false)}`;

let showing: AbortController | null = null;

/** Shows the listing at `address` in place: the server's main content for it, focus and typing kept. */
async function show(address: string): Promise<void> {
  showing?.abort();
  const controller = new AbortController();
  showing = controller;
  const main = document.getElementById('main-content');
  main?.setAttribute('aria-busy', 'true');
  try {
    const answer = await fetch(address, { headers: { accept: 'text/html' }, credentials: 'same-origin', signal: controller.signal });
    if (!answer.ok && answer.status !== 404) throw new Error(`HTTP ${answer.status}`);
    const next = new DOMParser().parseFromString(await answer.text(), 'text/html');
    const nextMain = next.getElementById('main-content');
    if (!main || !nextMain || controller.signal.aborted) throw new Error('No main content');
    // What has focus and what is being typed in it, to put back in the new content.
    const active = document.activeElement instanceof HTMLElement && main.contains(document.activeElement) ? document.activeElement : null;
    const typing = active instanceof HTMLInputElement ? { id: active.id, value: active.value, start: active.selectionStart, end: active.selectionEnd } : null;
    window.history.replaceState(window.history.state, '', address);
    document.title = next.title;
    main.replaceChildren(...[...nextMain.childNodes].map((node) => document.importNode(node, true)));
    main.removeAttribute('aria-busy');
    const again = active?.id ? document.getElementById(active.id) : null;
    if (again instanceof HTMLInputElement && typing) {
      again.value = typing.value;
      again.focus({ preventScroll: true });
      if (typing.start !== null && /^(?:text|search|tel|url|password)$/.test(again.type)) again.setSelectionRange(typing.start, typing.end);
    } else again?.focus({ preventScroll: true });
    // The new content's islands start as the page's did (islands/start.ts).
    document.dispatchEvent(new Event('islands:scan'));
  } catch (error) {
    if (controller.signal.aborted) return;
    // Without the page in place, it is a page load, as without the script.
    console.error('Error showing the listing in place:', error);
    window.location.assign(address);
  }
}

export function mount(form: HTMLElement): void {
  if (!(form instanceof HTMLFormElement)) return;
  let timer: number | undefined;
  const apply = () => {
    window.clearTimeout(timer);
    const address = addressOf(form);
    if (address !== currentAddress()) void show(address);
  };
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    apply();
  });
  form.addEventListener('change', (event) => {
    if (event.target instanceof HTMLSelectElement || (event.target instanceof HTMLInputElement && /^(?:checkbox|radio)$/.test(event.target.type))) apply();
  });
  form.addEventListener('input', (event) => {
    if (!(event.target instanceof HTMLInputElement) || !/^(?:text|search)$/.test(event.target.type)) return;
    window.clearTimeout(timer);
    timer = window.setTimeout(apply, typingPauseMs);
  });
  // A tab of the same listing (the blog's months and categories) is its state's address as the
  // server rendered it: words typed since, not applied yet (or cleared), go with it, as they would
  // have gone with the form; the pending typing is then the tab's to apply.
  document.addEventListener(
    'click',
    (event) => {
      const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>('a[role="tab"][href]') : null;
      if (!link || !form.isConnected) return;
      const url = new URL(link.href, window.location.href);
      const action = new URL(form.action || window.location.href, window.location.href);
      if (url.origin !== window.location.origin || url.pathname !== action.pathname) return;
      for (const input of form.querySelectorAll<HTMLInputElement>('input[name]')) {
        if (/^(?:text|search)$/.test(input.type)) url.searchParams.set(input.name, input.value);
      }
      window.clearTimeout(timer);
      link.href = `${url.pathname}${searchOf(url.searchParams, true)}${url.hash}`;
    },
    true,
  );
  // Chosen or typed before the script ran, or while the last answer was on its way.
  apply();
}
