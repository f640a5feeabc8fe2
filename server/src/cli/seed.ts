import { migrateToLatest, withStartupLock } from '../db/database';
import { configForCli, fail, say, withCliDatabase } from '../lib/cli';
import { clearContent, seedDemo } from '../seed/seed-demo';

const usage = 'Usage: npm run seed [-- --reset]\n  Seeds the demo hospital into an empty database; --reset first removes all content, media, menus, settings and form entries (administrators are kept).';

/** npm run seed [-- --reset] */
async function main(): Promise<void> {
  const args = process.argv.slice(2);
  if (args.includes('--help') || args.includes('-h')) {
    say(usage);
    return;
  }
  const unknown = args.filter((a) => a !== '--reset');
  if (unknown.length > 0) fail(`Unknown option ${unknown.join(' ')}.\n${usage}`);
  const reset = args.includes('--reset');

  const config = configForCli();
  await withCliDatabase(config, async (db) => {
    // One at a time with servers starting on the same PostgreSQL database (see withStartupLock).
    const result = await withStartupLock(db, async () => {
      await migrateToLatest(db);
      if (reset) {
        await clearContent(db, config);
        say(`Removed all content, media, menus, settings and form entries from ${db.location}.`);
      }
      return seedDemo(db, config);
    });
    if (result.seeded) {
      say(`Seeded the demo hospital in ${result.seconds.toFixed(1)} s (processor time ${result.cpuSeconds?.toFixed(1)} s, pictures ${result.imagesSeconds?.toFixed(1)} s; ${result.counts.pages ?? 0} pages, ${result.counts.experts ?? 0} doctors, ${result.counts.media ?? 0} media files).`);
      if (reset) say('A running server keeps serving the pages it has cached until it restarts or content changes.');
    } else {
      say(`${db.location} already has content: nothing seeded. Run "npm run seed -- --reset" to start over with the demo hospital.`);
    }
  });
}

await main();
