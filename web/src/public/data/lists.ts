import { useEffect } from 'react';
import { useApiData, useApiStore, useInStaticRegion, useOptionalApiStore } from './api-data';

/** The message of SPEC.md §5 when an expected list is missing from an answer. */
export const invalidDataMessage = 'Invalid data format received from API';

export interface ActiveList<T> {
  status: 'loading' | 'ready' | 'error';
  items: T[] | undefined;
  /** The HTTP status and message when the list failed or was malformed. */
  error: { status: number | null; message: string } | undefined;
  reload: () => void;
  /** Of a list cut to the records a first view shows: the facts the server derived from the whole list (`useShownRecords`). */
  facts?: Record<string, unknown>;
  /** True while the items are a list the server cut to what a first view shows (`partialList`), not the whole list. */
  partial?: boolean;
}

/**
 * Marks a list answer that the server cut down to the records one part of one page shows, so as
 * not to embed a whole list in every page. It holds whole records, enough for that part; any other
 * reader loads the whole list (`useActiveList`), and a record not found in it is not "missing"
 * (`useRouteResolution`).
 */
const partialMark = '__partial';
/** The path of the page a list was cut for, when only that page's view may read it (a doctor's colleagues). */
const partialOwnerMark = '__partialFor';

/** Facts a listing derives from its whole list (a blog's month tabs), sent with a list cut to the records shown (`useShownRecords`). */
const listingFactsMark = '__facts';

/** The answers' facts about uploaded images, by `/uploads/{hash}` (see ui/focal-point.ts). */
const uploadFactFields = ['imageSizes', 'focalPoints'] as const;

/**
 * The list answer `body` with only `records` in its data, marked partial (for the page at `owner`).
 * The facts the answer sends about uploaded images are cut to the images of those records.
 */
export function partialList(body: unknown, records: readonly unknown[], owner?: string, listingFacts?: Record<string, unknown>): Record<string, unknown> {
  const envelope = body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  const text = JSON.stringify(records);
  const facts: Record<string, unknown> = {};
  for (const field of uploadFactFields) {
    const all = envelope[field];
    if (!all || typeof all !== 'object') continue;
    facts[field] = Object.fromEntries(Object.entries(all).filter(([upload]) => text.includes(upload)));
  }
  return {
    ...envelope,
    ...facts,
    data: [...records],
    [partialMark]: true,
    ...(owner ? { [partialOwnerMark]: owner } : {}),
    ...(listingFacts && Object.keys(listingFacts).length > 0 ? { [listingFactsMark]: listingFacts } : {}),
  };
}

/**
 * A listing's first view embeds only what it shows (issue 46): the server's render notes the
 * records of `{key}/active` that the hydrated page shows, and `facts` it derives from the whole
 * list; the page embeds that list cut to them (entry-server.tsx). The listing reads it with
 * `acceptPartial` on its first view, and `facts` from `ActiveList.facts`; any other view loads
 * the whole list. In the browser it does nothing.
 */
export function useShownRecords(key: string | null, records: readonly unknown[], facts?: Record<string, unknown>): void {
  const store = useOptionalApiStore();
  const inStatic = useInStaticRegion();
  if (key !== null && store && !inStatic) store.noteShown(`${key}/active`, records, facts);
}

/** Marks a record cut down to some of its fields (`stubRecord`). */
const stubMark = '__stub';

/**
 * A record cut down to `fields` for a part of the first page that shows only those (a slider's
 * doctor cards, a doctor's colleagues), marked so that a page showing the record itself loads the
 * whole list first (`isStubRecord`, `useRouteResolution`).
 */
export function stubRecord<T extends object>(record: T, fields: readonly (keyof T & string)[]): Partial<T> {
  const out: Record<string, unknown> = { [stubMark]: true };
  for (const field of fields) if (field in record) out[field] = record[field];
  return out as Partial<T>;
}

/** Whether a record is one cut down by `stubRecord`. */
export function isStubRecord(record: unknown): boolean {
  return Boolean(record && typeof record === 'object' && (record as Record<string, unknown>)[stubMark] === true);
}

/** Marks a page record cut down to what the hydrated parts of the first page read (`hydrationRecord`). */
const hydrationMark = '__hydration';

/**
 * A page record as the first page embeds it for hydration: `hydrationFields`, the `templateData`
 * rows named in `rows` and the description when `keepDescription`; the rest is read only inside
 * static regions, which keep the server's markup while the browser hydrates (ui/static-region.tsx). It is
 * marked, so that a later view of the page, which renders those regions, loads the whole record
 * first (`isHydrationRecord`, `useRouteResolution`).
 */
export function hydrationRecord<T extends { templateData?: readonly { name: string }[] | null; description?: string | null }>(record: T, rows: ReadonlySet<string>, keepDescription: boolean): T {
  const out: Record<string, unknown> = { [hydrationMark]: true };
  for (const field of hydrationFields) if (field in record) out[field] = record[field as keyof T];
  out.templateData = (record.templateData ?? []).filter((row) => rows.has(row.name));
  out.description = keepDescription ? (record.description ?? null) : null;
  return out as T;
}

/**
 * What the first view reads of a page record besides its rows and description: its id, its route
 * (to find it), its template and title (the banner), and in another language than the default
 * whether it is translated and which fields are not (the note and `lang` marks, routing/page-languages.ts).
 * The dates and SEO fields are the head's, which the browser leaves as the server printed it on
 * the first view (head/head-manager.ts).
 */
const hydrationFields = ['_id', 'title', 'pageRoute', 'template', '_translated', '_fallback'];

/** Whether a record is one cut down by `hydrationRecord`. */
export function isHydrationRecord(record: unknown): boolean {
  return Boolean(record && typeof record === 'object' && (record as Record<string, unknown>)[hydrationMark] === true);
}

/** Whether a cut list was cut for the page at `path`. */
export const isPartialFor = (body: unknown, path: string): boolean => (body as Record<string, unknown> | null)?.[partialOwnerMark] === path;

/** Whether a list answer is one of those cut down by the server (see `partialList`). */
export function isPartialList(body: unknown): boolean {
  return Boolean(body && typeof body === 'object' && (body as Record<string, unknown>)[partialMark] === true);
}

/** Reads `body.data` as a list, or null when the answer has no list there. */
export function listFrom<T>(body: unknown): T[] | null {
  const data = (body as { data?: unknown } | null | undefined)?.data;
  return Array.isArray(data) ? (data as T[]) : null;
}

/**
 * A public `{key}/active` list (`null` key: none). A malformed answer is an error, not an empty list.
 * A list the server cut down for one part of one page (`partialList`) is read only by that part
 * (`acceptPartial`, or `{ for: pathname }` when it was cut for one page); anyone else sees it
 * loading while the whole list is fetched.
 */
export function useActiveList<T>(
  key: string | null,
  {
    acceptPartial = false,
    partialWhileLoading = false,
  }: {
    acceptPartial?: boolean | { for: string };
    /** A cut list not accepted is still read while the whole one loads (a listing's Load More keeps its cards, issue 46). */
    partialWhileLoading?: boolean;
  } = {},
): ActiveList<T> {
  const path = key ? `${key}/active` : null;
  const store = useApiStore();
  const result = useApiData<unknown>(path);
  const accepted = typeof acceptPartial === 'boolean' ? acceptPartial : isPartialFor(result.body, acceptPartial.for);
  const needsWhole = result.status === 'ready' && !accepted && isPartialList(result.body);
  useEffect(() => {
    if (needsWhole && path) void store.load(path, true);
  }, [needsWhole, path, store]);
  if (needsWhole && !partialWhileLoading) return { status: 'loading', items: undefined, error: undefined, reload: result.reload };
  if (result.status !== 'ready') {
    return { status: result.status, items: undefined, error: result.error, reload: result.reload };
  }
  const items = listFrom<T>(result.body);
  if (!items) return { status: 'error', items: undefined, error: { status: null, message: invalidDataMessage }, reload: result.reload };
  const facts = isPartialList(result.body) ? (result.body as Record<string, unknown>)[listingFactsMark] : undefined;
  return {
    status: 'ready',
    items,
    error: undefined,
    reload: result.reload,
    ...(facts && typeof facts === 'object' ? { facts: facts as Record<string, unknown> } : {}),
    ...(isPartialList(result.body) ? { partial: true } : {}),
  };
}
