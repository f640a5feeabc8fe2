import { useCallback, useSyncExternalStore } from 'react';
import { useOptionalApiStore, type ApiDataStore } from '../data/api-data';

/** `/uploads/` and the content hash of an uploaded file: the original and its resized copies share it. */
const uploadKey = /^(\/uploads\/[0-9a-f]{16})[-.]/;

interface FocalPoint {
  x: number;
  y: number;
}

/** An uploaded image's width and height in pixels. */
export type ImageSize = readonly [width: number, height: number];

const isFocalPoint = (value: unknown): value is FocalPoint =>
  typeof value === 'object' && value !== null && typeof (value as FocalPoint).x === 'number' && typeof (value as FocalPoint).y === 'number';

const isImageSize = (value: unknown): value is ImageSize =>
  Array.isArray(value) && value.length === 2 && value.every((n) => typeof n === 'number' && n > 0);

/** What the public answers say of an uploaded image beside their records, under `field`, by its `/uploads/{hash}`. */
function uploadFactIn(store: ApiDataStore, src: string, field: 'focalPoints' | 'imageSizes'): unknown {
  const key = uploadKey.exec(src)?.[1];
  if (!key) return undefined;
  for (const body of Object.values(store.snapshot())) {
    const facts = (body as Partial<Record<typeof field, Record<string, unknown>>> | null)?.[field];
    const fact = facts?.[key];
    if (fact !== undefined) return fact;
  }
  return undefined;
}

/**
 * The focal point of an uploaded image as CSS `object-position` ("50% 20%"), from the
 * `focalPoints` the public listings send beside their records; undefined when none is known
 * (the image is cropped about its centre, or as its slot's style says).
 */
export function focalPositionIn(store: ApiDataStore, src: string): string | undefined {
  const point = uploadFactIn(store, src, 'focalPoints');
  return isFocalPoint(point) ? `${point.x}% ${point.y}%` : undefined;
}

/** The size of an uploaded image from the `imageSizes` the public answers send; undefined when none is known. */
export function imageSizeIn(store: ApiDataStore, src: string): ImageSize | undefined {
  const size = uploadFactIn(store, src, 'imageSizes');
  return isImageSize(size) ? size : undefined;
}

const noStore = () => () => undefined;

/** A fact about an uploaded image for a component, following the store as answers arrive. */
function useUploadFact<T>(src: string | null | undefined, read: (store: ApiDataStore, src: string) => T | undefined): T | undefined {
  const store = useOptionalApiStore();
  const current = useCallback(() => (store && src ? read(store, src) : undefined), [store, src, read]);
  return useSyncExternalStore(store?.subscribe ?? noStore, current, current);
}

/** `focalPositionIn` for a component. */
export const useFocalPosition = (src: string | null | undefined) => useUploadFact(src, focalPositionIn);

/** `imageSizeIn` for a component. */
export const useImageSize = (src: string | null | undefined) => useUploadFact(src, imageSizeIn);
