import { useCallback, useSyncExternalStore } from 'react';
import { useOptionalApiStore, type ApiDataStore } from '../data/api-data';

/** `/uploads/` and the content hash of an uploaded file: the original and its resized copies share it. */
const uploadKey = /^(\/uploads\/[0-9a-f]{16})[-.]/;

interface FocalPoint {
  x: number;
  y: number;
}

const isFocalPoint = (value: unknown): value is FocalPoint =>
  typeof value === 'object' && value !== null && typeof (value as FocalPoint).x === 'number' && typeof (value as FocalPoint).y === 'number';

/**
 * The focal point of an uploaded image as CSS `object-position` ("50% 20%"), from the
 * `focalPoints` the public listings send beside their records; undefined when none is known
 * (the image is cropped about its centre, or as its slot's style says).
 */
export function focalPositionIn(store: ApiDataStore, src: string): string | undefined {
  const key = uploadKey.exec(src)?.[1];
  if (!key) return undefined;
  for (const body of Object.values(store.snapshot())) {
    const points = (body as { focalPoints?: Record<string, unknown> } | null)?.focalPoints;
    const point = points?.[key];
    if (isFocalPoint(point)) return `${point.x}% ${point.y}%`;
  }
  return undefined;
}

const noStore = () => () => undefined;

/** `focalPositionIn` for a component, following the store as answers arrive. */
export function useFocalPosition(src: string | null | undefined): string | undefined {
  const store = useOptionalApiStore();
  const read = useCallback(() => (store && src ? focalPositionIn(store, src) : undefined), [store, src]);
  return useSyncExternalStore(store?.subscribe ?? noStore, read, read);
}
