import { write as writeFocalPoint } from './2026-11-23T1300-media-focal-point';
import { ids, type AnyDb, type Expected, type FixtureContext, type UpgradeFixture } from './fixture';

// The site search: a synonym an editor added, and the query log. The documents themselves are
// left out (as a database restored without them would be): the start-up rebuilds a missing index.

export async function write(db: AnyDb, context: FixtureContext): Promise<Expected> {
  const expected = await writeFocalPoint(db, context);
  await db.insertInto('search_synonyms').values({ term: 'physician', expansion: 'doctor mehta' }).execute();
  await db.insertInto('search_queries').values({ day: '2026-01-12', query: 'cardiology', searches: 3, results: 2 }).execute();
  return { ...expected, searches: [...expected.searches, { query: 'physician', id: ids.doctor }] };
}

export const fixture: UpgradeFixture = { migration: '2026-11-23T1400-search', write };
