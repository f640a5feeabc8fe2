import { hospitalDay } from '@hospital/content/hospital-time';
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { slotsBetween, weekdays, type OpdSchedule } from '@hospital/content/opd/schedule';
import { buildApp } from '../app';
import { loadConfig } from '../config/config';
import { contentTableName, migrateToLatest, openPostgres, openSqlite, type Db } from '../db/database';
import { newId } from '../lib/ids';
import { startServerProcesses } from '../../test/helpers/server-processes';
import { hashBookingToken } from './bookings';

/**
 * `npm run bench`'s appointment figures (issue 33), figures not tests:
 * - `benchSlots`: a doctor's free slots of the next 14 days through the real API (SQLite, 50
 *   doctors with schedules, 5,000 booked appointments), p50/p95 of sequential requests, beside a
 *   bare Node server answering the same bytes in the same run (target p95 ≤ 20 ms).
 * - `benchBookings` (PostgreSQL): two real server processes on one schema; 100 patients posting the
 *   same one-place slot at once (exactly one should succeed), 100 patients booking 100 different
 *   slots of one doctor at once (p95 of the answers; target under 1 s), then 10,000 random bookings and
 *   cancellations through both, and the most any slot holds against its capacity.
 */

const timeZone = 'Asia/Kolkata';
const sessions = (start: string, end: string) => weekdays.filter((d) => d !== 'sun').map((day) => ({ day, start, end, place: 'OPD Block A' }));

const percentile = (sorted: readonly number[], p: number): number => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? Number.NaN;

async function addDepartment(db: Db): Promise<string> {
  const now = new Date().toISOString();
  const id = newId();
  await db.kysely
    .insertInto(contentTableName('expert-categories'))
    .values({ id, slug: 'general-medicine', title: 'General Medicine', status: 'active', sort_order: 0, record_date: null, created_at: now, updated_at: now, data: JSON.stringify({ title: 'General Medicine' }) })
    .execute();
  return id;
}

async function addDoctors(db: Db, department: string, count: number, schedule: Record<string, unknown>, name = 'Bench'): Promise<{ id: string; title: string }[]> {
  const now = new Date().toISOString();
  const doctors = Array.from({ length: count }, (_, i) => {
    const title = `Dr. ${name} ${i + 1}`;
    return { id: newId(), slug: `dr-${name.toLowerCase()}-${i + 1}`, title, status: 'active', sort_order: i, record_date: null, created_at: now, updated_at: now, data: JSON.stringify({ title, ...schedule }) };
  });
  await db.kysely.insertInto(contentTableName('experts')).values(doctors).execute();
  await db.kysely
    .insertInto('content_relations')
    .values(doctors.map((d) => ({ from_type: 'experts', from_id: d.id, field: 'departments', to_type: 'expert-categories', to_id: department, position: 0 })))
    .execute();
  return doctors.map((d) => ({ id: d.id, title: d.title }));
}

/** Sequential GETs on one keep-alive connection: each answer's time in ms. */
async function timeRequests(urls: readonly string[]): Promise<number[]> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const times: number[] = [];
  for (const url of urls) {
    const started = performance.now();
    await new Promise<void>((resolve, reject) => {
      http
        .get(url, { agent }, (response) => {
          response.on('data', () => undefined);
          response.on('end', () => (response.statusCode === 200 ? resolve() : reject(new Error(`${url}: ${response.statusCode}`))));
        })
        .on('error', reject);
    });
    times.push(performance.now() - started);
  }
  agent.destroy();
  return times;
}

const listen = (server: http.Server): Promise<string> =>
  new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)));

export interface SlotsFigures {
  doctors: number;
  booked: number;
  requests: number;
  api: { p50: number; p95: number };
  bare: { p50: number; p95: number };
  answerBytes: number;
}

export async function benchSlots(options: { doctors?: number; booked?: number; requests?: number } = {}): Promise<SlotsFigures> {
  const doctorCount = options.doctors ?? 50;
  const bookedCount = options.booked ?? 5000;
  const requests = options.requests ?? 2000;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hospital-slots-bench-'));
  const db = openSqlite(dir);
  try {
    await migrateToLatest(db);
    const schedule = { opd_sessions: sessions('09:00', '13:00'), opd_slot_minutes: 15, opd_per_slot: 1 };
    const doctors = await addDoctors(db, await addDepartment(db), doctorCount, schedule);
    // 5,000 bookings over the doctors' slots of the next 14 days, spread evenly.
    const now = new Date();
    const slots = slotsBetween({ sessions: schedule.opd_sessions, slotMinutes: 15, perSlot: 1, leave: [] } satisfies OpdSchedule, { fromDay: hospitalDay(now, timeZone), days: 14, timeZone, holidays: [], now });
    const at = now.toISOString();
    const all = doctors.flatMap((d) => slots.map((s) => ({ doctor: d.id, slot: s })));
    // Scattered over every doctor and day (7919 is prime: i ↦ 7919·i mod n is a permutation).
    const rows = all
      .filter((_, i) => (i * 7919) % all.length < bookedCount)
      .map(({ doctor, slot }) => ({ id: newId(), entry_id: newId(), reference: 'APT-BENCH', doctor_id: doctor, slot_start: slot.start, slot_end: slot.end, seat: 1, status: 'booked', place: slot.place, token_hash: hashBookingToken(crypto.randomBytes(32).toString('base64url')), expires_at: slot.end, reminded_at: null, reminder_token_hash: null, created_at: at, updated_at: at }));
    for (let i = 0; i < rows.length; i += 500) await db.kysely.insertInto('appointment_bookings').values(rows.slice(i, i + 500)).execute();

    const app = await buildApp({ config: loadConfig({ DATA_DIR: dir, LOG_LEVEL: 'silent', SEED: 'none' }), db, web: false, logger: false });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const apiUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const urls = Array.from({ length: requests }, (_, i) => `${apiUrl}/api/admin/appointment-slots?doctor=${doctors[i % doctors.length]?.id ?? ''}`);
    const sample = await (await fetch(urls[0] ?? '')).text();
    const bare = http.createServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
      response.end(sample);
    });
    const bareUrl = await listen(bare);
    try {
      // Warm-up of both, then each measured in turn, twice; the second round counts.
      await timeRequests(urls.slice(0, 200));
      await timeRequests(urls.slice(0, 200).map(() => `${bareUrl}/`));
      let api: number[] = [];
      let plain: number[] = [];
      for (let round = 0; round < 2; round++) {
        api = (await timeRequests(urls)).sort((a, b) => a - b);
        plain = (await timeRequests(urls.map(() => `${bareUrl}/`))).sort((a, b) => a - b);
      }
      return {
        doctors: doctorCount,
        booked: rows.length,
        requests,
        api: { p50: percentile(api, 0.5), p95: percentile(api, 0.95) },
        bare: { p50: percentile(plain, 0.5), p95: percentile(plain, 0.95) },
        answerBytes: Buffer.byteLength(sample),
      };
    } finally {
      await app.close();
      await new Promise((resolve) => bare.close(resolve));
    }
  } finally {
    await db.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

export interface BookingFigures {
  atOnce: { patients: number; booked: number; refused: number; other: number };
  /** 100 patients booking 100 different slots of one doctor at once (each waits for the doctor's slot lock): the answers' times. */
  burst: { patients: number; booked: number; other: number; p50: number; p95: number; max: number };
  /** The control: the same doctor's bookings one after another (nobody else booking), each answer's time. */
  alone: { bookings: number; p50: number; p95: number };
  random: { operations: number; booked: number; taken: number; cancelled: number; other: number; slots: number; overCapacity: number; mostHeld: number; capacity: number; seconds: number };
}

interface Posted {
  status: number;
  body: { data?: { appointment?: { manageUrl: string } } };
}

/** Two server processes on a fresh schema of the PostgreSQL database at `url`. */
export async function benchBookings(url: string, options: { operations?: number; concurrency?: number } = {}): Promise<BookingFigures> {
  const operations = options.operations ?? 10_000;
  const concurrency = options.concurrency ?? 32;
  // One after the other, so that the second finds the schema migrated.
  const processes = await startServerProcesses({ url, prefix: 'bench_bookings', env: { SEED: 'none', TRUST_PROXY: 'true', LOG_LEVEL: 'error' }, count: 2, start: 'one by one' });
  const { servers } = processes;
  const db = openPostgres(url, { max: 3, options: processes.options });
  try {
    const department = await addDepartment(db);
    const [single] = await addDoctors(db, department, 1, { opd_sessions: sessions('09:00', '10:00'), opd_slot_minutes: 15, opd_per_slot: 1 }, 'Single');
    const capacity = 3;
    const busy = await addDoctors(db, department, 1, { opd_sessions: sessions('09:00', '11:00'), opd_slot_minutes: 15, opd_per_slot: capacity }, 'Busy');
    const [popular] = await addDoctors(db, department, 1, { opd_sessions: sessions('08:00', '20:00'), opd_slot_minutes: 15, opd_per_slot: 1 }, 'Popular');
    if (!single || !busy[0]) throw new Error('no doctors');
    const crowded = busy[0];
    let n = 0;
    const post = async (route: string, body: Record<string, unknown>): Promise<Posted> => {
      n += 1;
      const server = servers[n % 2];
      if (!server) throw new Error('no server');
      const response = await fetch(`${server.url}/api/admin/${route}`, {
        method: 'POST',
        // Every patient from an address of their own, so the forms' flood guard counts each alone.
        headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}` },
        body: JSON.stringify(body),
      });
      return { status: response.status, body: (await response.json()) as Posted['body'] };
    };
    const book = (doctor: { title: string }, dateTime: string) =>
      post('BookAppointmentForms', { name: `Patient ${n}`, phone: `9${String(100_000_000 + n).slice(-9)}`, email: `p${n}@example.com`, date_time: dateTime, department: 'General Medicine', doctor: doctor.title, message: '', submit_ip: 'Unknown' });

    // The slots of the coming week's working days, as the form spells them.
    const now = new Date();
    const fromDay = hospitalDay(new Date(now.getTime() + 2 * 24 * 60 * 60 * 1000), timeZone);
    const slotsOf = (start: string, end: string, perSlot: number) => slotsBetween({ sessions: sessions(start, end), slotMinutes: 15, perSlot, leave: [] }, { fromDay, days: 7, timeZone, holidays: [], now });
    const first = slotsOf('09:00', '10:00', 1)[0];
    if (!first) throw new Error('no slot');

    const atOnce = await Promise.all(Array.from({ length: 100 }, () => book(single, first.dateTime)));
    const figuresAtOnce = {
      patients: atOnce.length,
      booked: atOnce.filter((a) => a.status === 201).length,
      refused: atOnce.filter((a) => a.status === 400).length,
      other: atOnce.filter((a) => a.status !== 201 && a.status !== 400).length,
    };

    // A burst for one doctor: 100 patients at once, each a slot of their own, so every one is booked after waiting its turn for the doctor's lock.
    if (!popular) throw new Error('no doctor');
    const popularSlots = slotsOf('08:00', '20:00', 1);
    const burstSlots = popularSlots.slice(0, 100);
    // The control first: 20 bookings of the same doctor one after another (other slots), as one patient at a time meets it.
    const aloneTimes: number[] = [];
    for (const slot of popularSlots.slice(100, 120)) {
      const started = performance.now();
      const answer = await book(popular, slot.dateTime);
      if (answer.status !== 201) throw new Error(`a booking alone answered ${answer.status}`);
      aloneTimes.push(performance.now() - started);
    }
    aloneTimes.sort((a, b) => a - b);
    const burst = await Promise.all(
      burstSlots.map(async (slot) => {
        const started = performance.now();
        const answer = await book(popular, slot.dateTime);
        return { status: answer.status, ms: performance.now() - started };
      }),
    );
    const burstTimes = burst.map((b) => b.ms).sort((a, b) => a - b);
    const figuresBurst = {
      patients: burst.length,
      booked: burst.filter((b) => b.status === 201).length,
      other: burst.filter((b) => b.status !== 201).length,
      p50: percentile(burstTimes, 0.5),
      p95: percentile(burstTimes, 0.95),
      max: burstTimes[burstTimes.length - 1] ?? Number.NaN,
    };

    // Random bookings (70 %) and cancellations (30 %) over few slots, so most slots are fought over.
    const slots = slotsOf('09:00', '11:00', capacity).slice(0, 16);
    const tokens: string[] = [];
    const counts = { booked: 0, taken: 0, cancelled: 0, other: 0 };
    let next = 0;
    const started = performance.now();
    const worker = async () => {
      while (next < operations) {
        next += 1;
        if (tokens.length > 0 && Math.random() < 0.3) {
          const token = tokens.splice(Math.floor(Math.random() * tokens.length), 1)[0] ?? '';
          const answer = await post('appointments/cancel', { token });
          if (answer.status === 200) counts.cancelled += 1;
          else counts.other += 1;
        } else {
          const slot = slots[Math.floor(Math.random() * slots.length)];
          if (!slot) continue;
          const answer = await book(crowded, slot.dateTime);
          const manage = answer.body.data?.appointment?.manageUrl;
          if (answer.status === 201 && manage) {
            counts.booked += 1;
            tokens.push(new URL(`http://x${manage}`).searchParams.get('token') ?? '');
          } else if (answer.status === 400) counts.taken += 1;
          else counts.other += 1;
        }
      }
    };
    await Promise.all(Array.from({ length: concurrency }, worker));
    const seconds = (performance.now() - started) / 1000;
    const held = await db.kysely
      .selectFrom('appointment_bookings')
      .select(['slot_start'])
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('doctor_id', '=', crowded.id)
      .where('seat', 'is not', null)
      .groupBy('slot_start')
      .execute();
    return {
      atOnce: figuresAtOnce,
      burst: figuresBurst,
      alone: { bookings: aloneTimes.length, p50: percentile(aloneTimes, 0.5), p95: percentile(aloneTimes, 0.95) },
      random: {
        operations,
        ...counts,
        slots: slots.length,
        overCapacity: held.filter((h) => Number(h.n) > capacity).length,
        mostHeld: Math.max(0, ...held.map((h) => Number(h.n))),
        capacity,
        seconds,
      },
    };
  } finally {
    await db.close();
    await processes.stop();
  }
}
