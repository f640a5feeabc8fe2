import fs from 'node:fs';
import path from 'node:path';
import { Migrator, sql } from 'kysely';
import { contentTypeByKey } from '@hospital/content/registry';
import { describe, expect, it } from 'vitest';
import { dialects, testConfig } from '../../test/helpers/databases';
import { buildApp } from '../app';
import { findAdminByEmail } from '../auth/auth-operations';
import { getRecord, listActiveByRelation } from '../content/content-operations';
import { entryHistory } from '../forms/desk-operations';
import { getEntry } from '../forms/form-operations';
import { mailOfEntry } from '../mail/outbox';
import { getMedia } from '../media/media-operations';
import { getMenu } from '../menus/menu-operations';
import { getRevision, listRevisions } from '../publishing/revisions';
import { getSubmission, latestSubmission } from '../publishing/review';
import { ensureSearchIndex } from '../search/search-index';
import { search } from '../search/search-query';
import { getSiteSettings } from '../settings/site-settings-operations';
import { migrateToLatest, type Db } from './database';
import { migrations } from './migrations/index';
import type { Expected } from './upgrade-fixtures/fixture';
import { upgradeFixtures } from './upgrade-fixtures/index';

const names = Object.keys(migrations).sort();

/** Applies the migrations up to and including `last`, as the version that shipped it did. */
async function migrateUpTo(db: Db, last: string): Promise<void> {
  const schema = db.dialect === 'postgres' ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(db.kysely)).rows[0]?.schema : undefined;
  const shipped = Object.fromEntries(names.filter((name) => name <= last).map((name) => [name, migrations[name]!]));
  const migrator = new Migrator({ db: db.kysely, provider: { getMigrations: async () => shipped }, ...(schema ? { migrationTableSchema: schema } : {}) });
  const result = await migrator.migrateToLatest();
  if (result.error) throw result.error;
}

/** Rows per table, the migrator's and the search index's own left out (the index is rebuilt). */
async function countRows(db: Db): Promise<Record<string, number>> {
  const tables =
    db.dialect === 'postgres'
      ? (await sql<{ name: string }>`select table_name as name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE'`.execute(db.kysely)).rows
      : (await sql<{ name: string }>`select name from sqlite_master where type = 'table' and name not like 'sqlite_%'`.execute(db.kysely)).rows;
  const counts: Record<string, number> = {};
  for (const { name } of tables) {
    if (name.startsWith('kysely_') || name.startsWith('search_documents')) continue;
    const row = (await sql<{ n: number }>`select count(*) as n from ${sql.table(name)}`.execute(db.kysely)).rows[0];
    counts[name] = Number(row?.n ?? 0);
  }
  return counts;
}

/** Reads back everything the fixture wrote through today's operations and API. */
async function checkReadable(db: Db, dataDir: string, expected: Expected): Promise<void> {
  // As `npm start` does after migrating.
  await ensureSearchIndex(db);
  for (const record of expected.records) {
    const type = contentTypeByKey(record.type);
    if (!type) throw new Error(`no content type ${record.type}`);
    const read = await getRecord(db, type, record.id);
    expect(read.title, `${record.type} ${record.id}`).toBe(record.title);
    expect(read[record.field], `${record.type}.${record.field}`).toEqual(record.value);
  }
  for (const relation of expected.relations) {
    const type = contentTypeByKey(relation.type);
    if (!type) throw new Error(`no content type ${relation.type}`);
    expect((await listActiveByRelation(db, type, relation.field, relation.to)).map((r) => r._id)).toEqual(relation.ids);
  }
  for (const revision of expected.revisions) {
    expect((await listRevisions(db, revision.type, revision.recordId)).map((r) => r._id)).toContain(revision.id);
    expect((await getRevision(db, revision.type, revision.recordId, revision.id)).data.title).toBe(revision.title);
  }
  for (const entry of expected.entries) {
    const read = await getEntry(db, entry.id);
    expect({ reference: read.reference, status: read.status, name: read.name }).toEqual({ reference: entry.reference, status: entry.status, name: entry.name });
    expect((await entryHistory(db, entry.id)).filter((e) => e.type === 'note').map((e) => e.data.text)).toEqual(entry.notes);
  }
  for (const mail of expected.mail) {
    expect((await mailOfEntry(db, mail.entryId)).map((m) => ({ id: m._id, status: m.status }))).toEqual([{ id: mail.id, status: mail.status }]);
  }
  for (const media of expected.media) {
    const read = await getMedia(db, media.id);
    expect({ fileName: read.fileName, focalX: read.focalX, focalY: read.focalY }).toEqual({ fileName: media.fileName, focalX: media.focalX, focalY: media.focalY });
  }
  for (const menu of expected.menus) {
    expect((await getMenu(db, menu.location)).map((item) => item.title)).toEqual(menu.titles);
  }
  expect(await getSiteSettings(db)).toMatchObject(expected.settings);
  for (const waiting of expected.waiting) {
    const latest = await latestSubmission(db, waiting.type, waiting.recordId);
    expect({ id: latest?._id, status: latest?.status }).toEqual({ id: waiting.id, status: 'waiting' });
  }
  for (const id of expected.folded) await expect(getSubmission(db, id)).rejects.toThrow('No such submission.');
  for (const wanted of expected.searches) {
    const answer = await search(db, { query: wanted.query, limit: 10 });
    expect(answer.groups.flatMap((g) => g.items.map((item) => item._id)), `search "${wanted.query}"`).toContain(wanted.id);
  }

  // The accounts sign in, the session open before the upgrade still works, the file is served.
  const app = await buildApp({ config: testConfig({ DATA_DIR: dataDir }), db, web: false, logger: false });
  try {
    for (const account of expected.accounts) {
      const signIn = await app.inject({ method: 'POST', url: '/api/admin/login', payload: { email: account.email, password: account.password } });
      expect(signIn.statusCode, `${account.email}: ${signIn.body}`).toBe(200);
      const token = (signIn.json() as { token: string }).token;
      const me = await app.inject({ method: 'GET', url: '/api/admin/me', headers: { authorization: `Bearer ${token}` } });
      expect(me.json()).toMatchObject({ data: { email: account.email } });
      expect((await findAdminByEmail(db, account.email))?.role).toBe(account.role);
    }
    for (const session of expected.sessions) {
      const me = await app.inject({ method: 'GET', url: '/api/admin/me', headers: { authorization: `Bearer ${session.token}` } });
      expect(me.statusCode).toBe(200);
      expect(me.json()).toMatchObject({ data: { email: session.email } });
    }
    for (const media of expected.media) {
      const file = await app.inject({ method: 'GET', url: `/uploads/${media.fileName}` });
      expect(file.statusCode).toBe(200);
      expect(file.rawPayload.equals(media.bytes)).toBe(true);
    }
  } finally {
    await app.close();
  }
}

for (const dialect of dialects) {
  describe(`upgrading a database of every shipped schema to today's (${dialect.name})`, () => {
    it('has a fixture for every migration up to the last fixture, each naming a shipped migration', () => {
      const fixtured = upgradeFixtures.map((f) => f.migration);
      expect(fixtured).toEqual([...fixtured].sort());
      for (const name of fixtured) expect(names).toContain(name);
      const last = fixtured.at(-1) ?? '';
      // A newer migration without a fixture is covered by the last fixture's upgrade through it.
      expect(names.filter((name) => name <= last)).toEqual(fixtured);
    });

    for (const fixture of upgradeFixtures) {
      it(`keeps every record, revision, entry, account and media file of a database at ${fixture.migration}`, async () => {
        const test = await dialect.create({ migrated: false });
        const config = testConfig();
        try {
          await test.changingSchema(() => migrateUpTo(test.db, fixture.migration));
          const expected = await fixture.write(test.db.kysely, { uploadsDir: path.join(config.dataDir, 'uploads'), now: new Date() });
          const before = await countRows(test.db);

          const result = await test.changingSchema(() => migrateToLatest(test.db));
          expect((result.results ?? []).map((r) => `${r.migrationName}: ${r.status}`)).toEqual(names.filter((name) => name > fixture.migration).map((name) => `${name}: Success`));

          const after = await countRows(test.db);
          for (const [table, count] of Object.entries(before)) {
            // Revisions are the one table an upgrade adds to: a record kept without any gets its
            // state as its first (2026-11-25T2200-first-revisions), checked record by record below.
            if (table === 'content_revisions') expect(after[table], `rows of ${table}`).toBeGreaterThanOrEqual(count);
            else expect(after[table], `rows of ${table}`).toBe(count - (expected.removed[table] ?? 0));
          }
          for (const record of expected.records) {
            expect((await listRevisions(test.db, record.type, record.id)).length, `revisions of ${record.type} ${record.id}`).toBeGreaterThan(0);
          }
          await checkReadable(test.db, config.dataDir, expected);
        } finally {
          await test.drop();
          fs.rmSync(config.dataDir, { recursive: true, force: true });
        }
      }, 120_000);
    }
  });
}
