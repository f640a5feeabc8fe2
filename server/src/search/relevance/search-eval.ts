import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { slugify } from '@hospital/content/slug';
import { loadConfig } from '../../config/config';
import { contentTableName, migrateToLatest, openPostgres, openSqlite, type Db } from '../../db/database';
import { seedDemo } from '../../seed/seed-demo';
import { searchedTypes } from '../search-index';
import { search } from '../search-query';
import { blindCategories, blindQueries } from './blind-queries';
import { judgedCategories, judgedQueries, type JudgedQuery } from './judged-queries';

/**
 * The relevance of the site search on the judged query set: for each query, the place of the
 * first right answer among the results as the search page shows them (groups in their order,
 * each group's results best first).
 */

/** The held-out set's evaluation (`blind-queries.ts`), apart from the tuning set's. */
export const evaluateBlind = (db: Db): Promise<Evaluation> => evaluateSearch(db, blindQueries, blindCategories);

/** The kinds the judged set names records by. */
const kinds: Record<string, string> = {
  'expert-categories': 'dept',
  specialities: 'spec',
  hospitalfacilities: 'fac',
  pages: 'page',
  faqs: 'faq',
  blogs: 'blog',
  events: 'event',
  camps: 'camp',
  hirings: 'job',
  experts: 'doc',
};

/** Results looked at per query: the first ten of the page. */
const depth = 10;

export interface Figures {
  queries: number;
  top1: number;
  top3: number;
  mrr: number;
}

export interface Evaluation {
  overall: Figures;
  byCategory: Record<string, Figures>;
  /** Queries whose right answer is not first, with what came first. */
  misses: Array<{ query: EvalQuery; place: number | null; first: string[] }>;
  /** Every published record's `kind:slug`, to check the judged answers name real records. */
  known: ReadonlySet<string>;
}

/** `kind:slug` of every published searched record, by type and id. */
async function recordKeys(db: Db): Promise<Map<string, string>> {
  const keys = new Map<string, string>();
  for (const type of searchedTypes()) {
    const rows = await db.kysely.selectFrom(contentTableName(type.key)).select(['id', 'slug', 'title']).where('status', '=', 'active').execute();
    for (const row of rows) keys.set(`${type.key}:${row.id}`, `${kinds[type.key] ?? type.key}:${row.slug || slugify(row.title)}`);
  }
  return keys;
}

const figuresOf = (places: ReadonlyArray<number | null>): Figures => ({
  queries: places.length,
  top1: places.filter((p) => p === 1).length / Math.max(places.length, 1),
  top3: places.filter((p) => p !== null && p <= 3).length / Math.max(places.length, 1),
  mrr: places.reduce<number>((sum, p) => sum + (p === null ? 0 : 1 / p), 0) / Math.max(places.length, 1),
});

/** A query with its right answers: of the tuning set (`judged-queries.ts`) or the held-out one (`blind-queries.ts`). */
export type EvalQuery = Pick<JudgedQuery, 'query' | 'right'> & { category: string };

/**
 * Asks every query of a set (the tuning set unless told; `categories`: its categories, in the
 * order they are printed) of the database (seeded with the demo hospital) and measures the answers.
 */
export async function evaluateSearch(db: Db, queries: readonly EvalQuery[] = judgedQueries, categories: readonly string[] = judgedCategories): Promise<Evaluation> {
  const keys = await recordKeys(db);
  const places: Array<{ query: EvalQuery; place: number | null; first: string[] }> = [];
  for (const query of queries) {
    const answer = await search(db, { query: query.query, limit: depth });
    const shown = answer.groups.flatMap((g) => g.items.map((i) => keys.get(`${i.type}:${i._id}`) ?? `${i.type}:${i._id}`)).slice(0, depth);
    const at = shown.findIndex((key) => query.right.includes(key));
    places.push({ query, place: at === -1 ? null : at + 1, first: shown.slice(0, 3) });
  }
  const byCategory: Record<string, Figures> = {};
  for (const category of categories) byCategory[category] = figuresOf(places.filter((p) => p.query.category === category).map((p) => p.place));
  return { overall: figuresOf(places.map((p) => p.place)), byCategory, misses: places.filter((p) => p.place !== 1), known: new Set(keys.values()) };
}

/** A fresh database seeded with the demo hospital: SQLite in a temporary folder, or a new schema of a PostgreSQL database. */
export async function demoDatabase(postgresUrl?: string): Promise<{ db: Db; drop: () => Promise<void> }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hospital-search-eval-'));
  const config = loadConfig({ DATA_DIR: dir, LOG_LEVEL: 'silent', SEED: 'none' });
  let db: Db;
  let dropSchema = async () => {};
  if (postgresUrl) {
    const schema = `search_eval_${crypto.randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: postgresUrl });
    await admin.connect();
    await admin.query(`create schema ${schema}`);
    await admin.end();
    db = openPostgres(postgresUrl, { max: 3, options: `-c search_path=${schema}` });
    dropSchema = async () => {
      const cleanup = new pg.Client({ connectionString: postgresUrl });
      await cleanup.connect();
      await cleanup.query(`drop schema ${schema} cascade`);
      await cleanup.end();
    };
  } else {
    db = openSqlite(dir);
  }
  const drop = async () => {
    await db.close();
    await dropSchema();
    fs.rmSync(dir, { recursive: true, force: true });
  };
  try {
    await migrateToLatest(db);
    await seedDemo(db, config, { plainPictures: true });
  } catch (error) {
    await drop();
    throw error;
  }
  return { db, drop };
}

const percent = (n: number) => `${(n * 100).toFixed(1)}%`.padStart(7);

/** The evaluation as a table: a line per category and one for all queries. */
export function formatEvaluation(name: string, evaluation: Evaluation): string {
  const line = (label: string, f: Figures) => `${label.padEnd(12)} ${String(f.queries).padStart(7)} ${percent(f.top1)} ${percent(f.top3)} ${f.mrr.toFixed(3).padStart(7)}`;
  return [
    `${name}`,
    `${'category'.padEnd(12)} ${'queries'.padStart(7)} ${'top-1'.padStart(7)} ${'top-3'.padStart(7)} ${'MRR'.padStart(7)}`,
    ...Object.entries(evaluation.byCategory).map(([category, f]) => line(category, f)),
    line('all', evaluation.overall),
  ].join('\n');
}
