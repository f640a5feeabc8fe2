import type { Kysely, Transaction } from 'kysely';
import { z } from 'zod';
import { defaultLanguage, siteLanguages } from '@hospital/content/i18n/languages';
import type { Db } from '../db/database';
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

const ruleOf = (row: RedirectRow): RedirectRule & { id: string } => ({ id: row.id, kind: row.kind === 'prefix' ? 'prefix' : 'exact', from: row.from_path, to: row.to_path });

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

/** The live page an address (or, for a prefix rule, anything under it) would hide, if any. */
function shadowedPage(rule: RedirectRule, live: ReadonlyMap<string, LivePage>, languages: readonly string[]): { path: string; page: LivePage } | undefined {
  const own = (path: string): string => withoutLanguage(path, languages).path;
  if (rule.kind === 'exact') {
    const page = live.get(rule.from) ?? live.get(own(rule.from));
    return page ? { path: rule.from, page } : undefined;
  }
  const under = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`);
  for (const [path, page] of live) {
    if (under(path, rule.from) || under(path, own(rule.from))) return { path, page };
  }
  return undefined;
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

/**
 * Checks and saves rules in one transaction, as `saveRedirects` does, against the rules already
 * there and each other: refuses a loop (naming the addresses), a redirect hiding a live page
 * (naming it), two rules from one address; then points the new rules, and the rules that led to
 * their old addresses, straight at their last address (one hop). Returns the saved rows, or the
 * refusal of each rule that could not be saved (by its position) when `partial` is set; without
 * `partial` the first refusal throws and nothing is saved.
 */
async function saveRules(
  trx: Transaction<Database>,
  rules: readonly RuleToSave[],
  actor: RedirectActor | null | undefined,
  options: { partial?: boolean; live?: ReadonlyMap<string, LivePage> } = {},
): Promise<{ saved: RedirectRow[]; refused: Map<number, RefusedRule> }> {
  const existing = (await trx.selectFrom('redirects').selectAll().execute()).map((row) => ({ row, rule: ruleOf(row) }));
  const live = options.live ?? (await liveAddresses(trx));
  const languages = await siteLanguagePrefixes(trx);
  const refused = new Map<number, RefusedRule>();
  // The rules as they will be: existing ones, less those replaced, plus each new one accepted.
  const byFrom = new Map<string, RedirectRule & { id: string }>();
  for (const { rule } of existing) byFrom.set(`${rule.kind}:${rule.from}`, rule);
  const accepted: { index: number; id: string; rule: RuleToSave; replaces?: string }[] = [];

  rules.forEach((rule, index) => {
    const refuse = (field: 'from' | 'to', message: string) => {
      if (!options.partial) throw new ValidationError(message, { [field]: message });
      refused.set(index, new RefusedRule(field, message));
    };
    const key = `${rule.kind}:${rule.from}`;
    const same = byFrom.get(key);
    if (same && same.id !== rule.id && !rule.replace) {
      return refuse('from', `"${writtenFrom(rule)}" already redirects to "${writtenTo(same)}". Edit that redirect instead.`);
    }
    const shadow = shadowedPage(rule, live, languages);
    if (shadow) {
      return refuse(
        'from',
        `"${writtenFrom(rule)}" would hide ${describeLivePage(shadow.page)} at ${shadow.path}, which is on the website. Unpublish it or change its address first.`,
      );
    }
    const id = rule.id ?? (same && rule.replace ? same.id : newId());
    const next = new Map(byFrom);
    if (rule.id) for (const [k, r] of next) if (r.id === rule.id) next.delete(k);
    next.set(key, { id, kind: rule.kind, from: rule.from, to: rule.to });
    const probe = rule.kind === 'exact' ? rule.from : `${rule.from === '/' ? '' : rule.from}/x`;
    const path = follow(new RuleSet(next.values()), probe);
    if (path.loop) {
      return refuse('to', `"${writtenFrom(rule)}" → "${writtenTo(rule)}" would make a loop: ${path.trail.join(' → ')}.`);
    }
    byFrom.clear();
    for (const [k, r] of next) byFrom.set(k, r);
    accepted.push({ index, id, rule, ...(same && same.id !== rule.id ? { replaces: same.id } : {}) });
  });

  if (accepted.length === 0) return { saved: [], refused };
  // Chains collapsed: every exact target that another rule moves on points at its last address.
  const all = new RuleSet(byFrom.values());
  const finalTo = (rule: RedirectRule): string => {
    if (rule.kind !== 'exact' || isExternal(rule.to)) return rule.to;
    const cut = rule.to.search(/[?#]/);
    const target = cut < 0 ? rule.to : rule.to.slice(0, cut);
    const hop = follow(all, target);
    if (hop.rules.length === 0 || hop.loop) return rule.to;
    // A target with its own query keeps it when the chain's end has none.
    return cut >= 0 && !/[?#]/.test(hop.to) ? `${hop.to}${rule.to.slice(cut)}` : hop.to;
  };
  const now = new Date().toISOString();
  const savedIds: string[] = [];
  for (const { id, rule, replaces } of accepted) {
    if (replaces) await trx.deleteFrom('redirects').where('id', '=', replaces).execute();
    const values = {
      from_path: rule.from,
      to_path: finalTo(rule),
      kind: rule.kind,
      source: rule.source,
      record_type: rule.recordType ?? null,
      record_id: rule.recordId ?? null,
      updated_at: now,
    };
    const found = await trx.selectFrom('redirects').select('id').where('id', '=', id).executeTakeFirst();
    if (found) await trx.updateTable('redirects').set(values).where('id', '=', id).execute();
    else await trx.insertInto('redirects').values({ id, ...values, hits: 0, last_hit_at: null, created_at: now, created_by: actorId(actor) }).execute();
    savedIds.push(id);
  }
  for (const { row, rule } of existing) {
    if (savedIds.includes(row.id) || !byFrom.has(`${rule.kind}:${rule.from}`)) continue;
    const to = finalTo(rule);
    if (to !== row.to_path) await trx.updateTable('redirects').set({ to_path: to, updated_at: now }).where('id', '=', row.id).execute();
  }
  const saved = await trx.selectFrom('redirects').selectAll().where('id', 'in', savedIds).execute();
  const order = new Map(savedIds.map((id, i) => [id, i]));
  return { saved: saved.sort((a, b) => order.get(a.id)! - order.get(b.id)!), refused };
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
  const { saved } = await db.kysely.transaction().execute((trx) => saveRules(trx, [{ ...rule, source: source_ }], actor));
  return toRedirect(saved[0]!);
}

/** Changes a redirect's addresses, held to the same rules as a new one. */
export async function updateRedirect(db: Db, id: string, input: RedirectInput, actor?: RedirectActor | null): Promise<Redirect> {
  const rule = ruleFromInput(parseInput(redirectInputSchema, input));
  const { saved } = await db.kysely.transaction().execute(async (trx) => {
    const current = await findRedirect(trx, id);
    return saveRules(trx, [{ ...rule, id, source: current.source === 'auto' ? 'manual' : (current.source as RedirectSource) }], actor);
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

/** At most this many lines in one CSV import. */
export const maxImportLines = 5000;

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
  const rules: (RuleToSave & { line: number })[] = [];
  const nonEmpty = rows.map((cells, i) => ({ cells, line: i + 1 })).filter(({ cells }) => cells.some((c) => c.trim() !== ''));
  if (nonEmpty.length > maxImportLines + 1) throw new ValidationError(`A file may hold at most ${maxImportLines} redirects; this one has ${nonEmpty.length}. Split it.`);
  for (const { cells, line } of nonEmpty) {
    const [from = '', to = '', ...rest] = cells.map((c) => c.trim());
    if (line === nonEmpty[0]!.line && from.toLowerCase() === 'from' && to.toLowerCase() === 'to') continue;
    if (rest.some((c) => c !== '')) {
      errors.push({ line, field: 'line', message: `Line ${line}: expected two columns, from,to; found ${cells.length}.` });
      continue;
    }
    try {
      rules.push({ ...parseRule({ from, to }), source, line });
    } catch (error) {
      if (!(error instanceof RuleError)) throw error;
      errors.push({ line, field: error.field, message: `Line ${line}: ${error.message}` });
    }
  }
  if (rules.length === 0 && errors.length === 0) throw new ValidationError('The file holds no redirects. Each line is: old address,new address.');
  const result = await db.kysely.transaction().execute(async (trx) => {
    // A line that repeats a rule already there is imported already: left alone, not refused.
    const there = new Set((await trx.selectFrom('redirects').select(['kind', 'from_path', 'to_path']).execute()).map((r) => `${r.kind}:${r.from_path}:${r.to_path}`));
    const fresh = rules.filter((r) => !there.has(`${r.kind}:${r.from}:${r.to}`));
    const { saved, refused } = await saveRules(trx, fresh, actor, { partial: true });
    for (const [index, refusal] of refused) {
      const line = fresh[index]!.line;
      errors.push({ line, field: refusal.field, message: `Line ${line}: ${refusal.message}` });
    }
    return { imported: saved.length + (rules.length - fresh.length) };
  });
  errors.sort((a, b) => a.line - b.line);
  return { imported: result.imported, errors };
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
export async function redirectMovedAddresses(
  trx: Transaction<Database>,
  before: ReadonlyMap<string, LivePage>,
  after: ReadonlyMap<string, LivePage>,
): Promise<void> {
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
  if (moves.length === 0) return;
  // The old addresses are no longer live: checked against the addresses as they are now.
  const live = await liveAddresses(trx);
  // A move that would hide another live page or make a loop is left out: the publish goes ahead.
  await saveRules(trx, moves, null, { live, partial: true });
}
