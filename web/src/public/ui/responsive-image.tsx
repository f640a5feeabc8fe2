import { useState } from 'react';

/** Widths of the WebP variants the media pipeline writes beside each uploaded image. */
export const variantWidths = [320, 640, 1280] as const;

const uploadedImage = /^\/uploads\/([a-f0-9]+)\.(jpe?g|png|webp|avif|gif)$/i;

/** `srcset` of an uploaded image's variants, or undefined for other sources. */
export function srcSetFor(src: string): string | undefined {
  const match = uploadedImage.exec(src);
  if (!match) return undefined;
  return variantWidths.map((w) => `/uploads/${match[1]}-${w}.webp ${w}w`).join(', ');
}

export interface ResponsiveImageProps {
  src: string | null | undefined;
  alt: string;
  /** The `sizes` attribute: how wide the slot is. */
  sizes?: string;
  className?: string;
  /** Above the fold: load eagerly with high priority. */
  priority?: boolean;
  width?: number;
  height?: number;
  /** Shown when src is empty or fails to load. */
  fallbackSrc?: string;
  /** With no fallback, render nothing instead of a neutral placeholder when the image is missing or fails. */
  hideOnError?: boolean;
}

/** An image in the size that fits its slot, lazy below the fold, with a fallback on failure. */
export function ResponsiveImage({ src, alt, sizes = '100vw', className, priority, width, height, fallbackSrc, hideOnError }: ResponsiveImageProps) {
  const [failed, setFailed] = useState(false);
  const source = !src || failed ? fallbackSrc : src;
  if (!source) {
    if (hideOnError) return null;
    // Keeps the slot's shape so a missing picture does not collapse the card.
    return alt ? <span className={className ? `image-placeholder ${className}` : 'image-placeholder'} role="img" aria-label={alt} /> : <span className={className ? `image-placeholder ${className}` : 'image-placeholder'} aria-hidden="true" />;
  }
  const srcSet = source === src ? srcSetFor(source) : undefined;
  return (
    <img
      src={source}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      alt={alt}
      className={className}
      width={width}
      height={height}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? 'sync' : 'async'}
      fetchPriority={priority ? 'high' : undefined}
      onError={() => {
        if (!failed) setFailed(true);
      }}
    />
  );
}
