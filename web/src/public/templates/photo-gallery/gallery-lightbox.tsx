import type { ReactNode } from 'react';
import { islandMarker } from '../../islands/island';
import type { LightboxProps } from '../../islands/lightbox';
import { useLanguage } from '../../ui/language';
import ui from '../../ui/ui.module.css';
import styles from './photo-gallery-template.module.css';

export { lightboxCounter, loopIndex } from '../../islands/lightbox';

export interface LightboxPhoto {
  id: string;
  src: string;
  alt: string;
  caption: string;
  /** Its stored width and height, when the answers know them. */
  size?: readonly [number, number];
}

/**
 * The gallery lightbox (SPEC §9; issue 47): an island (islands/lightbox.ts) around the grid of
 * thumbnails, each a button marked `data-lightbox-open` with its photo's place in `photos` (the
 * tab's photos, also those Load More has not shown yet). It opens the modal dialog with previous /
 * next buttons and arrow keys that loop, the counter, the caption, and the neighbouring photos
 * preloaded (preload [0, 2] of SPEC §9). When the page holds only the photos up to its page
 * (issue 46), `source` is the API read of the whole list (of which the lightbox keeps the tab's
 * `category`), read when the lightbox first opens.
 */
export function LightboxIsland({ photos, source, category, children }: { photos: readonly LightboxPhoto[]; source?: string; category?: string; children: ReactNode }) {
  const { messages: t } = useLanguage();
  const props: LightboxProps = {
    photos: photos.map(({ src, alt, caption, size }) => ({ src, alt, caption, ...(size ? { width: size[0], height: size[1] } : {}) })),
    ...(source ? { source } : {}),
    ...(category ? { category } : {}),
    texts: { close: t.close, previous: 'Previous', next: 'Next', failed: 'The image could not be loaded.', photo: 'Photo' },
    classes: {
      body: ui.popupBody,
      lightboxBody: styles.lightboxBody,
      header: ui.popupHeader,
      title: ui.popupTitle,
      close: ui.popupClose,
      figure: styles.lightboxFigure,
      image: styles.lightboxImage,
      error: styles.lightboxError,
      counter: styles.lightboxCounter,
      nav: styles.lightboxNav,
      navButton: styles.navButton,
    },
  };
  return (
    <div {...islandMarker('lightbox', props)} style={{ display: 'contents' }}>
      {children}
      <dialog className={`${ui.popup} ${styles.lightbox}`} />
    </div>
  );
}
