import { createContext, useContext, useState, type ReactNode } from 'react';
import { useInIsland, useInStaticRegion } from '../data/api-data';
import { useFocalPosition, useImageSize } from './focal-point';

/** Widths of the WebP variants the media pipeline writes beside each uploaded image. */
export const variantWidths = [320, 640, 1280] as const;

/**
 * The frame of a person's photo (doctors, leaders): 4:5, taller than wide, so a portrait is not cut
 * to a landscape box. Given as `width`/`height`, so the slot keeps its shape before the image loads.
 */
export const portraitFrame = { width: 480, height: 600 } as const;

/**
 * The room an image of unknown size is given until it arrives (a drawing of our own, an address
 * outside the library): a 4:3 box holds the page better than an empty line that then grows.
 */
const unknownFrame = { width: 1200, height: 900 } as const;

const uploadedImage = /^\/uploads\/([a-f0-9]+)\.(jpe?g|png|webp|avif|gif)$/i;

/**
 * `srcset` of an uploaded image's variants, or undefined for other sources. A variant is never
 * wider than the original (`naturalWidth`, from the media library, when known): the `srcset` gives
 * each its true width and names one file for the widths that are the same, so the browser neither
 * takes a 500 px file for a 1280 px one nor fetches two copies of one picture.
 */
export function srcSetFor(src: string, naturalWidth?: number): string | undefined {
  const match = uploadedImage.exec(src);
  if (!match) return undefined;
  const candidates = new Map<number, string>();
  for (const w of variantWidths) {
    const width = naturalWidth && naturalWidth > 0 ? Math.min(w, naturalWidth) : w;
    if (!candidates.has(width)) candidates.set(width, `/uploads/${match[1]}-${w}.webp ${width}w`);
  }
  return [...candidates.values()].join(', ');
}

const AboveTheFoldContext = createContext(false);

/**
 * Marks the part of a list that a phone shows on its first screen (the first card): the images in
 * it load at once and first, as `priority` says, since one of them is the page's largest paint.
 */
export function AboveTheFold({ children }: { children: ReactNode }) {
  return <AboveTheFoldContext.Provider value={true}>{children}</AboveTheFoldContext.Provider>;
}

export interface ResponsiveImageProps {
  src: string | null | undefined;
  alt: string;
  /** The `sizes` attribute: how wide the slot is. */
  sizes?: string;
  className?: string;
  /** Above the fold: load eagerly with high priority. Unset: as `AboveTheFold` says, else lazily. */
  priority?: boolean;
  /** The slot's frame (its aspect ratio) when it crops the image; else the image's own size is used. */
  width?: number;
  height?: number;
  /** Shown when src is empty or fails to load. */
  fallbackSrc?: string;
  /** With no fallback, render nothing instead of a neutral placeholder when the image is missing or fails. */
  hideOnError?: boolean;
}

/**
 * An image in the size that fits its slot, lazy below the fold, with a fallback on failure. Where
 * its slot crops it (`object-fit: cover`), the crop centres on the focal point set in the media
 * library.
 */
export function ResponsiveImage({ src, alt, sizes = '100vw', className, priority: priorityProp, width, height, fallbackSrc, hideOnError }: ResponsiveImageProps) {
  const aboveTheFold = useContext(AboveTheFoldContext);
  const priority = priorityProp ?? aboveTheFold;
  // 0: the variants, 1: the original alone (files uploaded before variants existed), 2: failed.
  const [stage, setStage] = useState<0 | 1 | 2>(0);
  // Islands (issue 47): outside an island the browser renders nothing of the page, as in a static region.
  const inStaticRegion = useInStaticRegion();
  const inIsland = useInIsland();
  const inStatic = inStaticRegion || !inIsland;
  const focalPosition = useFocalPosition(src);
  const failed = stage === 2;
  const source = !src || failed ? fallbackSrc : src;
  // Every image carries a width and height (the slot's frame, else the library's measure), so the
  // browser keeps its room before it loads and nothing below it moves.
  const measured = useImageSize(source);
  const frame = width && height ? { width, height } : measured ? { width: measured[0], height: measured[1] } : unknownFrame;
  if (!source) {
    if (hideOnError) return null;
    // Keeps the slot's shape so a missing picture does not collapse the card.
    const placeholderClass = className ? `image-placeholder ${className}` : 'image-placeholder';
    return alt ? <span className={placeholderClass} role="img" aria-label={alt} /> : <span className={placeholderClass} aria-hidden="true" />;
  }
  const srcSet = source === src && stage === 0 ? srcSetFor(source, measured?.[0]) : undefined;
  const onError = () => setStage((current) => (current === 0 && srcSet ? 1 : 2));
  // The server's image in a static region gets no handler in the browser: the same steps are taken
  // on the DOM (`repairStaticImage`, islands/static-images.ts). A region the browser renders itself has its handlers.
  const onStaticError = inStatic && typeof window === 'undefined' && source === src ? { 'data-fallback': fallbackSrc ?? '', 'data-hide-on-error': hideOnError ? '' : undefined } : {};
  return (
    <img
      {...onStaticError}
      // A server-rendered image may fail before hydration attaches onError: check it once mounted.
      ref={(img) => {
        if (img && stage === 0 && img.complete && img.naturalWidth === 0 && img.getAttribute('src')) onError();
      }}
      src={source}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      alt={alt}
      className={className}
      style={focalPosition && source === src ? { objectPosition: focalPosition } : undefined}
      width={frame.width}
      height={frame.height}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? 'sync' : 'async'}
      fetchPriority={priority ? 'high' : undefined}
      onError={() => {
        if (!failed) onError();
      }}
    />
  );
}

