import { write as writeSharedLimits } from './2026-11-24T0300-shared-limits';
import type { AnyDb, Expected, FixtureContext, UpgradeFixture } from './fixture';

// One submission waiting per record, kept by the database: nothing new to write.

export const write = (db: AnyDb, context: FixtureContext): Promise<Expected> => writeSharedLimits(db, context);

export const fixture: UpgradeFixture = { migration: '2026-11-24T0400-one-waiting-review', write };
