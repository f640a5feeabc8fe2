import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { upsertAdmin } from '../src/auth/auth-operations';
import { openSqlite, type Db } from '../src/db/database';
import { generateWordpressExport } from '../src/wordpress/wordpress-bench';
import { importWordpress } from '../src/wordpress/wordpress-import';
import { testAdmin } from './helpers/api';
import { testConfig } from './helpers/databases';
import { createScheduledDoctor, dayAhead, everyDay, formValue } from './helpers/opd-doctors';
import { startServerProcess, type ServerProcess } from './helpers/server-process';

/**
 * A WordPress import writing to SQLite beside a running server process (as `npm run
 * import:wordpress` does on a live site): while it runs, an editor saves a page in the studio and
 * patients book, again and again, through the server. The import commits in small batches, and
 * the server's writes wait for SQLite's write lock (with a bound) instead of failing: every save
 * and booking succeeds, none answers 500.
 */

describe('a WordPress import beside a running server on SQLite', () => {
  let dataDir: string;
  let exportDir: string;
  let server: ServerProcess;
  let db: Db;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hospital-wp-beside-'));
    exportDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hospital-wp-beside-export-'));
    server = await startServerProcess({ DATA_DIR: dataDir, TRUST_PROXY: 'true' });
    db = openSqlite(dataDir);
    await upsertAdmin(db, testAdmin);
  }, 120_000);

  afterAll(async () => {
    await db?.close();
    await server?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
    fs.rmSync(exportDir, { recursive: true, force: true });
  }, 60_000);

  it('no save in the studio and no booking fails while the import writes', { timeout: 300_000 }, async () => {
    const login = await fetch(`${server.url}/api/admin/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: testAdmin.email, password: testAdmin.password }) });
    expect(login.status).toBe(200);
    const { token } = (await login.json()) as { token: string };
    const auth = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const created = await fetch(`${server.url}/api/admin/pages`, { method: 'POST', headers: auth, body: JSON.stringify({ title: 'Visiting hours', pageRoute: 'visiting-hours', template: 'default', description: '<p>Open</p>', templateData: [] }) });
    expect(created.status, await created.clone().text()).toBeLessThan(300);
    const pageId = ((await created.json()) as { data: { _id: string } }).data._id;
    // 48 slots of 50 places a day: no booking is refused for a full slot.
    const doctor = await createScheduledDoctor(db, { opd_sessions: everyDay('08:00', '20:00'), opd_per_slot: 50, opd_slot_minutes: 15 });
    const slot = (n: number): string => {
      const minutes = 8 * 60 + 15 * (n % 48);
      return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
    };
    const day = dayAhead(6);

    const { file, uploads } = await generateWordpressExport(exportDir, { posts: 400, pages: 100, images: 300 });
    let importing = true;
    const importRun = importWordpress(db, testConfig({ DATA_DIR: dataDir }), { file, media: { kind: 'uploads', folder: uploads }, publish: true, dryRun: false }).finally(() => {
      importing = false;
    });

    const failures: string[] = [];
    let saves = 0;
    let bookings = 0;
    const editor = async () => {
      for (let n = 0; importing; n += 1) {
        const draft = await fetch(`${server.url}/api/admin/workflow/pages/${pageId}/draft`, { headers: auth });
        const { data } = (await draft.json()) as { data: { fields: Record<string, unknown>; version: number } };
        const saved = await fetch(`${server.url}/api/admin/workflow/pages/${pageId}/draft`, { method: 'PUT', headers: auth, body: JSON.stringify({ ...data.fields, description: `<p>Open until ${n}</p>`, version: data.version }) });
        if (saved.status >= 300) failures.push(`save ${n}: ${saved.status} ${await saved.text()}`);
        else saves += 1;
      }
    };
    const patients = async () => {
      for (let n = 0; importing; n += 1) {
        const booked = await fetch(`${server.url}/api/admin/BookAppointmentForms`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': `198.51.100.${n % 250}` },
          body: JSON.stringify({ name: `Patient ${n}`, phone: `97${String(n).padStart(8, '0')}`, email: `p${n}@example.com`, date_time: formValue(day, slot(n)), department: doctor.department, doctor: doctor.title, message: '', submit_ip: 'Unknown' }),
        });
        if (booked.status !== 201) failures.push(`booking ${n}: ${booked.status} ${await booked.text()}`);
        else bookings += 1;
      }
    };
    const [report] = await Promise.all([importRun, editor(), patients()]);
    console.warn(`beside the import (${report.seconds.toFixed(1)} s): ${saves} saves, ${bookings} bookings, ${failures.length} failed`);

    expect(failures.slice(0, 5), server.output().slice(-4000)).toEqual([]);
    // They ran beside the import, again and again, while it wrote.
    expect(saves).toBeGreaterThan(3);
    expect(bookings).toBeGreaterThan(3);
    expect(report.counts.posts.created).toBe(400);
    expect(report.counts.pages.created).toBe(100);
    expect(report.counts.attachments.created).toBe(300);
    expect(server.output()).not.toMatch(/SQLITE_BUSY/);
  });
});
