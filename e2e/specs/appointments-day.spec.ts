import crypto from 'node:crypto';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { addDays } from '@hospital/content/opd/schedule';
import { hospitalDay } from '@hospital/content/hospital-time';
import { signInToAdmin } from './helpers/admin';
import { createRecord } from './helpers/api';
import { expectNoSeriousA11yViolations } from './helpers/axe';

// The requests desk's day of appointments (issue 33) in the studio: two patients book a doctor's
// slots through the appointment form; the day view shows them by slot, the desk marks one
// attended, blocks the morning session and is shown the patient still booked in it to call, then
// unblocks it. The day's list downloads as CSV and prints without the studio around it.

const zone = 'Asia/Kolkata';
const everyDay = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'].flatMap((day) => [
  { day, start: '09:00', end: '11:00', place: 'OPD Block A, Room 12' },
  { day, start: '16:00', end: '17:00', place: 'OPD Block B, Room 3' },
]);

const suffix = (): string => crypto.randomBytes(3).toString('hex');

/** Books a slot as the website's form does ("29/11/2026 09:30 AM"); answers the reference. */
async function book(request: APIRequestContext, doctor: { title: string; department: string }, day: string, time: string, patient: { name: string; phone: string }): Promise<string> {
  const hour = Number(time.slice(0, 2));
  const dateTime = `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)} ${String(hour % 12 || 12).padStart(2, '0')}:${time.slice(3, 5)} ${hour < 12 ? 'AM' : 'PM'}`;
  const response = await request.post('/api/admin/BookAppointmentForms', {
    data: { ...patient, email: `${suffix()}@example.org`, date_time: dateTime, department: doctor.department, doctor: doctor.title, message: '', submit_ip: 'Unknown' },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { data: { reference: string } }).data.reference;
}

test("the desk's day view shows a booking, marks it attended, blocks a session and lists the patient to call", async ({ page }) => {
  const token = await signInToAdmin(page);
  const departmentTitle = `Day Cardiology ${suffix()}`;
  const department = await createRecord(page.request, token, 'expert-categories', { title: departmentTitle });
  const doctor = await createRecord(page.request, token, 'experts', { title: `Dr. Day View ${suffix()}`, departments: [department._id], opd_sessions: everyDay, opd_slot_minutes: 15 });
  const day = addDays(hospitalDay(new Date(), zone), 3);
  const bookable = { title: String(doctor.title), department: departmentTitle };
  const asha = await book(page.request, bookable, day, '09:30', { name: 'Asha Rao', phone: '+91 98765 43210' });
  const ravi = await book(page.request, bookable, day, '10:15', { name: 'Ravi Kumar', phone: '+91 98111 22222' });

  await page.goto(`/admin/appointments?date=${day}&doctor=${doctor._id}`);
  const section = page.getByRole('region', { name: String(doctor.title) });
  await expect(section).toBeVisible();
  const ashaRow = section.getByRole('row').filter({ hasText: 'Asha Rao' });
  await expect(ashaRow).toContainText('09:30');
  await expect(ashaRow).toContainText('+919876543210');
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
  // Three days ahead: the desk is asked first, the slot not having begun.
  const early = page.getByRole('dialog', { name: /^Mark Asha Rao .*already\?$/ });
  await expect(early).toContainText('has not begun yet');
  await early.getByRole('button', { name: 'Mark attended' }).click();
  await expect(ashaRow.getByText('Attended', { exact: true })).toBeVisible();
  await expect(page.getByText('1 booked · 1 attended · 0 no-show · 0 cancelled')).toBeVisible();

  await section.getByRole('button', { name: 'Block session 09:00–11:00' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(/Reason/).fill('Doctor called to surgery');
  await dialog.getByRole('button', { name: 'Block session' }).click();
  // Both must be called: Ravi is booked, and Asha was marked ahead of her slot, so she stays on the list.
  await expect(page.getByRole('dialog', { name: 'Patients to call (2)' })).toBeVisible();
  const calls = page.getByRole('table', { name: 'Patients to call' });
  await expect(calls.getByRole('row').filter({ hasText: 'Ravi Kumar' })).toContainText('+919811122222');
  await expect(calls.getByRole('row').filter({ hasText: 'Ravi Kumar' })).toContainText(ravi);
  await expect(calls.getByRole('row').filter({ hasText: 'Asha Rao' })).toContainText(asha);
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
