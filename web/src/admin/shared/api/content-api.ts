import type { ContentType } from '@hospital/content/content-type';
import { adminApi } from './admin-api';

/** A stored record as the admin API returns it. */
export type ContentRecord = Record<string, unknown> & {
  _id: string;
  status?: 'active' | 'inactive';
  sortOrder?: number;
  createdAt?: string;
  updatedAt?: string;
};

export interface ListParams {
  /** 1-based. */
  page: number;
  limit: number;
  /** A field name, `-field` for descending. */
  sort?: string | undefined;
  q?: string | undefined;
  status?: 'active' | 'inactive' | undefined;
  /** The editorial state: published, draft, changed, scheduled. */
  state?: 'published' | 'draft' | 'changed' | 'scheduled' | undefined;
  /** Only records missing or out of date in this language (a code of the site's languages). */
  needsTranslation?: string | undefined;
}

export interface ListResult {
  data: ContentRecord[];
  total: number;
  page: number;
  limit: number;
}

/** Query keys: everything of a type sits under `['content', key]` so one invalidation refreshes its lists, records and pickers. */
export const contentKeys = {
  type: (key: string) => ['content', key] as const,
  list: (key: string, params: ListParams) => ['content', key, 'list', params] as const,
  record: (key: string, id: string) => ['content', key, 'record', id] as const,
  options: (key: string, q: string) => ['content', key, 'options', q] as const,
  /** The titles of some records (`{type}/titles`), by their ids joined. */
  titles: (key: string, ids: string) => ['content', key, 'titles', ids] as const,
};

export function listQueryString(params: ListParams): string {
  const search = new URLSearchParams({ page: String(params.page), limit: String(params.limit) });
  if (params.sort) search.set('sort', params.sort);
  if (params.q) search.set('q', params.q);
  if (params.status) search.set('status', params.status);
  if (params.state) search.set('state', params.state);
  if (params.needsTranslation) search.set('needsTranslation', params.needsTranslation);
  return search.toString();
}

export const fetchContentList = (type: ContentType, params: ListParams) => adminApi.get<ListResult>(`${type.key}?${listQueryString(params)}`);

export const fetchContentRecord = async (typeKey: string, id: string): Promise<ContentRecord> =>
  (await adminApi.get<{ data: ContentRecord }>(`${typeKey}/${encodeURIComponent(id)}`)).data;

export const createContentRecord = (type: ContentType, body: Record<string, unknown>) =>
  adminApi.post<{ data: ContentRecord; message?: string }>(type.key, body);

export const updateContentRecord = (type: ContentType, id: string, body: Record<string, unknown>) =>
  adminApi.put<{ data: ContentRecord; message?: string }>(`${type.key}/${encodeURIComponent(id)}`, body);

export const deleteContentRecord = (type: ContentType, id: string) => adminApi.delete<{ message?: string }>(`${type.key}/${encodeURIComponent(id)}`);

/** The name a record goes by in lists, pickers and messages. */
export const recordTitle = (type: ContentType | undefined, record: Record<string, unknown>): string => {
  const value = type ? record[type.titleField] : undefined;
  return typeof value === 'string' && value.trim() !== '' ? value : typeof record._id === 'string' ? `(untitled ${record._id})` : '(untitled)';
};
