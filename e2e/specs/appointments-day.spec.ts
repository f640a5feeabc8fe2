import crypto from 'node:crypto';
import { expect, test } from '@playwright/test';
import { addDays, wallToInstant } from '@hospital/content/opd/schedule';
import { hospitalDay } from '@hospital/content/hospital-time';
import { openSqlite, type Db } from '../../server/src/db/database';
import { signInToAdmin } from './helpers/admin';
import { createRecord } from './helpers/api';
import { expectNoSeriousA11yViolations } from './helpers/axe';

// The requests desk's day of appointments (issue 33) in the studio: the day view shows a doctor's
// bookings by slot, the desk marks one attended, blocks the morning session and is shown the
// patient still booked in it to call, then unblocks it.

const zone = 'Asia/Kolkata';
const everyDay = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'].flatMap((day) => [
  { day, start: '09:00', end: '11:00', place: 'OPD Block A, Room 12' },
  { day, start: '16:00', end: '17:00', place: 'OPD Block B, Room 3' },
]);

let db: Db;
const id = (): string => crypto.randomBytes(12).toString('hex');

test.beforeAll(() => {
  db = openSqlite(process.env.E2E_DATA_DIR ?? '');
});
test.afterAll(async () => {
  await db?.close();
});

/** A booking as the website's form leaves it: the request desk's entry and the seat of the slot. */
async function booked(doctorId: string, day: string, time: string, patient: { name: string; phone: string }, seat: number): Promise<string> {
  const start = wallToInstant({ year: Number(day.slice(0, 4)), month: Number(day.slice(5, 7)), day: Number(day.slice(8, 10)), hour: Number(time.slice(0, 2)), minute: Number(time.slice(3, 5)) }, zone);
  const at = new Date().toISOString();
  const entryId = id();
  const reference = `APT-E2E-${crypto.randomBytes(3).toString('hex').toUpperCase()}`;
  await db.kysely
    .insertInto('form_entries')
    .values({ id: entryId, kind: 'appointment', data: JSON.stringify({ ...patient, email: '', department: 'Day Cardiology', doctor: 'Dr. Day View', date_time: '' }), created_at: at, reference, department: 'Day Cardiology', submit_ip: null, remote_ip: null })
    .execute();
  await db.kysely
    .insertInto('appointment_bookings')
    .values({
      id: id(),
      entry_id: entryId,
      reference,
      doctor_id: doctorId,
      slot_start: start.toISOString(),
      slot_end: new Date(start.getTime() + 15 * 60_000).toISOString(),
      seat,
      status: 'booked',
      place: 'OPD Block A, Room 12',
      token_hash: crypto.randomBytes(32).toString('hex'),
      expires_at: start.toISOString(),
      created_at: at,
      updated_at: at,
    })
    .execute();
  return reference;
}

test("the desk's day view shows a booking, marks it attended, blocks a session and lists the patient to call", async ({ page }) => {
  const token = await signInToAdmin(page);
  const department = await createRecord(page.request, token, 'expert-categories', { title: `Day Cardiology ${id().slice(0, 6)}` });
  const doctor = await createRecord(page.request, token, 'experts', { title: `Dr. Day View ${id().slice(0, 6)}`, departments: [department._id], opd_sessions: everyDay, opd_slot_minutes: 15 });
  const day = addDays(hospitalDay(new Date(), zone), 3);
  const asha = await booked(doctor._id, day, '09:30', { name: 'Asha Rao', phone: '+91 98765 43210' }, 1);
  const ravi = await booked(doctor._id, day, '10:15', { name: 'Ravi Kumar', phone: '+91 98111 22222' }, 1);

  await page.goto(`/admin/appointments?date=${day}&doctor=${doctor._id}`);
  const section = page.getByRole('region', { name: String(doctor.title) });
  await expect(section).toBeVisible();
  const ashaRow = section.getByRole('row').filter({ hasText: 'Asha Rao' });
  await expect(ashaRow).toContainText('09:30');
  await expect(ashaRow).toContainText('+91 98765 43210');
  await expect(ashaRow.getByRole('link', { name: `Open request ${asha}` })).toHaveAttribute('href', /\/admin\/contactentries\?kind=appointment&entry=/);
  await expect(ashaRow).toContainText('Booked');
  await expectNoSeriousA11yViolations(page);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download CSV' }).click();
  expect((await download).suggestedFilename()).toBe(`appointments-${day}.csv`);
  // On paper: the list only, without the studio's menu or the screen's controls.
  const menu = page.getByRole('navigation', { name: 'Admin menu' });
  await expect(menu).toBeVisible();
  await page.emulateMedia({ media: 'print' });
  await expect(ashaRow).toBeVisible();
  await expect(page.getByRole('button', { name: 'Download CSV' })).toBeHidden();
  await expect(menu).toBeHidden();
  await expect(ashaRow.getByRole('button', { name: 'Mark attended, Asha Rao' })).toBeHidden();
  await page.emulateMedia({ media: 'screen' });

  await ashaRow.getByRole('button', { name: 'Mark attended, Asha Rao' }).click();
  await expect(ashaRow.getByText('Attended', { exact: true })).toBeVisible();
  await expect(page.getByText('1 booked · 1 attended · 0 no-show · 0 cancelled')).toBeVisible();

  await section.getByRole('button', { name: 'Block session 09:00–11:00' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(/Reason/).fill('Doctor called to surgery');
  await dialog.getByRole('button', { name: 'Block session' }).click();
  // Asha came already; Ravi is still booked in the session and must be called.
  await expect(page.getByRole('dialog', { name: 'Patients to call (1)' })).toBeVisible();
  const calls = page.getByRole('table', { name: 'Patients to call' });
  await expect(calls.getByRole('row').filter({ hasText: 'Ravi Kumar' })).toContainText('+91 98111 22222');
  await expect(calls.getByRole('row').filter({ hasText: 'Ravi Kumar' })).toContainText(ravi);
  await expect(calls).not.toContainText('Asha Rao');
  await page.getByRole('button', { name: 'Done' }).click();

  await expect(section.getByText('Blocked: 09:00–11:00')).toBeVisible();
  await expect(section.getByText('Doctor called to surgery')).toBeVisible();
  await expect(section.getByRole('button', { name: 'Block slot 09:45' })).toHaveCount(0);
  await expect(section.getByRole('button', { name: 'Block slot 16:00' })).toBeVisible();

  await section.getByRole('button', { name: 'Unblock' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Unblock' }).click();
  await expect(section.getByText('Blocked: 09:00–11:00')).toHaveCount(0);
  await expect(section.getByRole('button', { name: 'Block slot 09:45' })).toBeVisible();
});
