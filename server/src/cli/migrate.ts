import { migrateToLatest, withStartupLock } from '../db/database';
import { syncTemplates } from '../content/sync-templates';
import { recordCreated } from '../publishing/publishing-operations';
import { configForCli, say, withCliDatabase } from '../lib/cli';

/** npm run migrate: applies pending migrations and adds any missing built-in page templates. */
async function main(): Promise<void> {
  await withCliDatabase(configForCli(), async (db) => {
    const { result, added } = await withStartupLock(db, async () => ({ result: await migrateToLatest(db), added: await syncTemplates(db, (id) => recordCreated(db, 'templates', id)) }));
    const applied = (result.results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
    say(applied.length > 0 ? `Applied ${applied.length} migration(s) to ${db.location}: ${applied.join(', ')}` : `${db.location} is up to date.`);
    if (added.length > 0) say(`Added ${added.length} built-in page template(s).`);
  });
}

await main();
