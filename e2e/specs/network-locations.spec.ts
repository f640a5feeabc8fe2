import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './helpers/axe';

/**
 * The hospital network on a phone (issue 48), with JavaScript and without: a patient chooses where,
 * finds a cardiologist at the centre nearest them (Kothrud, from the browser's position when they
 * allow it, else by city and centre in the GET form) and reaches the centre's page with its
 * address, directions to the map app and tap-to-call; the location page is clean for axe in
 * English and Hindi. (Booking at a centre, and the confirmation naming it, come with the desk's
 * side of the network.)
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
