import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSqlite, type Db } from '../src/db/database';
import { parseImportMapping } from '../src/wordpress/import-mapping';
import { buildWxr } from '../src/wordpress/wxr-builder';
import { testConfig } from './helpers/databases';
import { copySqliteTemplate } from './helpers/migrated-templates';
import { dayAhead, everyDay, formValue } from './helpers/opd-doctors';
import { buildTestApp } from './helpers/signed-in-app';

/**
 * The mapping file of `npm run import:wordpress -- --map <file>`: a valid one is read with what it
 * leaves out filled in; an unknown target type, a field the type does not have, a key the mapping
 * does not know and a file that is not JSON are each refused with a message naming the file and
 * the place in it, and the command ends with that message having written nothing. A doctor brought
 * in through a valid mapping can be booked once a schedule is published for them. The subject is
 * the command and its file, not the database: SQLite only.
 */

const serverDir = path.resolve(import.meta.dirname, '..');
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'wordpress-map-'));
afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

const validMapping = {
  postTypes: { doctor: { to: 'experts', fields: { qualification: 'education', designation: 'designation', experience_years: '' }, departments: 'department' } },
};

/** Each bad mapping file's text, and the exact message it is refused with. */
const refused: [what: string, text: string, message: string][] = [
  [
    'an unknown target type',
    JSON.stringify({ postTypes: { doctor: { to: 'surgeons', fields: {} } } }),
    'map.json: postTypes.doctor.to: "to" must be one of experts, expert-categories, specialities, hospitalfacilities, faqs.',
  ],
  [
    'a meta key mapped to a field the type does not have',
    JSON.stringify({ postTypes: { doctor: { to: 'experts', fields: { qualification: 'degree' } } } }),
    'map.json: postTypes.doctor.fields.qualification: experts has no field "degree" a meta key can fill (designation, education, languages).',
  ],
  ['a key the mapping does not know (a misspelt "fields")', JSON.stringify({ postTypes: { doctor: { to: 'experts', feilds: {} } } }), 'map.json: postTypes.doctor: Unrecognized key: "feilds"'],
];

const malformed = '{ "postTypes": { "doctor": { "to": "experts", } } }';
const malformedMessage = (): string => {
  try {
    JSON.parse(malformed);
  } catch (error) {
    return `map.json is not JSON: ${(error as Error).message}`;
  }
  throw new Error('the malformed mapping parsed');
};

describe('parseImportMapping, the check of a --map file', () => {
  it('accepts a valid mapping, with what it leaves out filled in', () => {
    expect(parseImportMapping(JSON.stringify(validMapping), 'map.json')).toEqual({ ...validMapping, pageTrees: {} });
    expect(parseImportMapping('{"pageTrees":{"/our-doctors/":{"to":"experts"}}}', 'map.json')).toEqual({ postTypes: {}, pageTrees: { '/our-doctors/': { to: 'experts', fields: {} } } });
  });

  it.each(refused)('refuses %s, naming the file and the place in it', (_what, text, message) => {
    expect(() => parseImportMapping(text, 'map.json')).toThrow(new Error(message));
  });

  it('refuses a file that is not JSON, with the reason the parser gives', () => {
    expect(malformedMessage()).toMatch(/^map\.json is not JSON: \S/);
    expect(() => parseImportMapping(malformed, 'map.json')).toThrow(new Error(malformedMessage()));
  });
});

/** `npm run import:wordpress -- <args>` (from the server's folder, as npm runs it) on the SQLite database in `dataDir`. */
function importCommand(dataDir: string, args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(serverDir, 'src/cli/import-wordpress.ts'), ...args], {
    cwd: serverDir,
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'silent', SEED: 'none' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('close', (code) => resolve({ code, stdout, stderr }));
  });
}

const site = 'https://old.hospital.example';
const exportFile = path.join(work, 'export.xml');

describe('npm run import:wordpress -- --map <file>, on SQLite', () => {
  let dataDir: string;
  let db: Db;
  beforeAll(async () => {
    fs.writeFileSync(
      exportFile,
      buildWxr({
        site,
        items: [
          {
            id: 601,
            type: 'doctor',
            title: 'Dr. Kavita Rao',
            slug: 'dr-kavita-rao',
            link: `${site}/doctor/dr-kavita-rao/`,
            content: '<p>Heart rhythm specialist.</p>',
            terms: [{ domain: 'department', slug: 'cardiology', name: 'Cardiology' }],
            meta: { qualification: 'MBBS, DM (Cardiology)', designation: 'Consultant Cardiologist', experience_years: '12' },
          },
        ],
      }),
    );
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wordpress-map-data-'));
    await copySqliteTemplate(dataDir);
    db = openSqlite(dataDir);
  });
  afterAll(async () => {
    await db?.close();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const written = async (): Promise<Record<string, number>> => {
    const result: Record<string, number> = {};
    for (const table of ['content_experts', 'content_expert_categories', 'wordpress_import_items', 'wordpress_import_runs', 'redirects'] as const) {
      result[table] = Number((await db.kysely.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
    }
    return result;
  };
  const nothing = { content_experts: 0, content_expert_categories: 0, wordpress_import_items: 0, wordpress_import_runs: 0, redirects: 0 };

  it('ends with the message of a bad mapping file, exit 1, and writes nothing', { timeout: 120_000 }, async () => {
    expect(await written()).toEqual(nothing);
    for (const [what, text, message] of [...refused, ['malformed JSON', malformed, malformedMessage()] as const]) {
      const mapFile = path.join(fs.mkdtempSync(path.join(work, 'bad-')), 'map.json');
      fs.writeFileSync(mapFile, text);
      const run = await importCommand(dataDir, [exportFile, '--publish', '--map', mapFile]);
      expect([what, run.code, run.stderr], run.stdout).toEqual([what, 1, `${message.replace(/^map\.json/, mapFile)}\n`]);
      expect(await written(), what).toEqual(nothing);
    }
  });

  it('brings the doctor in through a valid mapping; with a schedule published, the doctor can be booked', { timeout: 120_000 }, async () => {
    const mapFile = path.join(work, 'map.json');
    fs.writeFileSync(mapFile, JSON.stringify(validMapping));
    const run = await importCommand(dataDir, [exportFile, '--publish', '--map', mapFile]);
    expect(run.code, run.stderr).toBe(0);
    const doctor = await db.kysely.selectFrom('content_experts').select(['id', 'title', 'status']).where('slug', '=', 'dr-kavita-rao').executeTakeFirstOrThrow();
    expect(doctor).toMatchObject({ title: 'Dr. Kavita Rao', status: 'active' });

    const api = await buildTestApp(db, testConfig({ DATA_DIR: dataDir }));
    try {
      const json = { 'content-type': 'application/json' };
      const read = await api.inject({ method: 'GET', url: `/api/admin/experts/${doctor.id}` });
      const fields = (read.json() as { data: Record<string, unknown> }).data;
      expect(fields).toMatchObject({ education: 'MBBS, DM (Cardiology)', designation: 'Consultant Cardiologist' });
      const schedule = { opd_sessions: everyDay('09:00', '10:00', 'OPD Room 2'), opd_slot_minutes: 15, opd_per_slot: 1 };
      const saved = await api.inject({ method: 'PUT', url: `/api/admin/experts/${doctor.id}`, headers: json, payload: JSON.stringify({ ...fields, ...schedule, status: 'active' }) });
      expect(saved.statusCode, saved.body).toBe(200);
      const day = dayAhead(3);
      const booking = { name: 'Asha Patil', phone: '9845012345', email: 'asha@example.com', date_time: formValue(day, '09:30'), department: 'Cardiology', doctor: 'Dr. Kavita Rao', message: '', submit_ip: 'Unknown' };
      const booked = await api.app.inject({ method: 'POST', url: '/api/admin/BookAppointmentForms', payload: booking, remoteAddress: '198.51.100.7' });
      expect(booked.statusCode, booked.body).toBe(201);
      expect((booked.json() as { data: { appointment?: Record<string, unknown> } }).data.appointment).toMatchObject({ status: 'booked', doctor: 'Dr. Kavita Rao', department: 'Cardiology', place: 'OPD Room 2' });
      // The slot is taken: a second patient at the same time is refused.
      const again = await api.app.inject({ method: 'POST', url: '/api/admin/BookAppointmentForms', payload: { ...booking, phone: '9845054321', email: 'ravi@example.com' }, remoteAddress: '198.51.100.8' });
      expect(again.statusCode, again.body).toBe(400);
      expect((again.json() as { errors: Record<string, string> }).errors.date_time).toMatch(/^\w{3}, \d+ \w{3}, 9:30 AM is no longer free\./);
    } finally {
      await api.close();
    }
  });
});
