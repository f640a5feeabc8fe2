import fs from 'node:fs';
import path from 'node:path';
import type { ContentType } from '@hospital/content/content-type';
import { splitLanguagePath } from '@hospital/content/i18n/languages';
import type { BrokenLink, LinkReason } from '@hospital/content/wire/link-review';
import { pagePath, publicPages, recordPath, type PublicPageType } from '@hospital/content/public-urls';
import { contentTypeByKey, contentTypes } from '@hospital/content/registry';
import { siteSettings } from '@hospital/content/types/site-settings/index';
import type { Db } from '../db/database';
import { transaction } from '../db/transaction';
import { tableOf, parseData } from '../content/content-storage';
import { newId } from '../lib/ids';
import { uploadHashOf } from '../media/media-operations';
import { getAllMenus, type MenuItem } from '../menus/menu-operations';
import { getSiteLanguages, getSiteSettings, siteSettingsKey } from '../settings/site-settings-operations';
import { linkKind, linksOfRecord, type FoundLink } from './link-extract';
import { checkOnLinkThread } from './link-thread';

/**
 * The link check (issue 34): every published record, the site settings and the menus are read
 * for links and images; an address of this site is resolved against the public address table
 * (no HTTP to ourselves), an upload against the media library and its folder, and, when the
 * hospital turns it on, another website's address is asked (HEAD, then GET) a few at a time with a
 * time-out. The findings replace the previous run's in `broken_links`. The work runs on a thread of
 * its own (link-thread.ts) with its own database connection, so visitors never wait behind it.
 */

export { linkReasons, type LinkReason } from '@hospital/content/wire/link-review';

/** A broken link as the check finds it: the report's row before it is stored (no id, no date yet). */
export type LinkProblem = Omit<BrokenLink, '_id' | 'foundAt'>;

/** Addresses of this site that answer without a record: the search page, feeds, the studio, the API, the web app's files. */
const fixedAddresses = [/^\/search$/, /^\/sitemap\.xml$/, /^\/robots\.txt$/, /^\/(admin|api|assets|healthz|readyz|favicon)(\/|$|\.)/];

/** A path without query, hash, duplicate or trailing slashes, decoded: how the router reads it. */
export function normalisePath(url: string): string {
  const bare = url.split(/[?#]/)[0] ?? '';
  let decoded = bare;
  try {
    decoded = decodeURIComponent(bare);
  } catch {
    // A malformed escape matches nothing: reported as not found.
  }
  const trimmed = decoded.replace(/\/{2,}/g, '/').replace(/\/+$/, '');
  return trimmed || '/';
}

const typeLabel = (type: ContentType): string => type.label.singular;

/** Every address of this site: those the public sees, and those of records that are not on the website. */
export interface SiteAddresses {
  live: Set<string>;
  /** Address → what is there but not public, in words. */
  hidden: Map<string, string>;
  /** Content hashes of the media library's files. */
  media: Set<string>;
  /** The uploads folder, to tell a library record whose file is gone. */
  uploadsDir: string | undefined;
  /** The site's languages: `/hi/…` is the page at `/…` in Hindi. */
  languages: readonly string[];
  /** Old addresses a redirect of the studio leads on from (exact), and the prefixes of its prefix rules. */
  redirected: { exact: Set<string>; prefixes: string[] };
}

/** Rows read per statement of the address table. */
const addressBatch = 500;

/**
 * Every row of a table, `addressBatch` at a time by id, with a pause between statements: the
 * publish warning reads the address table on the main thread, where one statement over thousands
 * of rows would hold visitors up for tens of milliseconds (SQLite's statements run on it).
 */
async function allRows<R extends { id: string }>(read: (after: string, limit: number) => Promise<R[]>): Promise<R[]> {
  const out: R[] = [];
  let after = '';
  for (;;) {
    const rows = await read(after, addressBatch);
    out.push(...rows);
    if (rows.length < addressBatch) return out;
    after = rows[rows.length - 1]!.id;
    await new Promise((resolve) => setImmediate(resolve));
  }
}

/** Reads the address table of the website from the database, a few hundred rows a statement. */
export async function siteAddresses(db: Db, uploadsDir?: string): Promise<SiteAddresses> {
  const live = new Set<string>();
  const hidden = new Map<string, string>();
  const note = (address: string | undefined, isLive: boolean, what: string) => {
    if (!address) return;
    const key = normalisePath(address);
    if (isLive) live.add(key);
    else if (!hidden.has(key)) hidden.set(key, what);
  };
  const rowsOf = (type: ContentType) =>
    allRows((after, limit) => db.kysely.selectFrom(tableOf(type)).select(['id', 'slug', 'title', 'status']).where('id', '>', after).orderBy('id').limit(limit).execute());
  const pages = contentTypeByKey('pages');
  if (pages) {
    for (const row of await rowsOf(pages)) {
      if (row.slug) note(pagePath(row.slug), row.status === 'active', `${typeLabel(pages)} "${row.title}"`);
    }
  }
  const departments = new Map<string, { slug: string | null; live: boolean }>();
  const categories = contentTypeByKey('expert-categories');
  if (categories) {
    for (const row of await rowsOf(categories)) departments.set(row.id, { slug: row.slug, live: row.status === 'active' });
  }
  for (const key of Object.keys(publicPages) as PublicPageType[]) {
    const type = contentTypeByKey(key);
    if (!type) continue;
    const rows = await rowsOf(type);
    const what = (title: string) => `${typeLabel(type)} "${title}"`;
    if (!publicPages[key].path.includes('{departmentSlug}')) {
      for (const row of rows) note(recordPath(key, { slug: row.slug }), row.status === 'active', what(row.title));
      continue;
    }
    // The relations of the records read, for a few hundred records a statement.
    const relations: { from_id: string; to_id: string }[] = [];
    for (let i = 0; i < rows.length; i += addressBatch) {
      const ids = rows.slice(i, i + addressBatch).map((row) => row.id);
      relations.push(...(await db.kysely.selectFrom('content_relations').select(['from_id', 'to_id']).where('from_type', '=', key).where('field', '=', 'departments').where('from_id', 'in', ids).execute()));
      await new Promise((resolve) => setImmediate(resolve));
    }
    const byRecord = new Map(rows.map((row) => [row.id, row]));
    for (const relation of relations) {
      const row = byRecord.get(relation.from_id);
      const department = departments.get(relation.to_id);
      if (!row || !department?.slug) continue;
      note(recordPath(key, { slug: row.slug, departmentSlug: department.slug }), row.status === 'active' && department.live, what(row.title));
    }
  }
  const media = new Set(
    (await allRows((after, limit) => db.kysely.selectFrom('media').select(['id', 'file_name']).where('id', '>', after).orderBy('id').limit(limit).execute())).map((row) => row.file_name.slice(0, 16)),
  );
  // An old address a redirect answers still leads a patient somewhere: not a broken link. Read
  // from the redirects' table as it stands (server/src/redirects keeps it), not through that feature.
  const redirected = { exact: new Set<string>(), prefixes: [] as string[] };
  for (const row of await db.kysely.selectFrom('redirects').select(['from_path', 'kind']).execute()) {
    if (row.kind === 'prefix') redirected.prefixes.push(row.from_path === '/' ? '/' : `${row.from_path}/`);
    else redirected.exact.add(normalisePath(row.from_path));
  }
  return { live, hidden, media, uploadsDir, languages: await getSiteLanguages(db), redirected };
}

/** Why an address of this site does not answer, or undefined when it does. */
export function internalProblem(addresses: SiteAddresses, url: string): { reason: LinkReason; detail: string } | undefined {
  const address = normalisePath(url);
  if (address.startsWith('/uploads/')) {
    const hash = uploadHashOf(address);
    if (!hash || !addresses.media.has(hash)) return { reason: 'missing-media', detail: 'No file of the media library has this address (it may have been deleted).' };
    if (addresses.uploadsDir && !fs.existsSync(path.join(addresses.uploadsDir, address.slice('/uploads/'.length)))) {
      return { reason: 'missing-media', detail: "The media library lists this file but it is missing from the server's uploads folder." };
    }
    return undefined;
  }
  const { path: page } = splitLanguagePath(address, addresses.languages);
  const known = (candidate: string) =>
    addresses.live.has(candidate) ||
    fixedAddresses.some((pattern) => pattern.test(candidate)) ||
    addresses.redirected.exact.has(candidate) ||
    addresses.redirected.prefixes.some((prefix) => candidate.startsWith(prefix));
  if (known(address) || known(page)) return undefined;
  const hidden = addresses.hidden.get(page);
  if (hidden) return { reason: 'not-public', detail: `${hidden} is not on the website (a draft, or unpublished).` };
  return { reason: 'not-found', detail: 'No page answers at this address (it may have been deleted, renamed or mistyped).' };
}

export interface ExternalCheckOptions {
  /** Whether other websites are asked at all (the site setting; tests set it). */
  enabled: boolean;
  /** Milliseconds one address may take. */
  timeoutMs: number;
  /** Addresses asked at once. */
  concurrency: number;
  /** Addresses asked per run; the rest wait for the next. */
  cap: number;
  userAgent: string;
}

export const defaultExternalCheck: Omit<ExternalCheckOptions, 'enabled'> = {
  timeoutMs: 10_000,
  concurrency: 4,
  cap: 300,
  userAgent: 'HospitalWebsiteLinkCheck/1.0 (checks that the links of the hospital website still answer)',
};

/** Asks another website whether an address answers: HEAD, then GET when HEAD is refused or fails. */
export async function externalProblem(url: string, options: Omit<ExternalCheckOptions, 'enabled'>): Promise<string | undefined> {
  const ask = async (method: 'HEAD' | 'GET'): Promise<number | string> => {
    try {
      const response = await fetch(url, { method, redirect: 'follow', headers: { 'user-agent': options.userAgent, accept: 'text/html,*/*' }, signal: AbortSignal.timeout(options.timeoutMs) });
      await response.body?.cancel().catch(() => undefined);
      return response.status;
    } catch (error) {
      const name = error instanceof Error ? error.name : '';
      return name === 'TimeoutError' || name === 'AbortError' ? `No answer within ${Math.round(options.timeoutMs / 100) / 10} s.` : 'The website could not be reached.';
    }
  };
  const head = await ask('HEAD');
  if (typeof head === 'number' && head < 400) return undefined;
  if (typeof head === 'string' && head.startsWith('No answer')) return head;
  const get = await ask('GET');
  if (typeof get === 'number') return get < 400 ? undefined : `The website answered ${get}${get === 404 || get === 410 ? ' (no such page)' : ''}.`;
  return get;
}

/** One place a link was found. */
interface Place extends FoundLink {
  sourceType: string;
  sourceId: string;
  sourceTitle: string;
}

/** Rows read per statement. */
const batchSize = 100;

/** Every link of what the website shows, place by place: published records, then the site settings, then the menus. */
async function* placesOfSite(db: Db): AsyncGenerator<Place[]> {
  for (const type of contentTypes.filter((t) => t.kind === 'collection')) {
    let after = '';
    for (;;) {
      const rows = await db.kysely.selectFrom(tableOf(type)).select(['id', 'title', 'data']).where('status', '=', 'active').where('id', '>', after).orderBy('id').limit(batchSize).execute();
      if (rows.length === 0) break;
      after = rows[rows.length - 1]?.id ?? after;
      for (const row of rows) yield linksOfRecord(type.fields, parseData(row)).map((link) => ({ ...link, sourceType: type.key, sourceId: row.id, sourceTitle: row.title }));
      if (rows.length < batchSize) break;
    }
  }
  const settings = await getSiteSettings(db);
  yield linksOfRecord(siteSettings.fields, settings).map((link) => ({ ...link, sourceType: siteSettingsKey, sourceId: siteSettingsKey, sourceTitle: 'Site settings' }));
  const menus = await getAllMenus(db);
  const itemsOf = (items: readonly MenuItem[]): MenuItem[] => items.flatMap((item) => [item, ...itemsOf(item.children)]);
  for (const [location, items] of Object.entries(menus)) {
    yield itemsOf(items).map((item) => ({ field: `Item "${item.title}"`, url: item.path, sourceType: 'menus', sourceId: location, sourceTitle: `The ${location} menu` }));
  }
}

/** Runs `work` over `items`, at most `limit` at once. */
async function eachLimited<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const lanes = Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, async () => {
    while (next < items.length) {
      const item = items[next] as T;
      next += 1;
      await work(item);
    }
  });
  await Promise.all(lanes);
}

/** What a run found. */
export interface LinkCheckCounts {
  records: number;
  links: number;
  external: number;
  broken: number;
}

export interface LinkCheckResult extends LinkCheckCounts {
  runId: string;
}

export interface LinkCheckOptions {
  uploadsDir?: string;
  external?: Partial<ExternalCheckOptions>;
  now?: Date;
}

/** A run's work as the link thread is given it (plain data: it crosses threads). */
export interface LinkCheckWork {
  uploadsDir?: string;
  external?: Partial<ExternalCheckOptions>;
  /** When the run started (ISO): the findings' date, and which external addresses are asked first. */
  startedAt: string;
}

/**
 * One whole check: records its run, has the link thread (link-thread.ts) read, resolve and save
 * the findings with a database connection of its own, and answers the counts. Only the run's row
 * is written here, on the caller's thread: a thread that fails or stops still leaves it failed.
 */
export async function runLinkCheck(db: Db, options: LinkCheckOptions = {}): Promise<LinkCheckResult> {
  const runId = newId();
  const startedAt = (options.now ?? new Date()).toISOString();
  await db.kysely.insertInto('link_check_runs').values({ id: runId, status: 'running', started_at: startedAt, finished_at: null, error: null }).execute();
  try {
    const counts = await checkOnLinkThread(db.connection, { uploadsDir: options.uploadsDir, external: options.external, startedAt });
    await db.kysely
      .updateTable('link_check_runs')
      .set({ status: 'done', finished_at: new Date().toISOString(), records: counts.records, links: counts.links, external: counts.external, broken: counts.broken })
      .where('id', '=', runId)
      .execute();
    return { runId, ...counts };
  } catch (error) {
    const message = (error instanceof Error ? error.message : String(error)).slice(0, 2000);
    await db.kysely.updateTable('link_check_runs').set({ status: 'failed', finished_at: new Date().toISOString(), error: message }).where('id', '=', runId).execute();
    throw error;
  }
}

/**
 * A run's work, on the link thread (link-worker.ts) with its connection: every link of what the
 * website shows resolved, other websites asked when that is on, the findings saved.
 */
export async function checkLinks(db: Db, { uploadsDir, external: overrides, startedAt }: LinkCheckWork): Promise<LinkCheckCounts> {
  const settings = await getSiteSettings(db);
  const external: ExternalCheckOptions = { enabled: settings.check_external_links === 'on', ...defaultExternalCheck, ...overrides };
  const addresses = await siteAddresses(db, uploadsDir);
  const problems: LinkProblem[] = [];
  const externalPlaces = new Map<string, Place[]>();
  const sources = new Set<string>();
  let links = 0;
  for await (const places of placesOfSite(db)) {
    for (const place of places) {
      sources.add(`${place.sourceType}:${place.sourceId}`);
      const kind = linkKind(place.url);
      if (kind === 'skip') continue;
      links += 1;
      if (kind === 'external') {
        if (external.enabled) externalPlaces.set(place.url, [...(externalPlaces.get(place.url) ?? []), place]);
        continue;
      }
      const problem = internalProblem(addresses, place.url);
      if (problem) problems.push({ ...placeOf(place), ...problem });
    }
  }
  // Beyond the cap, each day's run starts further along the list, so every address is asked in turn.
  const addressesOut = [...externalPlaces.keys()].sort();
  const from = addressesOut.length > external.cap ? (Math.floor(Date.parse(startedAt) / 86_400_000) * external.cap) % addressesOut.length : 0;
  const asked = [...addressesOut.slice(from), ...addressesOut.slice(0, from)].slice(0, external.cap);
  await eachLimited(asked, external.concurrency, async (url) => {
    const detail = await externalProblem(url, external);
    if (detail) for (const place of externalPlaces.get(url) ?? []) problems.push({ ...placeOf(place), reason: 'external', detail });
  });
  await saveFindings(db, problems, startedAt);
  return { records: sources.size, links, external: asked.length, broken: problems.length };
}

const placeOf = (place: Place) => ({ sourceType: place.sourceType, sourceId: place.sourceId, sourceTitle: place.sourceTitle, field: place.field, url: place.url });

/** A finding as it is stored: long texts cut to their columns' sizes. */
const storedFinding = (p: LinkProblem) => ({
  source_type: p.sourceType,
  source_id: p.sourceId,
  source_title: p.sourceTitle.slice(0, 500),
  field: p.field.slice(0, 200),
  url: p.url.slice(0, 2000),
  reason: p.reason,
  detail: p.detail,
});

/** What tells a stored finding apart: everything but its id and date (NUL never appears in them). */
const findingKey = (r: { source_type: string; source_id: string; source_title: string; field: string; url: string; reason: string; detail: string }): string =>
  `${r.source_type}\0${r.source_id}\0${r.source_title}\0${r.field}\0${r.url}\0${r.reason}\0${r.detail}`;

/**
 * Makes the stored findings this run's, in one transaction so the report never shows half a run:
 * a finding the last run made too stays as it is (its id, and `found_at`, when a check first found
 * it), one no longer found goes, a new one comes. On SQLite a write holds the database's write
 * lock, which the main thread's writes (job claims, the heartbeat, editors' saves) then wait for,
 * blocking it; rewriting every finding each run held it for 30-200 ms over the bench's 10,000,
 * where a run that finds what the last one did writes nothing.
 */
async function saveFindings(db: Db, problems: readonly LinkProblem[], foundAt: string): Promise<void> {
  const kept = new Map<string, string[]>();
  for (const row of await db.kysely.selectFrom('broken_links').select(['id', 'source_type', 'source_id', 'source_title', 'field', 'url', 'reason', 'detail']).execute()) {
    const key = findingKey(row);
    const ids = kept.get(key);
    if (ids) ids.push(row.id);
    else kept.set(key, [row.id]);
  }
  // The same link twice in one field is two findings: each stored one is matched once.
  const added: ReturnType<typeof storedFinding>[] = [];
  for (const problem of problems) {
    const finding = storedFinding(problem);
    const ids = kept.get(findingKey(finding));
    if (ids?.length) ids.pop();
    else added.push(finding);
  }
  const gone = [...kept.values()].flat();
  if (added.length === 0 && gone.length === 0) return;
  const rows = added.map((finding) => ({ id: newId(), ...finding, found_at: foundAt }));
  await transaction(db, async (trx) => {
    for (let i = 0; i < gone.length; i += 500) await trx.deleteFrom('broken_links').where('id', 'in', gone.slice(i, i + 500)).execute();
    for (let i = 0; i < rows.length; i += 100) await trx.insertInto('broken_links').values(rows.slice(i, i + 100)).execute();
  });
}

/**
 * The links of a record about to be published that lead to nothing public (this site's only:
 * asking other websites would hold the editor up). What the publish warning shows.
 */
export async function recordLinkWarnings(db: Db, type: ContentType, fields: Readonly<Record<string, unknown>>): Promise<Omit<LinkProblem, 'sourceType' | 'sourceId' | 'sourceTitle'>[]> {
  const internal = linksOfRecord(type.fields, fields).filter((link) => linkKind(link.url) === 'internal');
  if (internal.length === 0) return [];
  const addresses = await siteAddresses(db);
  return internal.flatMap((link) => {
    const problem = internalProblem(addresses, link.url);
    return problem ? [{ ...link, ...problem }] : [];
  });
}
