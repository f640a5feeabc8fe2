import { write as writeRequestsDesk } from './2026-11-23T0400-requests-desk';
import { ids, type AnyDb, type Expected, type FixtureContext, type UpgradeFixture } from './fixture';

// The focal point of an image, set by an editor.

export async function write(db: AnyDb, context: FixtureContext): Promise<Expected> {
  const expected = await writeRequestsDesk(db, context);
  await db.updateTable('media').set({ focal_x: 30, focal_y: 70 }).where('id', '=', ids.media).execute();
  return { ...expected, media: expected.media.map((m) => (m.id === ids.media ? { ...m, focalX: 30, focalY: 70 } : m)) };
}

export const fixture: UpgradeFixture = { migration: '2026-11-23T1300-media-focal-point', write };
