/**
 * `ResponsiveImage`'s steps on failure for a server's image the browser does not render (outside
 * the islands, issue 47; a static region, ui/static-region.tsx): the original without its variants,
 * then the fallback, else nothing (`hideOnError`; a gallery's photo, its list item) or the neutral placeholder.
 */
export function repairStaticImage(img: HTMLImageElement): void {
  const fallback = img.getAttribute('data-fallback');
  if (fallback === null) return;
  if (img.hasAttribute('srcset')) {
    img.removeAttribute('srcset');
    img.removeAttribute('sizes');
    return;
  }
  img.removeAttribute('data-fallback');
  if (fallback) {
    img.style.objectPosition = '';
    img.src = fallback;
  } else if (img.hasAttribute('data-hide-item-on-error')) {
    // A gallery's photo: its whole place in the list goes, as a photo without an image.
    (img.closest('li') ?? img).remove();
  } else if (img.hasAttribute('data-hide-on-error')) {
    img.remove();
  } else {
    const placeholder = document.createElement('span');
    placeholder.className = img.className ? `image-placeholder ${img.className}` : 'image-placeholder';
    if (img.alt) {
      placeholder.setAttribute('role', 'img');
      placeholder.setAttribute('aria-label', img.alt);
    } else placeholder.setAttribute('aria-hidden', 'true');
    img.replaceWith(placeholder);
  }
}

/**
 * Watches the server's images (islands/start.ts) from the start: the ones that failed before the script ran
 * and those that fail later (an error event does not bubble, but it can be caught on its way down).
 */
export function watchStaticImages(): void {
  document.addEventListener(
    'error',
    (event) => {
      if (event.target instanceof HTMLImageElement) repairStaticImage(event.target);
    },
    true,
  );
  for (const img of document.querySelectorAll<HTMLImageElement>('img[data-fallback]')) {
    if (img.complete && img.naturalWidth === 0 && img.getAttribute('src')) repairStaticImage(img);
  }
}
