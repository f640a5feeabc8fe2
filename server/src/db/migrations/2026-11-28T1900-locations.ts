import type { Kysely } from 'kysely';
import { createContentTable } from './content-table';

// Issue 48: the locations of a hospital network (content type `locations`).

const name = '2026-11-28T1900-locations';
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are written against an untyped database
export const up = (db: Kysely<any>) => createContentTable(db, 'locations', name);
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are written against an untyped database
export const down = (db: Kysely<any>) => db.schema.dropTable('content_locations').execute();
