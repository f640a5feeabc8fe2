import { say } from '../lib/cli';
import { demoDatabase, evaluateBlind, evaluateSearch, formatEvaluation } from '../search/relevance/search-eval';

const usage = `Usage: npm run search:eval [-- --misses] [-- postgres://…]
  Seeds the demo hospital into a fresh SQLite database (and a fresh schema of the PostgreSQL
  database given, or of TEST_DATABASE_URL) and prints the search's top-1, top-3 and mean
  reciprocal rank on the judged query set (the tuning set), per category, then on the held-out
  set (never tuned on) apart. --misses lists the queries whose right
  answer is not first. Fails when top-3 < 95% or top-1 < 85% on any database.`;

const targets = { top1: 0.85, top3: 0.95 };

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  if (args.includes('--help') || args.includes('-h')) {
    say(usage);
    return;
  }
  const showMisses = args.includes('--misses');
  const postgresUrl = args.find((a) => a.startsWith('postgres')) ?? process.env.TEST_DATABASE_URL;
  let failed = false;
  for (const [name, url] of [['SQLite', undefined], ...(postgresUrl ? [['PostgreSQL', postgresUrl]] : [])] as Array<[string, string | undefined]>) {
    const { db, drop } = await demoDatabase(url);
    try {
      const evaluation = await evaluateSearch(db);
      say(`\n${formatEvaluation(name, evaluation)}`);
      if (showMisses) {
        for (const miss of evaluation.misses) say(`  ${miss.place === null ? 'none' : `#${miss.place}`}  ${miss.query.category}: "${miss.query.query}" → ${miss.first.join(', ') || '(nothing)'}`);
      }
      if (evaluation.overall.top1 < targets.top1 || evaluation.overall.top3 < targets.top3) failed = true;
      // The held-out set, apart: never tuned on, so its figures say how the search does on queries it has not seen.
      const blind = await evaluateBlind(db);
      say(`\n${formatEvaluation(`${name}, held-out set (blind-queries.ts, never tuned on)`, blind)}`);
      if (showMisses) {
        for (const miss of blind.misses) say(`  ${miss.place === null ? 'none' : `#${miss.place}`}  ${miss.query.category}: "${miss.query.query}" → ${miss.first.join(', ') || '(nothing)'}`);
      }
    } finally {
      await drop();
    }
  }
  if (!postgresUrl) say('\n(PostgreSQL: give a URL or set TEST_DATABASE_URL to measure it too.)');
  if (failed) {
    console.error(`\nBelow the targets (top-1 ≥ ${targets.top1 * 100}%, top-3 ≥ ${targets.top3 * 100}%).`);
    process.exitCode = 1;
  }
}

await main();
