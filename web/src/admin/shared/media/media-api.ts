import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminApi } from '../api/admin-api';

/** A file of the media library as the API returns it. */
export interface Media {
  _id: string;
  url: string;
  fileName?: string;
  originalName?: string;
  mimeType: string;
  size: number;
  width?: number | null;
  height?: number | null;
  /** The editor's name for the file; the original file name until changed. */
  title?: string | null;
  alt?: string | null;
  /** Where crops of the image centre, in percent across and down (50, 50: the centre). */
  focalX?: number;
  focalY?: number;
  /** Resized copies of an image by width ('320', '640', '1280'). */
  variants?: Record<string, string> | null;
  createdAt?: string;
}

export type MediaKind = 'image' | 'document';

export interface MediaListParams {
  page: number;
  limit: number;
  q: string;
  type: MediaKind | '';
}

export interface MediaList {
  data: Media[];
  total: number;
  page: number;
  limit: number;
}

export const mediaKeys = {
  all: ['medias'] as const,
  list: (params: MediaListParams) => ['medias', 'list', params] as const,
  byUrl: (url: string) => ['medias', 'by-url', url] as const,
  usage: (id: string) => ['medias', 'usage', id] as const,
};

export function mediaListPath({ page, limit, q, type }: MediaListParams): string {
  const search = new URLSearchParams({ page: String(page), limit: String(limit) });
  if (q.trim()) search.set('q', q.trim());
  if (type) search.set('type', type);
  return `medias?${search.toString()}`;
}

export function useMediaList(params: MediaListParams) {
  return useQuery({
    queryKey: mediaKeys.list(params),
    queryFn: () => adminApi.get<MediaList>(mediaListPath(params)),
    placeholderData: keepPreviousData,
  });
}

/** The library's record of the file at an `/uploads/…` address (a resized copy's too), if any. */
export function useMediaByUrl(url: string) {
  return useQuery({
    queryKey: mediaKeys.byUrl(url),
    queryFn: async () => (await adminApi.get<MediaList>(`medias?${new URLSearchParams({ url, limit: '1' }).toString()}`)).data[0] ?? null,
    enabled: url.startsWith('/uploads/'),
    staleTime: 60_000,
  });
}

/** A place that uses a file, as `GET medias/{id}/usage` lists it. */
export interface MediaUse {
  type: string;
  id: string;
  title: string;
  /** `Doctor "Dr. Rao"`, `the header menu`. */
  label: string;
  /** The studio screen that edits it. */
  adminPath: string;
}

export function useMediaUsage(id: string) {
  return useQuery({
    queryKey: mediaKeys.usage(id),
    queryFn: async () => (await adminApi.get<{ data: MediaUse[] }>(`medias/${encodeURIComponent(id)}/usage`)).data,
  });
}

export interface MediaChanges {
  title: string;
  alt: string;
  focalX?: number;
  focalY?: number;
}

export const updateMedia = (id: string, body: MediaChanges) =>
  adminApi.put<{ data: Media; message?: string }>(`medias/${encodeURIComponent(id)}`, body);

export const deleteMedia = (id: string) => adminApi.delete<{ message?: string }>(`medias/${encodeURIComponent(id)}`);

export const isImage = (media: Pick<Media, 'mimeType'>): boolean => media.mimeType.startsWith('image/');

/** What the studio calls a file: its title, else the name it was uploaded with. */
export const mediaName = (media: Media): string =>
  media.title || media.originalName || media.fileName || media.url.split('/').pop() || 'file';

/** A focal point as CSS `object-position`; the centre when the file has none. */
export const focalPosition = (media: Pick<Media, 'focalX' | 'focalY'>): string => `${media.focalX ?? 50}% ${media.focalY ?? 50}%`;

/** The smallest copy that fills a thumbnail, else the file itself. */
export const thumbnailUrl = (media: Media): string => media.variants?.['320'] ?? media.url;

export function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(0)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}
