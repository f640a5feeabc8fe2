import type { KyselyPlugin } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRelatedTargets, typeOf } from '../../test/helpers/content-factories';
import { dialects, type TestDatabase } from '../../test/helpers/databases';
import { createRecord } from '../content/content-operations';
import { ValidationError } from '../errors/http-errors';
import { importRedirectsCsv, maxImportLines, resolveRedirect } from './redirect-operations';
import { RuleSet, resolvePath, type RedirectRule } from './redirect-rules';

/** A WordPress site's old addresses: `count` lines of `from,to`, half exact, a tenth prefix rules. */
const oldSite = (count: number, from = 0): string =>
  ['from,to', ...Array.from({ length: count }, (_, n) => (n % 10 === 9 ? `/wp-${from + n}/*,/blogs/*` : `/${from + n}/old-post-${from + n}.html,/blogs/post-${(from + n) % 97}`))].join('\n');

/** What `run` answers and how many database statements it took (a count, not a time: the time is `npm run bench`'s). */
const counted = async <T>(db: TestDatabase['db'], run: () => Promise<T>): Promise<{ statements: number; value: T }> => {
  let statements = 0;
  db.timeQueries(() => {
    statements += 1;
  });
  try {
    const value = await run();
    return { statements, value };
  } finally {
    db.timeQueries(undefined);
  }
};

describe('matching a visit against many redirects', () => {
  /** Milliseconds for 20,000 lookups (a miss and a hit under a prefix rule) against `rules`. */
  const lookups = (rules: RuleSet): number => {
    const start = performance.now();
    for (let i = 0; i < 10_000; i += 1) {
      resolvePath(rules, ['hi'], '/our-doctors/cardiology/dr-a-rao');
      resolvePath(rules, ['hi'], '/wp-9/2019/05/heart');
    }
    return performance.now() - start;
  };

  it('costs the same with 50,000 prefix rules as with ten (a tree of path segments, not a scan)', () => {
    const rulesOf = (count: number): RedirectRule[] => Array.from({ length: count }, (_, n) => ({ kind: 'prefix', from: `/wp-${n}`, to: '/blogs' }));
    const few = new RuleSet(rulesOf(10));
    const many = new RuleSet(rulesOf(50_000));
    expect(resolvePath(many, [], '/wp-9/2019/05/heart')).toBe('/blogs/2019/05/heart');
    expect(resolvePath(many, [], '/wp-49999')).toBe('/blogs');
    expect(resolvePath(many, [], '/wp-50000/x')).toBeUndefined();
    lookups(few);
    lookups(many);
    const ratio = Math.min(lookups(many), lookups(many)) / Math.max(lookups(few), lookups(few));
    expect(ratio).toBeLessThan(3);
  });

  it('removes a rule in place, pruning its branch, and finds the next rule up', () => {
    const rules = new RuleSet<RedirectRule>([
      { kind: 'prefix', from: '/a', to: '/x' },
      { kind: 'prefix', from: '/a/b/c', to: '/y' },
      { kind: 'exact', from: '/a/b/c/d', to: '/z' },
    ]);
    expect(rules.match('/a/b/c/e')?.to).toBe('/y/e');
    expect(rules.match('/a/b/c/d')?.to).toBe('/z');
    expect(rules.delete('prefix', '/a/b/c')?.to).toBe('/y');
    expect(rules.delete('prefix', '/a/b')).toBeUndefined();
    expect(rules.match('/a/b/c/e')?.to).toBe('/x/b/c/e');
    expect(rules.size).toBe(2);
    expect([...rules.rules()].map((r) => r.from).sort()).toEqual(['/a', '/a/b/c/d']);
  });
});

for (const dialect of dialects) {
  describe(`importing a large site's redirects on ${dialect.name}`, () => {
    let test: TestDatabase;

    beforeAll(async () => {
      test = await dialect.create();
      await createRelatedTargets(test.db);
      await createRecord(test.db, typeOf('expert-categories'), { title: 'Cardiology', slug: 'cardiology' });
    });
    afterAll(async () => test.drop());

    /** A page's creation: the statements it makes and the rows the database hands back to it (issue 46: saves not slowed by the rules). */
    const pageSave = async (n: number): Promise<{ statements: number; rows: number }> => {
      let rows = 0;
      const counter: KyselyPlugin = {
        transformQuery: (args) => args.node,
        transformResult: async (args) => {
          rows += args.result.rows.length;
          return args.result;
        },
      };
      const db = { ...test.db, kysely: test.db.kysely.withPlugin(counter) };
      const { statements } = await counted(test.db, () => createRecord(db, typeOf('pages'), { title: `Visiting ${n}`, pageRoute: `visiting-${n}`, template: 'default', description: '<p>Hours.</p>', templateData: [], status: 'active' }));
      return { statements, rows };
    };
    let savedWithoutRules: { statements: number; rows: number } | undefined;

    it('creates a page before any redirect exists (the measure of the next test but one)', async () => {
      savedWithoutRules = await pageSave(1);
      expect(savedWithoutRules.statements).toBeGreaterThan(0);
    });

    it('imports 50,000 lines in bulk statements, then 5,000 more into them without reading the table per line', async () => {
      const first = await counted(test.db, () => importRedirectsCsv(test.db, oldSite(50_000)));
      expect(first.value).toEqual({ imported: 50_000, errors: [] });
      // Rows are written 500 to a statement: about a hundred statements, not one (or more) a line.
      expect(first.statements).toBeLessThan(400);
      const more = await counted(test.db, () => importRedirectsCsv(test.db, oldSite(5_000, 50_000)));
      expect(more.value).toEqual({ imported: 5_000, errors: [] });
      expect(more.statements).toBeLessThan(100);
      expect(await resolveRedirect(test.db, '/49998/old-post-49998.html')).toBe('/blogs/post-43');
      expect(await resolveRedirect(test.db, '/wp-54999/2019/heart')).toBe('/blogs/2019/heart');
      // The same file again changes nothing, and a line already there is counted as imported.
      expect(await importRedirectsCsv(test.db, oldSite(5_000, 50_000))).toEqual({ imported: 5_000, errors: [] });
    });

    it("creates a page among 55,000 redirects with the statements and rows it takes among none", async () => {
      if (!savedWithoutRules) throw new Error('the page was not saved before the redirects were imported');
      const among = await pageSave(2);
      const line = `statements ${savedWithoutRules.statements} → ${among.statements}, rows read ${savedWithoutRules.rows} → ${among.rows}`;
      expect(among.statements, line).toBeLessThanOrEqual(savedWithoutRules.statements + 2);
      expect(among.rows, line).toBeLessThanOrEqual(savedWithoutRules.rows + 20);
    });

    it('refuses a file of more lines than it reads, saying how many it may hold, and saves nothing of it', async () => {
      const error = await importRedirectsCsv(test.db, oldSite(maxImportLines + 1, 200_000)).then(
        () => undefined,
        (e: unknown) => e,
      );
      expect(error).toBeInstanceOf(ValidationError);
      expect((error as Error).message).toBe('A file may hold at most 100,000 redirects; this one has 100,001 lines or more. Split it.');
      expect(await resolveRedirect(test.db, '/200000/old-post-200000.html')).toBeUndefined();
    });
  });
}
