import { useEffect, useState, type KeyboardEvent } from 'react';
import { useImageSize } from '../../ui/focal-point';
import { Popup } from '../../ui/popup';
import styles from './photo-gallery-template.module.css';

export interface LightboxPhoto {
  id: string;
  src: string;
  alt: string;
  caption: string;
}

/** The counter of SPEC §9's popup defaults: "%curr% of %total%". */
export const lightboxCounter = (index: number, total: number): string => `${index + 1} of ${total}`;

/** The photo before or after `index`, looping at both ends. */
export const loopIndex = (index: number, delta: number, total: number): number => (total === 0 ? 0 : (((index + delta) % total) + total) % total);

/**
 * The gallery lightbox on the kit's modal dialog: previous / next buttons and arrow keys that
 * loop, the counter, the caption, and the neighbouring photos preloaded (preload [0, 2] of SPEC §9).
 */
export function GalleryLightbox({ photos, index, onIndex }: { photos: readonly LightboxPhoto[]; index: number | null; onIndex: (index: number | null) => void }) {
  const photo = index === null ? undefined : photos[index];
  const [failed, setFailed] = useState<string | null>(null);
  const total = photos.length;

  useEffect(() => {
    if (index === null || total < 2) return;
    for (const delta of [1, 2, -1]) {
      const next = photos[loopIndex(index, delta, total)];
      if (next) new Image().src = next.src;
    }
  }, [index, photos, total]);

  const go = (delta: number) => {
    if (index !== null) onIndex(loopIndex(index, delta, total));
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') go(1);
    else if (event.key === 'ArrowLeft') go(-1);
    else return;
    event.preventDefault();
  };

  return (
    // The keys work wherever focus is in the dialog: on opening it rests on the close button.
    <Popup open={!!photo} onClose={() => onIndex(null)} title={photo?.caption || 'Photo'} className={styles.lightbox} onKeyDown={onKeyDown}>
      {photo && index !== null && (
        <div className={styles.lightboxBody}>
          <figure className={styles.lightboxFigure}>
            {failed === photo.src ? (
              <p className={styles.lightboxError}>The image could not be loaded.</p>
            ) : (
              <LightboxImage key={photo.src} src={photo.src} alt={photo.alt} onError={() => setFailed(photo.src)} />
            )}
            <figcaption className={styles.lightboxCounter} aria-live="polite">
              {lightboxCounter(index, total)}
            </figcaption>
          </figure>
          {total > 1 && (
            <div className={styles.lightboxNav}>
              <button type="button" className={styles.navButton} onClick={() => go(-1)}>
                <span aria-hidden="true">‹ </span>Previous
              </button>
              <button type="button" className={styles.navButton} onClick={() => go(1)}>
                Next<span aria-hidden="true"> ›</span>
              </button>
            </div>
          )}
        </div>
      )}
    </Popup>
  );
}

/** The photo at its own size (from the media library), so the dialog keeps its shape while it loads. */
function LightboxImage({ src, alt, onError }: { src: string; alt: string; onError: () => void }) {
  const size = useImageSize(src);
  return <img src={src} alt={alt} className={styles.lightboxImage} width={size?.[0]} height={size?.[1]} onError={onError} />;
}
