import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './helpers/axe';

/**
 * The hospital network on a phone (issue 48), with JavaScript and without: a patient chooses where,
 * finds a cardiologist at the centre nearest them (Kothrud, from the browser's position when they
 * allow it, else by city and centre in the GET form) and reaches the centre's page with its
 * address, directions to the map app and tap-to-call; the list of locations and a location page
 * are clean for axe in English and Hindi. Then the patient books the cardiologist at that centre
 * from the doctor's card: the booking page offers that centre's times only, and the confirmation
 * names the centre with its address and directions.
 */
const phone = { width: 390, height: 844 };
/** Near the Kothrud clinic of the demo network. */
const nearKothrud = { latitude: 23.2, longitude: 77.452 };

test.use({ viewport: phone });

test('with JavaScript: the nearest centre from the position, a cardiologist there, the centre’s address and directions', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, viewport: phone, geolocation: nearKothrud, permissions: ['geolocation'] });
  const page = await context.newPage();
  await page.goto('/find-a-doctor');
  // The button exists only once the page runs its script.
  await page.getByRole('button', { name: 'Use my location' }).click();
  await expect(page).toHaveURL(/location=kothrud-clinic/);
  await page.getByLabel('Department', { exact: true }).selectOption('cardiology');
  await expect(page).toHaveURL(/department=cardiology.*location=kothrud-clinic/);
  const results = page.getByRole('main');
  await expect(results.getByRole('link', { name: 'Dr. Farah Siddiqui' })).toBeVisible();
  await expect(results.getByRole('link', { name: 'Dr. Arvind Menon' })).toHaveCount(0);

  await page.goto('/locations/kothrud-clinic');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Saffron Ridge Clinic, Kothrud');
  await expect(page.locator('address')).toContainText('Kothrud');
  await expect(page.getByRole('link', { name: /Directions to Saffron Ridge Clinic, Kothrud/ })).toHaveAttribute('href', 'https://www.google.com/maps/dir/?api=1&destination=23.2011%2C77.4502');
  await expect(page.getByRole('main').getByRole('link', { name: 'Dr. Farah Siddiqui' }).first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.goto('/hi/locations/kothrud-clinic');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('सैफ़रन रिज क्लिनिक, कोथरूड');
  await expectNoSeriousA11yViolations(page);
  await page.goto('/locations');
  await expect(page.getByRole('main').getByRole('link', { name: 'Saffron Ridge Clinic, Kothrud' }).first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.goto('/hi/locations');
  await expect(page.getByRole('main').getByRole('link', { name: 'सैफ़रन रिज क्लिनिक, कोथरूड' }).first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await context.close();
});

/** The booking journey from Find a Doctor at a centre, on a phone: the doctor's card books at that centre. */
async function bookAtTheCentre(page: Page, slot: 'first' | 'last', patient: { name: string; phone: string; email: string }) {
  const card = page.getByRole('main').getByRole('link', { name: 'Book an appointment', exact: true }).and(page.locator('[href*="Farah"]'));
  await card.click();
  await expect(page).toHaveURL(/doctor=Dr\.(\+|%20)Farah(\+|%20)Siddiqui.*location=kothrud-clinic/);
  // The centre is chosen on the booking page, which offers its evening times only (its OPD, 17:00 to 19:00).
  await expect(page.getByRole('combobox', { name: 'Location', exact: true })).toHaveValue('kothrud-clinic');
  const form = page.getByRole('form', { name: 'Appointment form' });
  const times = form.getByRole('group', { name: 'Date & Time (required)', exact: true }).getByRole('radio');
  await expect(times.first()).toBeVisible();
  for (const value of await times.evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value))) expect(value).toMatch(/ 0[56]:\d\d PM$/);
  const open = form.locator('details[open]').getByRole('radio');
  await (slot === 'first' ? open.first() : open.last()).check();
  await form.getByLabel('Name (required)').fill(patient.name);
  await form.getByLabel('Phone number (required)').fill(patient.phone);
  await form.getByLabel('Email (required)').fill(patient.email);
  await form.getByRole('button', { name: /Submit|Send/ }).click();
  const confirmation = page.getByRole('status').filter({ hasText: 'Your appointment is booked.' });
  await expect(confirmation).toBeVisible({ timeout: 10_000 });
  await expect(confirmation).toContainText('Dr. Farah Siddiqui');
  await expect(confirmation).toContainText('Saffron Ridge Clinic, Kothrud');
  await expect(confirmation).toContainText('Kothrud');
  await expect(confirmation.getByRole('link', { name: 'Directions (opens your map app)' })).toHaveAttribute('href', /^https:\/\/www\.google\.com\/maps\/dir\/\?api=1&destination=23\.2011,77\.4502$/);
}

const run = Math.random().toString(36).slice(2, 8);

test('with JavaScript: a city, the nearest centre, a cardiologist there, booked at that centre with its address and directions', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, viewport: phone, geolocation: nearKothrud, permissions: ['geolocation'] });
  const page = await context.newPage();
  // The city is chosen while the scripts are still on their way, as on a slow phone: the choice
  // is kept and applies when they arrive.
  let releaseScripts = () => {};
  const scriptsHeld = new Promise<void>((resolve) => (releaseScripts = resolve));
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    await scriptsHeld;
    await route.continue();
  });
  await page.goto('/find-a-doctor', { waitUntil: 'domcontentloaded' });
  await page.getByLabel('City', { exact: true }).selectOption('Ambarpur');
  releaseScripts();
  await expect(page).toHaveURL(/city=Ambarpur/);
  await page.getByRole('button', { name: 'Use my location' }).click();
  await expect(page).toHaveURL(/location=kothrud-clinic/);
  await page.getByLabel('Department', { exact: true }).selectOption('cardiology');
  await expect(page).toHaveURL(/department=cardiology.*location=kothrud-clinic/);
  await bookAtTheCentre(page, 'first', { name: 'Meena Joshi', phone: `97${String(10_000_000 + Math.floor(Math.random() * 80_000_000))}`, email: `network.${run}.js@example.org` });
  await context.close();
});

test('without JavaScript: a city, a centre and cardiology in the GET form, booked at that centre with its address and directions', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, viewport: phone, javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/find-a-doctor');
  await page.getByLabel('City', { exact: true }).selectOption('Ambarpur');
  await page.getByLabel('Location', { exact: true }).selectOption('kothrud-clinic');
  await page.getByLabel('Department', { exact: true }).selectOption('cardiology');
  await page.getByRole('button', { name: 'Apply Filter' }).click();
  await expect(page).toHaveURL(/location=kothrud-clinic/);
  await bookAtTheCentre(page, 'last', { name: 'Ravi Kale', phone: `98${String(10_000_000 + Math.floor(Math.random() * 80_000_000))}`, email: `network.${run}.nojs@example.org` });
  // The booking page's centre choice is a GET form too: another centre, another set of times.
  await page.goto('/book-an-appointment?department=Cardiology&doctor=Dr.+Farah+Siddiqui&location=kothrud-clinic');
  await page.getByRole('combobox', { name: 'Location', exact: true }).selectOption('');
  await page.getByRole('button', { name: 'Show free times' }).click();
  await expect(page).toHaveURL(/doctor=Dr\.(\+|%20)Farah(\+|%20)Siddiqui&location=$/);
  await expect(page.getByRole('form', { name: 'Appointment form' }).getByRole('radio', { name: /1[01]:\d\d AM/ }).first()).toBeAttached();
  await context.close();
});

test('without JavaScript: city, centre and department in the GET form, then the centre’s page', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, viewport: phone, javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/find-a-doctor');
  await expect(page.getByRole('button', { name: 'Use my location' })).toHaveCount(0);
  await page.getByLabel('City', { exact: true }).selectOption('Ambarpur');
  await page.getByLabel('Location', { exact: true }).selectOption('kothrud-clinic');
  await page.getByLabel('Department', { exact: true }).selectOption('cardiology');
  await page.getByRole('button', { name: 'Apply Filter' }).click();
  await expect(page).toHaveURL(/department=cardiology&city=Ambarpur&location=kothrud-clinic/);
  const results = page.getByRole('main');
  await expect(results.getByRole('link', { name: 'Dr. Farah Siddiqui' })).toBeVisible();
  await expect(results.getByRole('link', { name: 'Dr. Arvind Menon' })).toHaveCount(0);

  await page.goto('/locations');
  await page.getByRole('link', { name: 'Saffron Ridge Clinic, Kothrud' }).first().click();
  await expect(page).toHaveURL(/\/locations\/kothrud-clinic$/);
  await expect(page.getByRole('link', { name: /Directions to/ })).toHaveAttribute('href', /destination=23\.2011%2C77\.4502/);
  await context.close();
});
