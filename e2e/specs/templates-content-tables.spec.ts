import type { Page } from '@playwright/test';
import { expect, test } from '../harness/empty-site';
import { apiLogin, createPage, isoDate, uniqueSuffix, uploadImage } from './helpers/api';
import { expectNoSeriousA11yViolations } from './helpers/axe';

// The table templates: conferences/CME (reverse order, 10 then 5 per Load More, day-Mon-year),
// CME programs and mandatory disclosure.
const suffix = uniqueSuffix();
const cmePath = `/conferences-cme-${suffix}`;
const programsPath = `/cme-programs-${suffix}`;
const disclosurePath = `/mandatory-disclosure-${suffix}`;
let documentUrl = '';

/** 17 conferences entered in order: the 17th (Nov 2026) is the last entered, so it shows first. */
const conferences = Array.from({ length: 17 }, (_, i) => ({
  date_of_cme: isoDate(2026, i < 12 ? i + 1 : 11, 21),
  object_purpose: `Purpose ${i + 1}`,
  topic: `Topic ${i + 1}`,
  location: `Hall ${i + 1}`,
  department: 'Cardiology',
  no_of_doctors: String(10 + i),
  name_of_doctors: `Dr. A${i + 1}, Dr. B${i + 1}`,
}));

test.beforeAll(async ({ request }) => {
  const token = await apiLogin(request);
  documentUrl = await uploadImage(request, token, [10, 200, 90]);
  await createPage(request, token, {
    title: 'Conferences and CME',
    pageRoute: cmePath.slice(1),
    template: 'conferences-cme',
    templateData: [{ name: 'conferences_cme_section_loop', value: null, repeaterValues: conferences }],
  });
  await createPage(request, token, {
    title: 'CME Programs',
    pageRoute: programsPath.slice(1),
    template: 'cme-programs',
    templateData: [
      {
        name: 'cme_program_section',
        value: null,
        repeaterValues: [
          { date_of_program: '2026-03-05', title_subject: 'Sepsis update', resource_faculty_speakers: '<p><strong>Dr. Mehta</strong>, AIIMS</p>' },
          { date_of_program: '2026-04-09', title_subject: 'Stroke care', resource_faculty_speakers: '<ul><li>Dr. Iyer</li><li>Dr. Paul</li></ul>' },
        ],
      },
    ],
  });
  await createPage(request, token, {
    title: 'Mandatory Disclosure',
    pageRoute: disclosurePath.slice(1),
    template: 'mandatory-disclosure',
    templateData: [
      {
        name: 'details_of_information_section',
        value: null,
        repeaterValues: [
          { details_of_information: '<p>Registration certificate</p>', file_upload: documentUrl, page_link: '' },
          { details_of_information: '<p>List of <em>doctors</em></p>', file_upload: '', page_link: 'our-doctors' },
          { details_of_information: '<p>Fee structure</p>', file_upload: '', page_link: '' },
        ],
      },
    ],
  });
});

const bodyRows = (page: Page) => page.getByRole('table').locator('tbody tr');

test('conferences-cme: the eight columns, the last entry first, day-Mon-year dates, 10 rows then 5 more per Load More', async ({ page }) => {
  await page.goto(cmePath);
  await expect(page.getByRole('columnheader')).toHaveText([
    'Sr No.',
    'Date of CME',
    'Object / Purpose',
    'Topic',
    'Location',
    'Department',
    'No. of Doctors',
    'Name of Doctors',
  ]);
  await expect(bodyRows(page)).toHaveCount(10);
  await expect(bodyRows(page).nth(0).getByRole('cell')).toHaveText(['1', '21-Nov-2026', 'Purpose 17', 'Topic 17', 'Hall 17', 'Cardiology', '26', 'Dr. A17, Dr. B17']);
  await expect(bodyRows(page).nth(9).getByRole('cell').nth(3)).toHaveText('Topic 8');
  await expect(bodyRows(page).nth(16)).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  // A link to the next page (issue 30), loaded in place once the script runs.
  const loadMore = page.getByRole('link', { name: 'Load More' });
  await loadMore.click();
  await expect(bodyRows(page)).toHaveCount(15);
  // The first newly shown row takes the focus (and the page scrolls to it).
  await expect(bodyRows(page).nth(10)).toBeFocused();
  await expect(bodyRows(page).nth(10).getByRole('cell').nth(0)).toHaveText('11');
  await expect(bodyRows(page).nth(10).getByRole('cell').nth(3)).toHaveText('Topic 7');

  await loadMore.click();
  await expect(bodyRows(page)).toHaveCount(17);
  await expect(bodyRows(page).nth(16).getByRole('cell')).toHaveText(['17', '21-Jan-2026', 'Purpose 1', 'Topic 1', 'Hall 1', 'Cardiology', '10', 'Dr. A1, Dr. B1']);
  await expect(loadMore).toHaveCount(0);
});

test('cme-programs: Sr No., date, title and the speakers as rich text', async ({ page }) => {
  await page.goto(programsPath);
  await expect(page.getByRole('columnheader')).toHaveText(['Sr No.', 'Date of Program', 'Title/ Subject', 'Resource Faculty/ Speakers']);
  await expect(bodyRows(page)).toHaveCount(2);
  await expect(bodyRows(page).nth(0).getByRole('cell').nth(0)).toHaveText('1');
  await expect(bodyRows(page).nth(0).getByRole('cell').nth(1)).toHaveText('05-Mar-2026');
  await expect(bodyRows(page).nth(0).getByRole('cell').nth(2)).toHaveText('Sepsis update');
  await expect(bodyRows(page).nth(0).locator('strong')).toHaveText('Dr. Mehta');
  await expect(bodyRows(page).nth(1).getByRole('listitem')).toHaveText(['Dr. Iyer', 'Dr. Paul']);
  await expectNoSeriousA11yViolations(page);
});

test('mandatory-disclosure: "Read More" to the file in a new tab, else to the page link, else "-"', async ({ page }) => {
  await page.goto(disclosurePath);
  await expect(page.getByRole('columnheader')).toHaveText(['Sr No.', 'Details of information', 'Details']);
  const rows = bodyRows(page);
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(0).getByRole('cell').nth(1)).toHaveText('Registration certificate');
  const fileLink = rows.nth(0).getByRole('link', { name: /Read More/ });
  await expect(fileLink).toHaveAttribute('href', documentUrl);
  await expect(fileLink).toHaveAttribute('target', '_blank');
  await expect(rows.nth(1).locator('em')).toHaveText('doctors');
  const pageLink = rows.nth(1).getByRole('link', { name: /Read More/ });
  await expect(pageLink).toHaveAttribute('href', '/our-doctors');
  await expect(pageLink).not.toHaveAttribute('target', '_blank');
  await expect(rows.nth(2).getByRole('cell').nth(2)).toHaveText('-');
  await expect(rows.nth(2).getByRole('link')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
});

test('mandatory-disclosure on a phone: the table scrolls inside its region and the page does not scroll sideways', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(disclosurePath);
  await expect(bodyRows(page)).toHaveCount(3);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
