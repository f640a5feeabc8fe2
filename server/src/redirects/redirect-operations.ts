import type { Kysely, Transaction } from 'kysely';
import { z } from 'zod';
import { defaultLanguage, siteLanguages } from '@hospital/content/i18n/languages';
import type { Db } from '../db/database';
import { transaction } from '../db/transaction';
import type { Database, RedirectRow } from '../db/schema';
import { NotFoundError, ValidationError } from '../errors/http-errors';
import { csvDocument, parseCsv } from '../lib/csv';
import { isId, newId } from '../lib/ids';
import { parseInput } from '../lib/parse-input';
import { describeLivePage, liveAddresses, type LivePage } from './live-addresses';
import {
  RuleError,
  RuleSet,
  follow,
  isExternal,
  parseRule,
  redirectSources,
  resolvePath,
  withoutLanguage,
  writtenFrom,
  writtenTo,
  type RedirectKind,
  type RedirectRule,
  type RedirectSource,
} from './redirect-rules';

/**
 * Redirects: an old address that answers 301 with a new one. Every way a redirect is made (the
 * studio, a CSV file, an import from an old site, a published record whose address changed)
 * goes through `saveRules`, which holds them all to the same rules: the addresses written
 * correctly (`redirect-rules.ts`), no loop, no redirect hiding a page on the website, and chains
 * collapsed so that a visit takes one hop. No HTTP here: the routes, the seed, the importer and
 * the content operations call these directly.
 */

type Executor = Kysely<Database> | Transaction<Database>;

type StoredRule = RedirectRule & { id: string };

/** A redirect as the API shows it: addresses as written (`/old-blog/*`). */
export interface Redirect {
  _id: string;
  from: string;
  to: string;
  kind: RedirectKind;
  source: RedirectSource;
  hits: number;
  lastHitAt: string | null;
  createdAt: string;
  updatedAt: string;
  createdBy: string | null;
  /** The record whose address moved, for automatic redirects. */
  recordType: string | null;
  recordId: string | null;
}

export interface RedirectActor {
  id: string;
}

/** Who may be named as the maker of a rule: an admin's id (null for the system). */
const actorId = (actor: RedirectActor | null | undefined): string | null => actor?.id ?? null;

export const redirectInputSchema = z.strictObject(
  {
    from: z.string({ error: 'Enter the old address, e.g. /old-page.' }).max(1000, 'The old address must be at most 1000 characters.'),
    to: z.string({ error: 'Enter the new address, e.g. /new-page.' }).max(2000, 'The new address must be at most 2000 characters.'),
  },
  { error: (iss) => (iss.code === 'unrecognized_keys' ? `Unknown field: ${iss.keys.join(', ')}.` : undefined) },
);
export type RedirectInput = z.infer<typeof redirectInputSchema>;

const sourceSchema = z.enum(redirectSources, { error: `source must be one of: ${redirectSources.join(', ')}.` });

export const redirectListQuerySchema = z.strictObject({
  q: z.string().max(200, 'Search at most 200 characters.').optional(),
  source: sourceSchema.optional(),
});
export type RedirectListQuery = z.infer<typeof redirectListQuerySchema>;

export const toRedirect = (row: RedirectRow): Redirect => {
  const kind: RedirectKind = row.kind === 'prefix' ? 'prefix' : 'exact';
  return {
    _id: row.id,
    from: writtenFrom({ kind, from: row.from_path }),
    to: writtenTo({ kind, to: row.to_path }),
    kind,
    source: (redirectSources as readonly string[]).includes(row.source) ? (row.source as RedirectSource) : 'manual',
    hits: Number(row.hits),
    lastHitAt: row.last_hit_at,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    createdBy: row.created_by,
    recordType: row.record_type,
    recordId: row.record_id,
  };
};

const ruleOf = (row: Pick<RedirectRow, 'id' | 'kind' | 'from_path' | 'to_path'>): StoredRule => ({ id: row.id, kind: row.kind === 'prefix' ? 'prefix' : 'exact', from: row.from_path, to: row.to_path });

/** The language prefixes of the site's addresses (`/hi/…`), from the site settings. */
export async function siteLanguagePrefixes(db: Executor): Promise<string[]> {
  const row = await db.selectFrom('settings').select('value').where('key', '=', 'site-settings').executeTakeFirst();
  let languages: unknown;
  try {
    languages = row ? (JSON.parse(row.value) as Record<string, unknown>).languages : undefined;
  } catch {
    languages = undefined;
  }
  const list = typeof languages === 'string' ? languages.split(/[\s,]+/) : languages;
  return siteLanguages(list).filter((code) => code !== defaultLanguage);
}

/**
 * The live pages a rule could hide, by address: each page by its path and by every path above it
 * (a prefix rule from `/a` hides `/a/b`), with and without a language prefix. Built once per save,
 * so checking a rule costs a lookup whatever the number of pages.
 */
function shadowIndex(live: ReadonlyMap<string, LivePage>): { exact: ReadonlyMap<string, LivePage>; under: Map<string, { path: string; page: LivePage }> } {
  const under = new Map<string, { path: string; page: LivePage }>();
  for (const [path, page] of live) {
    for (let prefix = path; ; prefix = prefix.slice(0, prefix.lastIndexOf('/')) || '/') {
      if (!under.has(prefix)) under.set(prefix, { path, page });
      if (prefix === '/') break;
    }
  }
  return { exact: live, under };
}

/** The live page an address (or, for a prefix rule, anything under it) would hide, if any. */
function shadowedPage(rule: RedirectRule, index: ReturnType<typeof shadowIndex>, languages: readonly string[]): { path: string; page: LivePage } | undefined {
  const own = withoutLanguage(rule.from, languages).path;
  if (rule.kind === 'exact') {
    const page = index.exact.get(rule.from) ?? index.exact.get(own);
    return page ? { path: rule.from, page } : undefined;
  }
  return index.under.get(rule.from) ?? index.under.get(own);
}

export interface RuleToSave extends RedirectRule {
  source: RedirectSource;
  recordType?: string | null;
  recordId?: string | null;
  /** Replaces this rule (an edit); else a rule from the same address is replaced only when `replace` is set. */
  id?: string;
  /** An automatic rule replaces one from the same address; a person's add is refused instead. */
  replace?: boolean;
}

/** A rule refused, with the field and message to show beside it. */
export class RefusedRule extends Error {
  constructor(
    readonly field: 'from' | 'to',
    message: string,
  ) {
    super(message);
  }
}

/** Rows per INSERT or DELETE: well under SQLite's and PostgreSQL's limits on a statement's parameters. */
const rowsPerStatement = 500;

const chunks = <T>(list: readonly T[], size = rowsPerStatement): T[][] => Array.from({ length: Math.ceil(list.length / size) }, (_, i) => list.slice(i * size, (i + 1) * size));

/**
 * Checks and saves rules in one transaction, as `saveRedirects` does, against the rules already
 * there and each other: refuses a loop (naming the addresses), a redirect hiding a live page
 * (naming it), two rules from one address; then points the new rules, and the rules that led to
 * their old addresses, straight at their last address (one hop). Returns the ids saved, or the
 * refusal of each rule that could not be saved (by its position) when `partial` is set; without
 * `partial` the first refusal throws and nothing is saved.
 *
 * Linear in the rules there and the rules saved: the rules are read once into one `RuleSet`,
 * each new rule is tried in it in place (and taken out again when refused), and new rules are
 * written in multi-row statements, so 50,000 lines import in seconds.
 */
async function saveRules(
  trx: Transaction<Database>,
  rules: readonly RuleToSave[],
  actor: RedirectActor | null | undefined,
  options: { partial?: boolean; live?: ReadonlyMap<string, LivePage> } = {},
): Promise<{ savedIds: string[]; refused: Map<number, RefusedRule> }> {
  const existing = (await trx.selectFrom('redirects').select(['id', 'kind', 'from_path', 'to_path']).execute()).map((row) => ({ row, rule: ruleOf(row) }));
  const shadows = shadowIndex(options.live ?? (await liveAddresses(trx)));
  const languages = await siteLanguagePrefixes(trx);
  const refused = new Map<number, RefusedRule>();
  // The rules as they will be: existing ones, less those replaced, plus each new one accepted.
  const current = new RuleSet<StoredRule>(existing.map((e) => e.rule));
  const byId = new Map(existing.map((e) => [e.rule.id, e.rule]));
  const accepted = new Map<string, RuleToSave>();
  const removedIds = new Set<string>();
  const otherKind = (kind: RedirectKind): RedirectKind => (kind === 'exact' ? 'prefix' : 'exact');

  rules.forEach((rule, index) => {
    const refuse = (field: 'from' | 'to', message: string) => {
      if (!options.partial) throw new ValidationError(message, { [field]: message });
      refused.set(index, new RefusedRule(field, message));
    };
    const same = current.get(rule.kind, rule.from);
    if (same && same.id !== rule.id && !rule.replace) {
      return refuse('from', `"${writtenFrom(rule)}" already redirects to "${writtenTo(same)}". Edit that redirect instead.`);
    }
    // One rule per address (the table's `from_path` is unique), whichever its kind.
    const twin = current.get(otherKind(rule.kind), rule.from);
    if (twin && twin.id !== rule.id) {
      return refuse('from', `"${writtenFrom(twin)}" already redirects from this address to "${writtenTo(twin)}". Edit that redirect instead.`);
    }
    const shadow = shadowedPage(rule, shadows, languages);
    if (shadow) {
      return refuse(
        'from',
        `"${writtenFrom(rule)}" would hide ${describeLivePage(shadow.page)} at ${shadow.path}, which is on the website. Unpublish it or change its address first.`,
      );
    }
    const id = rule.id ?? (same && rule.replace ? same.id : newId());
    const previous = rule.id ? byId.get(rule.id) : undefined;
    if (previous) current.delete(previous.kind, previous.from);
    const stored: StoredRule = { id, kind: rule.kind, from: rule.from, to: rule.to };
    const displaced = current.add(stored);
    const probe = rule.kind === 'exact' ? rule.from : `${rule.from === '/' ? '' : rule.from}/x`;
    const path = follow(current, probe);
    if (path.loop) {
      current.delete(stored.kind, stored.from);
      if (displaced) current.add(displaced);
      if (previous) current.add(previous);
      return refuse('to', `"${writtenFrom(rule)}" → "${writtenTo(rule)}" would make a loop: ${path.trail.join(' → ')}.`);
    }
    if (displaced && displaced.id !== id) {
      byId.delete(displaced.id);
      accepted.delete(displaced.id);
      removedIds.add(displaced.id);
    }
    byId.set(id, stored);
    accepted.delete(id);
    accepted.set(id, rule);
  });

  if (accepted.size === 0) return { savedIds: [], refused };
  // Chains collapsed: every exact target that another rule moves on points at its last address.
  const finalTo = (rule: RedirectRule): string => {
    if (rule.kind !== 'exact' || isExternal(rule.to)) return rule.to;
    const cut = rule.to.search(/[?#]/);
    const target = cut < 0 ? rule.to : rule.to.slice(0, cut);
    const hop = follow(current, target);
    if (hop.rules.length === 0 || hop.loop) return rule.to;
    // A target with its own query keeps it when the chain's end has none.
    return cut >= 0 && !/[?#]/.test(hop.to) ? `${hop.to}${rule.to.slice(cut)}` : hop.to;
  };
  const now = new Date().toISOString();
  const there = new Set(existing.map((e) => e.rule.id));
  for (const ids of chunks([...removedIds].filter((id) => there.has(id)))) await trx.deleteFrom('redirects').where('id', 'in', ids).execute();
  const valuesOf = (rule: RuleToSave) => ({
    from_path: rule.from,
    to_path: finalTo(rule),
    kind: rule.kind,
    source: rule.source,
    record_type: rule.recordType ?? null,
    record_id: rule.recordId ?? null,
    updated_at: now,
  });
  const fresh: RedirectRow[] = [];
  for (const [id, rule] of accepted) {
    if (there.has(id)) await trx.updateTable('redirects').set(valuesOf(rule)).where('id', '=', id).execute();
    else fresh.push({ id, ...valuesOf(rule), hits: 0, last_hit_at: null, created_at: now, created_by: actorId(actor) });
  }
  for (const rows of chunks(fresh)) await trx.insertInto('redirects').values(rows).execute();
  for (const { row, rule } of existing) {
    if (accepted.has(row.id) || removedIds.has(row.id) || byId.get(row.id) !== rule) continue;
    const to = finalTo(rule);
    if (to !== row.to_path) await trx.updateTable('redirects').set({ to_path: to, updated_at: now }).where('id', '=', row.id).execute();
  }
  return { savedIds: [...accepted.keys()], refused };
}

/** The rows of the rules just saved, in the order given. */
async function savedRows(trx: Executor, ids: readonly string[]): Promise<RedirectRow[]> {
  const rows = ids.length === 0 ? [] : await trx.selectFrom('redirects').selectAll().where('id', 'in', [...ids]).execute();
  const order = new Map(ids.map((id, i) => [id, i]));
  return rows.sort((a, b) => order.get(a.id)! - order.get(b.id)!);
}

/** A rule read from what a person wrote, or a 400 naming the side that is wrong. */
function ruleFromInput(input: RedirectInput): RedirectRule {
  try {
    return parseRule(input);
  } catch (error) {
    if (error instanceof RuleError) throw new ValidationError(error.message, { [error.field]: error.message });
    throw error;
  }
}

/**
 * Adds a redirect from `from` to `to` (see `redirect-rules.ts` for how they are written).
 * `source` says where it came from: manual (the studio), csv, import (another site's addresses).
 */
export async function createRedirect(db: Db, input: { from: string; to: string; source?: RedirectSource }, actor?: RedirectActor | null): Promise<Redirect> {
  const { source = 'manual', ...body } = input;
  const rule = ruleFromInput(parseInput(redirectInputSchema, body));
  const source_ = parseInput(sourceSchema, source, (e) => Object.values(e)[0] ?? 'source is not valid.');
  // Retried whole on a deadlock or a serialization failure (db/transaction.ts), as every save is (issue 46).
  const saved = await transaction(db, async (trx) => savedRows(trx, (await saveRules(trx, [{ ...rule, source: source_ }], actor)).savedIds));
  return toRedirect(saved[0]!);
}

/** Changes a redirect's addresses, held to the same rules as a new one. */
export async function updateRedirect(db: Db, id: string, input: RedirectInput, actor?: RedirectActor | null): Promise<Redirect> {
  const rule = ruleFromInput(parseInput(redirectInputSchema, input));
  const saved = await transaction(db, async (trx) => {
    const current = await findRedirect(trx, id);
    return savedRows(trx, (await saveRules(trx, [{ ...rule, id, source: current.source === 'auto' ? 'manual' : (current.source as RedirectSource) }], actor)).savedIds);
  });
  return toRedirect(saved[0]!);
}

async function findRedirect(db: Executor, id: string): Promise<RedirectRow> {
  const row = isId(id) ? await db.selectFrom('redirects').selectAll().where('id', '=', id).executeTakeFirst() : undefined;
  if (!row) throw new NotFoundError(`No redirect with id ${String(id).slice(0, 64)}.`);
  return row;
}

export async function getRedirect(db: Db, id: string): Promise<Redirect> {
  return toRedirect(await findRedirect(db.kysely, id));
}

/** Deletes a redirect: its old address answers whatever is there now (a page, or "not found"). */
export async function deleteRedirect(db: Db, id: string): Promise<Redirect> {
  const row = await findRedirect(db.kysely, id);
  await db.kysely.deleteFrom('redirects').where('id', '=', id).execute();
  return toRedirect(row);
}

const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Every redirect, newest first; `q` finds text in either address. */
export async function listRedirects(db: Db, query: RedirectListQuery = {}): Promise<Redirect[]> {
  const { q, source } = parseInput(redirectListQuerySchema, query);
  let select = db.kysely.selectFrom('redirects').selectAll();
  if (source) select = select.where('source', '=', source);
  if (q?.trim()) {
    const needle = `%${escapeLike(q.trim().toLowerCase())}%`;
    select = select.where((eb) => eb.or([eb(eb.fn('lower', ['from_path']), 'like', needle), eb(eb.fn('lower', ['to_path']), 'like', needle)]));
  }
  const rows = await select.orderBy('created_at', 'desc').orderBy('id').execute();
  return rows.map(toRedirect);
}

/** At most this many lines in one import: a large WordPress site's old addresses, imported in seconds. */
export const maxImportLines = 100_000;

export interface ImportLineError {
  /** The file's line number (1 is the first line, the header if there is one). */
  line: number;
  field: 'from' | 'to' | 'line';
  message: string;
}

export interface ImportResult {
  imported: number;
  errors: ImportLineError[];
}

/**
 * Imports `from,to` lines (a header `from,to` is optional): every good line is saved, each bad one
 * is reported by its line number and left out. Lines are checked against the redirects already
 * there and the lines above them. Importing the same file twice changes nothing the second time
 * (a line whose rule is there already is counted as imported).
 */
export async function importRedirectsCsv(db: Db, csv: string, actor?: RedirectActor | null, source: RedirectSource = 'csv'): Promise<ImportResult> {
  const rows = parseCsv(csv);
  const errors: ImportLineError[] = [];
  const items: ImportItem[] = [];
  const nonEmpty = rows.map((cells, i) => ({ cells, line: i + 1 })).filter(({ cells }) => cells.some((c) => c.trim() !== ''));
  if (nonEmpty.length > maxImportLines + 1) throw new ValidationError(`A file may hold at most ${maxImportLines.toLocaleString('en')} redirects; this one has ${(nonEmpty.length - 1).toLocaleString('en')} lines or more. Split it.`);
  for (const { cells, line } of nonEmpty) {
    const [from = '', to = '', ...rest] = cells.map((c) => c.trim());
    if (line === nonEmpty[0]!.line && from.toLowerCase() === 'from' && to.toLowerCase() === 'to') continue;
    if (rest.some((c) => c !== '')) errors.push({ line, field: 'line', message: `Line ${line}: expected two columns, from,to; found ${cells.length}.` });
    else items.push({ from, to, line });
  }
  if (items.length === 0 && errors.length === 0) throw new ValidationError('The file holds no redirects. Each line is: old address,new address.');
  const result = await importRedirects(db, items, actor, source);
  return { imported: result.imported, errors: [...errors, ...result.errors].sort((a, b) => a.line - b.line) };
}

/** One redirect of a list to import: its addresses as written, and its line (its position from 1 when not given). */
export interface ImportItem {
  from: string;
  to: string;
  line?: number;
}

/**
 * Imports a list of redirects (the CSV import's lines, or an importer's old addresses with
 * `source: 'import'`) in one transaction, each held to the rules of `createRedirect`: every good
 * one is saved, each bad one is reported by its line and left out. One already there is counted
 * as imported, so the same list imported twice changes nothing the second time.
 */
export async function importRedirects(db: Db, items: readonly ImportItem[], actor?: RedirectActor | null, source: RedirectSource = 'import'): Promise<ImportResult> {
  if (items.length > maxImportLines) throw new ValidationError(`At most ${maxImportLines.toLocaleString('en')} redirects at a time; this list has ${items.length.toLocaleString('en')}. Split it.`);
  const errors: ImportLineError[] = [];
  const rules: (RuleToSave & { line: number })[] = [];
  items.forEach((item, index) => {
    const line = item.line ?? index + 1;
    try {
      rules.push({ ...parseRule({ from: item.from, to: item.to }), source, line });
    } catch (error) {
      if (!(error instanceof RuleError)) throw error;
      errors.push({ line, field: error.field, message: `Line ${line}: ${error.message}` });
    }
  });
  // Retried whole on a deadlock or a serialization failure (db/transaction.ts): the refusals are of the try that committed.
  const { count: imported, refusals } = await transaction(db, async (trx) => {
    // A line that repeats a rule already there is imported already: left alone, not refused.
    const there = new Set((await trx.selectFrom('redirects').select(['kind', 'from_path', 'to_path']).execute()).map((r) => `${r.kind}:${r.from_path}:${r.to_path}`));
    const fresh = rules.filter((r) => !there.has(`${r.kind}:${r.from}:${r.to}`));
    const { savedIds, refused } = await saveRules(trx, fresh, actor, { partial: true });
    const lines = [...refused].map(([index, refusal]) => {
      const line = fresh[index]!.line;
      return { line, field: refusal.field, message: `Line ${line}: ${refusal.message}` };
    });
    return { count: savedIds.length + (rules.length - fresh.length), refusals: lines };
  });
  errors.push(...refusals);
  return { imported, errors: errors.sort((a, b) => a.line - b.line) };
}

/** Every redirect as `from,to` CSV, the format the import reads. */
export async function exportRedirectsCsv(db: Db): Promise<string> {
  const rows = await db.kysely.selectFrom('redirects').selectAll().orderBy('from_path').execute();
  return csvDocument([['from', 'to'], ...rows.map((row) => [writtenFrom(ruleOf(row)), writtenTo(ruleOf(row))])]);
}

/**
 * Where a path (without its query) is redirected, following any chain to its end, or undefined.
 * The language prefix of the site's other languages is kept: `/hi/old` → `/hi/new`.
 * Reads the database: the website answers from `RedirectTable`, which holds the same in memory.
 */
export async function resolveRedirect(db: Db, path: string): Promise<string | undefined> {
  const rules = new RuleSet((await db.kysely.selectFrom('redirects').selectAll().execute()).map(ruleOf));
  return resolvePath(rules, await siteLanguagePrefixes(db.kysely), path);
}

/**
 * Leaves redirects behind a record whose published addresses moved: each old address answers
 * with the new one (a doctor's address under the same department when it still has one), and a
 * redirect from an address that is a live page again is dropped. Runs inside the write's
 * transaction, so the new address and its redirect appear together.
 */
/** A published address that moved: from where, to where, and whether a redirect now leads from the old one to the new. */
export interface AddressMove {
  from: string;
  to: string;
  redirected: boolean;
  /** Why no redirect was made (it would hide a live page or make a loop). */
  refused?: string;
}

export async function redirectMovedAddresses(
  trx: Transaction<Database>,
  before: ReadonlyMap<string, LivePage>,
  after: ReadonlyMap<string, LivePage>,
): Promise<AddressMove[]> {
  const nowLive = [...after.keys()].filter((path) => !before.has(path));
  if (nowLive.length > 0) await trx.deleteFrom('redirects').where('kind', '=', 'exact').where('from_path', 'in', nowLive).execute();
  const newByKey = new Map<string, string>();
  const newByRecord = new Map<string, string>();
  for (const [path, page] of after) {
    if (!newByKey.has(page.key)) newByKey.set(page.key, path);
    if (!newByRecord.has(`${page.type}:${page.id}`)) newByRecord.set(`${page.type}:${page.id}`, path);
  }
  const moves: RuleToSave[] = [];
  for (const [path, page] of before) {
    if (after.has(path)) continue;
    const to = newByKey.get(page.key) ?? newByRecord.get(`${page.type}:${page.id}`);
    if (to) moves.push({ kind: 'exact', from: path, to, source: 'auto', recordType: page.type, recordId: page.id, replace: true });
  }
  if (moves.length === 0) return [];
  // The old addresses are no longer live: checked against the addresses as they are now.
  const live = await liveAddresses(trx);
  // A move that would hide another live page or make a loop is left out: the publish goes ahead.
  const { refused } = await saveRules(trx, moves, null, { live, partial: true });
  return moves.map((move, index) => {
    const refusal = refused.get(index);
    return refusal ? { from: move.from, to: move.to, redirected: false, refused: refusal.message } : { from: move.from, to: move.to, redirected: true };
  });
}

/** The activity log's words for a record's moved addresses: both addresses and the redirect made (or why none was). */
export const addressMoveSummary = (moves: readonly AddressMove[]): string =>
  moves
    .map((move) =>
      move.redirected
        ? `Address changed from ${move.from} to ${move.to}; a redirect from ${move.from} to ${move.to} was made.`
        : `Address changed from ${move.from} to ${move.to}; no redirect was made: ${move.refused ?? 'it was refused'}`,
    )
    .join(' ');
