import { afterAll, beforeAll, expect, it } from 'vitest';
import { openPostgres, type Db } from '../src/db/database';
import { describeOnPostgres } from './helpers/databases';
import { createScheduledDoctor, dayAhead, formValue } from './helpers/opd-doctors';
import type { ServerProcess } from './helpers/server-process';
import { startServerProcesses, type ServerProcesses } from './helpers/server-processes';

// The capacity of a slot under patients booking at once through two real server processes
// (two `src/main.ts` processes sharing one PostgreSQL schema), each in another time zone than the
// hospital's: 100 patients post the SPEC's appointment form for the same one-place slot at the
// same moment; the database's unique index on the slot's seats lets exactly one through, the 99
// others are told the time is no longer free and offered the next free slots. Two processes
// sharing a database need PostgreSQL: this runs only with TEST_DATABASE_URL set.

interface Answer {
  status: number;
  body: { data?: { reference: string; appointment?: { start: string } }; errors?: Record<string, string>; nextSlots?: { dateTime: string }[] };
}

describeOnPostgres(`one place, 100 patients at once, two server processes (postgres)`, (_dialect, url) => {
  let processes: ServerProcesses | undefined;
  let servers: ServerProcess[] = [];
  let db: Db | undefined;

  beforeAll(async () => {
    // One after the other, so that the second finds the schema migrated; neither on the hospital's clock.
    processes = await startServerProcesses({
      url: url,
      prefix: 'parallel_bookings',
      each: [{ TZ: 'America/Los_Angeles' }, { TZ: 'Pacific/Auckland' }],
      start: 'one by one',
    });
    servers = processes.servers;
    db = openPostgres(url, { max: 3, options: processes.options });
  }, 240_000);

  afterAll(async () => {
    await db?.close();
    await processes?.stop();
  }, 60_000);

  it('books the slot for exactly one patient and tells the 99 others it is taken, with the next free slots', { timeout: 120_000 }, async () => {
    if (!db) throw new Error('no database');
    const doctor = await createScheduledDoctor(db, { opd_per_slot: 1 });
    const day = dayAhead(6);
    const dateTime = formValue(day, '09:30');
    const post = async (i: number): Promise<Answer> => {
      const server = servers[i % 2];
      if (!server) throw new Error('no server');
      const response = await fetch(`${server.url}/api/admin/BookAppointmentForms`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': `192.0.2.${i}` },
        body: JSON.stringify({ name: `Patient ${i}`, phone: `96${String(i).padStart(8, '0')}`, email: `patient${i}@example.com`, date_time: dateTime, department: doctor.department, doctor: doctor.title, message: '', submit_ip: 'Unknown' }),
      });
      return { status: response.status, body: (await response.json()) as Answer['body'] };
    };
    const answers = await Promise.all(Array.from({ length: 100 }, (_, i) => post(i)));
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 400)).toHaveLength(99);
    const booked = answers.find((a) => a.status === 201);
    // 09:30 on the hospital's clock (Asia/Kolkata), whatever the zone of the process that took it.
    expect(booked?.body.data?.appointment?.start).toBe(`${day}T04:00:00.000Z`);
    for (const refused of answers.filter((a) => a.status === 400)) {
      expect(refused.body.errors?.date_time).toMatch(/^.+, \d+:\d\d [AP]M is no longer free\. The next free times are: /);
      expect(refused.body.nextSlots?.[0]?.dateTime).toBe(formValue(day, '09:45'));
    }
    const rows = await db.kysely.selectFrom('appointment_bookings').select(['seat', 'slot_start']).where('doctor_id', '=', doctor._id).execute();
    expect(rows).toEqual([{ seat: 1, slot_start: `${day}T04:00:00.000Z` }]);
    const entries = await db.kysely.selectFrom('form_entries').select('id').execute();
    expect(entries).toHaveLength(1);
  });
});
