import { expect, test } from '@playwright/test';
import { apiLogin, createPage, createRecord, setSiteLanguages } from './helpers/api';
import { soon } from './helpers/dates';

// Issue 32, the forms part: the appointment form on a Hindi page (/hi/…) speaks Hindi: its
// labels, the browser's check (a Hindi validation error first), the loading view and the
// thank-you text; the request is stored with its language, Hindi, for the desk.

const run = Math.random().toString(36).slice(2, 8);
const bookingPath = `/book-hi-${run}`;
const department = `Dermatology ${run}`;
const doctor = `Dr. Skin ${run}`;
const email = `hindi.${run}@example.org`;
let token = '';

test.beforeAll(async ({ request }) => {
  token = await apiLogin(request);
  // The demo publishes in Hindi; other specs replace the site settings meanwhile.
  await setSiteLanguages(request, token, ['hi']);
  await createPage(request, token, { title: `Book ${run}`, pageRoute: bookingPath.slice(1), template: 'book-appointment' });
  const skin = await createRecord(request, token, 'expert-categories', { title: department, slug: `dermatology-hi-${run}` });
  await createRecord(request, token, 'experts', { title: doctor, slug: `skin-hi-${run}`, departments: [skin._id] });
});

test('the appointment form in Hindi shows a Hindi validation error first, then sends, and the desk sees Hindi', async ({ page }) => {
  await page.goto(`/hi${bookingPath}`);
  const form = page.getByRole('form', { name: 'अपॉइंटमेंट फ़ॉर्म' });
  await expect(form).toBeVisible();
  await expect(form).toHaveAttribute('action', `/hi${bookingPath}`);
  // Sent empty: the browser's check, in Hindi, before anything goes to the server.
  await form.locator('button[type="submit"]').click();
  await expect(form.locator('p').getByText('नाम आवश्यक है।', { exact: true })).toBeVisible();
  await expect(form.getByText('कृपया 6 फ़ील्ड ठीक करें:')).toBeVisible();
  await expect(form.getByLabel('नाम (आवश्यक)')).toBeFocused();

  await form.getByLabel('नाम (आवश्यक)').fill('सुनीता शर्मा');
  await form.getByLabel('फ़ोन नंबर (आवश्यक)').fill('98450 12345');
  await form.getByLabel('ईमेल (आवश्यक)').fill(email);
  await form.getByLabel('दिनांक और समय (आवश्यक)').fill(`${soon.text} 10:30 AM`);
  await form.getByLabel('विभाग (आवश्यक)').selectOption(department);
  await form.getByLabel('डॉक्टर (आवश्यक)').selectOption(doctor);
  const [response] = await Promise.all([page.waitForResponse((r) => r.url().endsWith('/BookAppointmentForms')), form.locator('button[type="submit"]').click()]);
  expect(response.status()).toBe(201);
  expect(response.request().postDataJSON()).toMatchObject({ language: 'hi' });
  // The 3-second loading view, then the thank-you text, in Hindi.
  await expect(page.getByRole('status').getByText('लोड हो रहा है...')).toBeVisible();
  await expect(page.getByText('धन्यवाद!')).toBeVisible({ timeout: 10_000 });
  await expect(page.getByText('आपका अनुरोध सफलतापूर्वक भेज दिया गया है।')).toBeVisible();
  await expect(page.getByText(/^आपका संदर्भ नंबर: APT-\d{4}-\d{6}$/)).toBeVisible();

  const entries = await page.request.get(`/api/admin/form-entries?q=${encodeURIComponent(email)}`, { headers: { authorization: `Bearer ${token}` } });
  expect(((await entries.json()) as { data: { language: string }[] }).data.map((e) => e.language)).toEqual(['hi']);
});
