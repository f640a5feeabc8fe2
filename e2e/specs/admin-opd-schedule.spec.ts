import { expect, test } from '@playwright/test';
import { signInToAdmin } from './helpers/admin';
import { activeList, createRecord, setSiteLanguages, uniqueSuffix } from './helpers/api';
import { expectNoSeriousA11yViolations } from './helpers/axe';

// Issue 33: a doctor's OPD schedule is edited on the doctor's screen, in a section of its own:
// session rows of day, times and room, checked as a whole (overlapping sessions are refused beside
// the row), with a preview of the slots the sessions make; published, the website reads it.
test.describe.configure({ timeout: 90_000 });

test("a doctor's OPD schedule: session rows edited in the studio, an overlap refused, the slots previewed, published", async ({ page }) => {
  const token = await signInToAdmin(page);
  const [cardiology] = (await activeList<{ _id: string; title: string }>(page.request, 'expert-categories')).filter((d) => d.title === 'Cardiology');
  expect(cardiology).toBeDefined();
  const name = `Dr. Schedule ${uniqueSuffix()}`;
  const doctor = await createRecord(page.request, token, 'experts', { title: name, departments: [cardiology?._id] });

  await page.goto(`/admin/experts/edit/${doctor._id}`);
  await expect(page.getByLabel("Doctor's name")).toHaveValue(name, { timeout: 20_000 });
  const section = page.locator('fieldset', { has: page.locator('legend', { hasText: 'OPD schedule' }) }).first();
  await expect(section.getByTestId('opd-preview')).toContainText('No complete session yet');

  const session = async (row: number, day: string, start: string, end: string, place = '') => {
    await section.getByRole('button', { name: 'Add OPD sessions row' }).click();
    await page.locator(`#field-opd_sessions-${row}-day`).click();
    await page.getByRole('option', { name: day, exact: true }).click();
    await page.locator(`#field-opd_sessions-${row}-start`).fill(start);
    await page.locator(`#field-opd_sessions-${row}-end`).fill(end);
    if (place) await page.locator(`#field-opd_sessions-${row}-place`).fill(place);
  };
  await session(0, 'Monday', '09:00', '13:00', 'OPD Block A, Room 1');
  await expect(section.getByTestId('opd-preview')).toContainText('Monday 09:00–13:00, OPD Block A, Room 1: 16 slots of 15 minutes');
  await expectNoSeriousA11yViolations(page);

  await session(1, 'Monday', '12:00', '14:00');
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(section.getByText('It overlaps the Monday session 09:00–13:00 (row 1).')).toBeVisible();

  await page.locator('#field-opd_sessions-1-start').fill('13:00');
  await expect(section.getByText('It overlaps the Monday session 09:00–13:00 (row 1).')).toHaveCount(0);
  await expect(section.getByTestId('opd-preview')).toContainText('Monday 13:00–14:00: 4 slots of 15 minutes');
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByTestId('admin-snackbar')).toHaveText('Doctor published');

  const published = (await activeList<{ _id: string; opd_sessions?: unknown }>(page.request, 'experts')).find((d) => d._id === doctor._id);
  expect(published?.opd_sessions).toEqual([
    // No location chosen: the main hospital's (issue 48).
    { day: 'mon', start: '09:00', end: '13:00', place: 'OPD Block A, Room 1', location: '' },
    { day: 'mon', start: '13:00', end: '14:00', place: '', location: '' },
  ]);
});

test("a session's room is translated on the Hindi tab beside its English; the days and times stay shared", async ({ page }) => {
  const token = await signInToAdmin(page);
  // The demo publishes in Hindi; other specs replace the site settings meanwhile.
  await setSiteLanguages(page.request, token, ['hi']);
  const [cardiology] = (await activeList<{ _id: string; title: string }>(page.request, 'expert-categories')).filter((d) => d.title === 'Cardiology');
  const name = `Dr. Kamra ${uniqueSuffix()}`;
  const doctor = await createRecord(page.request, token, 'experts', {
    title: name,
    departments: [cardiology?._id],
    opd_sessions: [
      { day: 'tue', start: '09:00', end: '12:00', place: 'OPD Block A, Room 1' },
      { day: 'thu', start: '09:00', end: '12:00', place: '' },
    ],
  });

  await page.goto(`/admin/experts/edit/${doctor._id}`);
  await expect(page.getByLabel("Doctor's name")).toHaveValue(name, { timeout: 20_000 });
  await page.getByRole('tab', { name: /Hindi/ }).click();
  const sessions = page.getByRole('tabpanel').getByRole('region', { name: 'OPD sessions' });
  await expect(sessions.getByText('OPD Block A, Room 1', { exact: true })).toBeVisible();
  await sessions.getByLabel('Room, row 1 (Hindi)').fill('ओपीडी ब्लॉक A, कमरा 1');
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByTestId('admin-snackbar')).toHaveText('Doctor published');

  const hindi = (await (await page.request.get('/api/admin/experts/active?lang=hi')).json()) as { data: { _id: string; opd_sessions?: unknown }[] };
  expect(hindi.data.find((d) => d._id === doctor._id)?.opd_sessions).toEqual([
    { day: 'tue', start: '09:00', end: '12:00', place: 'ओपीडी ब्लॉक A, कमरा 1', location: '' },
    { day: 'thu', start: '09:00', end: '12:00', place: '', location: '' },
  ]);
});
