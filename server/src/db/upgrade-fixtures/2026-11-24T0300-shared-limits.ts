import { addDuplicateWaiting, write as writeAccounts } from './2026-11-24T0200-accounts';
import type { AnyDb, Expected, FixtureContext, UpgradeFixture } from './fixture';

// The shared rate-limit counters: a window in progress.

export async function write(db: AnyDb, context: FixtureContext): Promise<Expected> {
  const expected = await writeAccounts(db, context);
  await db.insertInto('rate_limits').values({ key: 'form:203.0.113.7', hits: 3, reset_at: context.now.getTime() + 60_000 }).execute();
  return expected;
}

export const fixture: UpgradeFixture = { migration: '2026-11-24T0300-shared-limits', write: async (db, context) => addDuplicateWaiting(db, await write(db, context)) };
