/**
 * The photo gallery's lightbox (SPEC §9; issue 47), on the server's grid (templates/photo-gallery/
 * gallery-lightbox.tsx): a thumbnail's button opens its photo in a modal dialog with the counter, the
 * caption as its title, previous / next buttons and the arrow keys (wherever focus is in the dialog),
 * which loop; the neighbouring photos are loaded ahead. Esc, the close button or the backdrop close
 * it, and the browser gives focus back to the thumbnail.
 */
export interface LightboxPhotoProps {
  src: string;
  alt: string;
  caption: string;
  /** The stored size, so the dialog keeps its shape while the photo loads. */
  width?: number;
  height?: number;
}

export interface LightboxProps {
  photos: LightboxPhotoProps[];
  /** The API read of the whole list, when `photos` are only those up to the page's Load More (issue 46). */
  source?: string;
  /** The tab's category (its id), whose photos of that list are the lightbox's. */
  category?: string;
  texts: { close: string; previous: string; next: string; failed: string; photo: string };
  classes: Record<'body' | 'lightboxBody' | 'header' | 'title' | 'close' | 'figure' | 'image' | 'error' | 'counter' | 'nav' | 'navButton', string | undefined>;
}

/** The counter of SPEC §9's popup defaults: "%curr% of %total%". */
export const lightboxCounter = (index: number, total: number): string => `${index + 1} of ${total}`;

/** The photo before or after `index`, looping at both ends. */
export const loopIndex = (index: number, delta: number, total: number): number => (total === 0 ? 0 : (((index + delta) % total) + total) % total);

/** `/uploads/` and an uploaded file's content hash, as the answers' `imageSizes` name it (ui/focal-point.ts). */
const uploadKey = /^(\/uploads\/[0-9a-f]{16})[-.]/;

/** The tab's photos from a public list's answer, as the server's grid keeps them (those with an image, in order). */
export function photosFromAnswer(body: unknown, category?: string): LightboxPhotoProps[] | null {
  const answer = body as { data?: unknown; imageSizes?: Record<string, unknown> } | null;
  if (!answer || !Array.isArray(answer.data)) return null;
  const records = answer.data as Record<string, unknown>[];
  return records
    .filter((record) => typeof record.imageUrl === 'string' && record.imageUrl)
    .filter((record) => !category || (record.galleryCategory as { _id?: unknown } | null | undefined)?._id === category)
    .map((record, index) => {
      const src = record.imageUrl as string;
      const title = typeof record.title === 'string' ? record.title : '';
      const alt = typeof record.imageUrlAlt === 'string' && record.imageUrlAlt ? record.imageUrlAlt : title || `Photo ${index + 1}`;
      const key = uploadKey.exec(src)?.[1];
      const size = key ? answer.imageSizes?.[key] : undefined;
      const known = Array.isArray(size) && size.length === 2 && size.every((n) => typeof n === 'number' && n > 0);
      return { src, alt, caption: title, ...(known ? { width: size[0] as number, height: size[1] as number } : {}) };
    });
}

function element<K extends keyof HTMLElementTagNameMap>(tag: K, className: string | undefined, text?: string): HTMLElementTagNameMap[K] {
  const made = document.createElement(tag);
  if (className) made.className = className;
  if (text !== undefined) made.textContent = text;
  return made;
}

export function mount(root: HTMLElement, given: unknown): void {
  const { texts, classes, source, category } = given as LightboxProps;
  let photos = (given as LightboxProps).photos;
  const dialog = root.querySelector<HTMLDialogElement>(':scope > dialog');
  if (!dialog || photos.length === 0) return;
  let total = photos.length;
  let index = 0;
  // The tab's whole list, read once when the lightbox first opens; on failure the page's photos serve.
  let whole: Promise<void> | undefined;
  const readWhole = () =>
    (whole ??= source
      ? fetch(source, { headers: { accept: 'application/json' }, credentials: 'same-origin' })
          .then(async (answer) => (answer.ok ? photosFromAnswer(await answer.json(), category) : null))
          .then((read) => {
            if (read && read.length >= photos.length) {
              photos = read;
              total = read.length;
            }
          })
          .catch((error: unknown) => console.error('Error loading the gallery:', error))
      : Promise.resolve());

  const title = element('h2', classes.title);
  const close = element('button', classes.close);
  close.type = 'button';
  close.title = texts.close;
  const sign = element('span', '', '×');
  sign.setAttribute('aria-hidden', 'true');
  close.append(sign, element('span', 'visually-hidden', texts.close));
  const header = element('div', classes.header);
  header.append(title, close);
  const figure = element('figure', classes.figure);
  const counter = element('figcaption', classes.counter);
  counter.setAttribute('aria-live', 'polite');
  const body = element('div', classes.lightboxBody);
  body.append(figure);
  const button = (text: string, delta: number, arrow: string, before: boolean) => {
    const made = element('button', classes.navButton);
    made.type = 'button';
    const mark = element('span', '', arrow);
    mark.setAttribute('aria-hidden', 'true');
    made.append(...(before ? [mark, text] : [text, mark]));
    made.addEventListener('click', () => show(loopIndex(index, delta, total)));
    return made;
  };
  const nav = element('div', classes.nav);
  nav.append(button(texts.previous, -1, '‹ ', true), button(texts.next, 1, ' ›', false));
  const frame = element('div', classes.body);
  frame.append(header, body);

  const show = (next: number) => {
    index = next;
    const photo = photos[index];
    if (!photo) return;
    title.textContent = photo.caption || texts.photo;
    dialog.setAttribute('aria-label', photo.caption || texts.photo);
    const image = element('img', classes.image);
    image.alt = photo.alt;
    if (photo.width && photo.height) {
      image.width = photo.width;
      image.height = photo.height;
    }
    image.addEventListener('error', () => image.replaceWith(element('p', classes.error, texts.failed)));
    image.src = photo.src;
    figure.replaceChildren(image, counter);
    if (total > 1 && !body.contains(nav)) body.append(nav);
    counter.textContent = lightboxCounter(index, total);
    if (total > 1) for (const delta of [1, 2, -1]) new Image().src = photos[loopIndex(index, delta, total)]?.src ?? '';
  };

  root.addEventListener('click', async (event) => {
    const opener = event.target instanceof Element ? event.target.closest<HTMLElement>('[data-lightbox-open]') : null;
    if (!opener || dialog.contains(opener)) return;
    await readWhole();
    const at = Number(opener.dataset.lightboxOpen);
    if (!Number.isInteger(at) || at < 0 || at >= total) return;
    show(at);
    if (!dialog.contains(frame)) dialog.replaceChildren(frame);
    if (!dialog.open) dialog.showModal();
  });
  close.addEventListener('click', () => dialog.close());
  dialog.addEventListener('click', (event) => {
    if (event.target === dialog) dialog.close();
  });
  dialog.addEventListener('keydown', (event) => {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
    event.preventDefault();
    show(loopIndex(index, event.key === 'ArrowRight' ? 1 : -1, total));
  });
  dialog.addEventListener('close', () => {
    dialog.replaceChildren();
    dialog.removeAttribute('aria-label');
  });
}
