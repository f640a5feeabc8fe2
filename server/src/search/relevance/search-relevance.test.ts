import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialects } from '../../../test/helpers/databases';
import type { Db } from '../../db/database';
import { demoDatabase, evaluateBlind, evaluateSearch, formatEvaluation, type Evaluation } from './search-eval';
import { blindQueries } from './blind-queries';
import { search } from '../search-query';
import { judgedCategories, judgedQueries } from './judged-queries';

// Issue 31's floor in CI: the search on the judged query set of the demo hospital, on every
// database the tests run on. The targets are top-3 ≥ 95% and top-1 ≥ 85%; the search
// answers every judged query first today, so the floor sits just below that (a few queries'
// slack for changes to the demo's content), and each category keeps 90% in the top three, so a
// change that breaks Hindi or misspellings fails even when the rest is fine. The held-out
// category (queries written without seeing the search or its synonyms) answers 93.7% first and
// 95.8% in the top three; its own floor of 90% first keeps it from sliding.
const floor = { top1: 0.95, top3: 0.97, categoryTop3: 0.9, heldOutTop1: 0.9 };

// Issue 43's held-out set (blind-queries.ts, 40 queries never tuned on): its top-3 as first asked
// was 29 of 40, on both databases; 35 of 40 once a patient describing care meets a department or
// doctor before articles and events, departments index their keywords in each language and "itchy"
// reads as "itching" (general rules, no synonym added for the set). A change of the search may
// raise it, never lower it.
const blindFloor = { top3: 35 / 40 };

/** Issue 43's queries a patient typed that answered with an article or the health check-up page first. */
const careQueries = ['bachche ko bukhar', 'sugar ki dawai', 'BP', 'bp doctor'];

const postgresUrl = process.env.TEST_DATABASE_URL;

describe('the judged query set', () => {
  it('holds at least 150 queries in every category, each with right answers', () => {
    expect(judgedQueries.length).toBeGreaterThanOrEqual(150);
    for (const category of judgedCategories) expect(judgedQueries.filter((q) => q.category === category).length, category).toBeGreaterThanOrEqual(15);
    for (const q of judgedQueries) {
      expect(judgedCategories, q.query).toContain(q.category);
      expect(q.query, q.query).not.toBe('');
      expect(q.right.length, q.query).toBeGreaterThan(0);
    }
  });
});

for (const dialect of dialects) {
  describe(`search relevance on ${dialect.name}`, () => {
    let db: Db;
    let drop: () => Promise<void>;
    let evaluation: Evaluation;
    let blind: Evaluation;

    beforeAll(async () => {
      ({ db, drop } = await demoDatabase(dialect.name === 'postgres' ? postgresUrl : undefined));
      evaluation = await evaluateSearch(db);
      blind = await evaluateBlind(db);
    }, 180_000);
    afterAll(async () => drop?.());

    it('names only records the demo hospital publishes as right answers', () => {
      const missing = [...judgedQueries, ...blindQueries].flatMap((q) => q.right.filter((key) => !evaluation.known.has(key)).map((key) => `${q.query}: ${key}`));
      expect(missing).toEqual([]);
    });

    it('answers a patient describing care with a department or doctor first, not an article, a camp or the health check-up page (issue 43)', async () => {
      for (const query of careQueries) {
        const answer = await search(db, { query, limit: 10 });
        const first = answer.groups.find((g) => g.items.length > 0);
        expect(first?.key, `${query}: ${JSON.stringify(answer.groups.map((g) => [g.key, g.items.map((i) => i.title)]))}`).toMatch(/^(departments|doctors)$/);
      }
    });

    it('keeps the held-out set (40 queries never tuned on) in the top three at least as often as last measured (35 of 40; 29 first)', () => {
      expect(blindQueries).toHaveLength(40);
      expect(blind.overall.top3, formatEvaluation(`${dialect.name}, held-out set`, blind)).toBeGreaterThanOrEqual(blindFloor.top3);
    });

    it('keeps its floor: top-1 ≥ 95%, top-3 ≥ 97%, each category ≥ 90% in the top three, held-out ≥ 90% first', () => {
      const table = formatEvaluation(dialect.name, evaluation);
      expect(evaluation.overall.top1, table).toBeGreaterThanOrEqual(floor.top1);
      expect(evaluation.overall.top3, table).toBeGreaterThanOrEqual(floor.top3);
      for (const [category, figures] of Object.entries(evaluation.byCategory)) expect(figures.top3, `${category}\n${table}`).toBeGreaterThanOrEqual(floor.categoryTop3);
      expect(evaluation.byCategory['held-out']?.top1, table).toBeGreaterThanOrEqual(floor.heldOutTop1);
    });
  });
}
