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
  title?: string | null;
  alt?: string | null;
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

export const updateMedia = (id: string, body: { title: string; alt: string }) =>
  adminApi.put<{ data: Media; message?: string }>(`medias/${encodeURIComponent(id)}`, body);

export const deleteMedia = (id: string) => adminApi.delete<{ message?: string }>(`medias/${encodeURIComponent(id)}`);

export const isImage = (media: Pick<Media, 'mimeType'>): boolean => media.mimeType.startsWith('image/');

/** The smallest copy that fills a thumbnail, else the file itself. */
export const thumbnailUrl = (media: Media): string => media.variants?.['320'] ?? media.url;

export function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(0)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}
