import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import { ensureFirstAdmin } from '../../src/auth/first-admin';
import { loadConfig } from '../../src/config/config';
import { openSqlite } from '../../src/db/database';
import { recordCreated } from '../../src/publishing/publishing-operations';
import { syncTemplates } from '../../src/content/sync-templates';
import { seedDemo } from '../../src/seed/seed-demo';
import { ensureSearchIndex } from '../../src/search/search-index';
import { copySqliteTemplate, schemaDigest } from './migrated-templates';

// The demo hospital (what `SEED=demo` makes on a first start, its pictures drawn) seeded once per
// machine, schema, seed code and day, then copied whole (database and uploads) for each test file
// that reads it: seeding takes tens of seconds, a copy a fraction of one.

/** The first administrator of the copies, made as ADMIN_EMAIL and ADMIN_PASSWORD make it: the e-mail and password of server/test/helpers/api.ts's testAdmin and of Playwright's (e2e/harness/global-setup.ts). */
export const demoAdmin = { email: 'admin@hospital.test', password: 'correct-horse-battery-9' };

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return filesUnder(full);
    return /\.test\.tsx?$/.test(entry.name) ? [] : [full];
  });
}

/** The schema's digest, the seed's and the media pipeline's code and this file, and today's date (the seed dates events from today). */
function demoDigest(): string {
  const hash = crypto.createHash('sha256').update(schemaDigest()).update(new Date().toISOString().slice(0, 10));
  for (const file of [...filesUnder(path.join(root, 'server/src/seed')), ...filesUnder(path.join(root, 'server/src/media')), fileURLToPath(import.meta.url)].sort()) {
    hash.update(path.relative(root, file)).update('\0').update(fs.readFileSync(file)).update('\0');
  }
  return hash.digest('hex').slice(0, 12);
}

/** A data folder (hospital.db and uploads/) holding the seeded demo, made once and renamed into place whole. */
export async function seededDemoTemplate(): Promise<string> {
  const dir = path.join(os.tmpdir(), `hospital-test-demo-${demoDigest()}`);
  const ready = () => fs.existsSync(path.join(dir, 'hospital.db'));
  if (ready()) return dir;
  // One maker at a time (test workers start together): the others wait for its folder to appear.
  // A lock left by a maker that died is taken over after ten minutes.
  const lock = `${dir}.lock`;
  for (;;) {
    try {
      fs.closeSync(fs.openSync(lock, 'wx'));
      break;
    } catch {
      if (ready()) return dir;
      const age = Date.now() - (fs.statSync(lock, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
      if (age > 10 * 60_000) fs.rmSync(lock, { force: true });
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  try {
    if (!ready()) await makeTemplate(dir);
  } finally {
    fs.rmSync(lock, { force: true });
  }
  return dir;
}

async function makeTemplate(dir: string): Promise<void> {
  const making = fs.mkdtempSync(path.join(os.tmpdir(), 'hospital-test-demo-making-'));
  try {
    await copySqliteTemplate(making);
    const db = openSqlite(making);
    try {
      const config = loadConfig({ DATA_DIR: making, LOG_LEVEL: 'silent', SEED: 'none', WARM_PAGES: '0' });
      // As server/src/main.ts does on a first start with SEED=demo.
      await syncTemplates(db, (id) => recordCreated(db, 'templates', id));
      await ensureFirstAdmin(db, { adminEmail: demoAdmin.email, adminPassword: demoAdmin.password });
      await seedDemo(db, config);
      await ensureSearchIndex(db);
      await sql`pragma wal_checkpoint(truncate)`.execute(db.kysely);
    } finally {
      await db.close();
    }
    fs.renameSync(making, dir);
  } finally {
    fs.rmSync(making, { recursive: true, force: true });
  }
}

// `node --import tsx server/test/helpers/seeded-demo-template.ts` prints the folder (Playwright's
// global setup starts its server on a copy).
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.stdout.write(`${await seededDemoTemplate()}\n`);
}
