import { expect, request as playwrightRequest, test, type APIRequestContext } from '@playwright/test';
import type pg from 'pg';
import { startServerProcesses, type ServerProcesses } from '../../server/test/helpers/server-processes';
import { startTestSmtp, type TestSmtp } from '../../server/test/helpers/smtp';

// Issue 18: two real server processes on one PostgreSQL database (a schema of its own in
// TEST_DATABASE_URL, as the integration tests use; CI sets it) and one shared DATA_DIR behave as
// one site: an edit made through one is on the other's pages within 1 s, the form rate limit and
// a sign-in lockout hold on both, and a due job (the desk's notification mail) runs once.

const postgresUrl = process.env.TEST_DATABASE_URL;
const admin = { email: 'cluster-admin@hospital.test', password: 'correct-horse-battery-9' };

test.describe('two server processes on one PostgreSQL database', () => {
  test.skip(!postgresUrl, 'needs PostgreSQL: set TEST_DATABASE_URL');
  const url = postgresUrl ?? '';
  test.describe.configure({ mode: 'serial' });
  let processes: ServerProcesses | undefined;
  let smtp: TestSmtp;
  let one: APIRequestContext;
  let two: APIRequestContext;
  let headers: Record<string, string> = {};

  const sql = <T extends pg.QueryResultRow>(text: string, values: unknown[] = []): Promise<T[]> => {
    if (!processes) throw new Error('the processes did not start');
    return processes.sql<T>(text, values);
  };

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    smtp = await startTestSmtp();
    processes = await startServerProcesses({
      url,
      prefix: 'e2e',
      sharedDataDir: true,
      env: { SEED: 'none', SMTP_URL: smtp.url, ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password },
    });
    const [first, second] = processes.servers;
    one = await playwrightRequest.newContext({ baseURL: first?.url });
    two = await playwrightRequest.newContext({ baseURL: second?.url });
    const login = await one.post('/api/admin/login', { data: admin });
    expect(login.status(), await login.text()).toBe(200);
    headers = { authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
    const settings = await two.put('/api/admin/site-settings', { headers, data: { siteTitle: 'Good Health Hospital', notification_emails: 'desk@hospital.test' } });
    expect(settings.status(), await settings.text()).toBe(200);
  });

  test.afterAll(async () => {
    await one?.dispose();
    await two?.dispose();
    await processes?.stop();
    await smtp?.stop();
  });

  test("an edit through one process is on the other's pages within 1 s", async () => {
    const created = await one.post('/api/admin/pages', {
      headers,
      data: { status: 'active', title: 'Visiting hours', pageRoute: 'visiting-hours', template: 'default', description: '<p>From 4 to 7 in the evening.</p>', templateData: [] },
    });
    expect(created.status(), await created.text()).toBe(201);
    const page = ((await created.json()) as { data: Record<string, unknown> & { _id: string } }).data;
    // Both processes render and cache the page as it is.
    for (const server of [one, two]) await expect.poll(async () => (await server.get('/visiting-hours')).text()).toContain('From 4 to 7 in the evening.');

    const saved = await one.put(`/api/admin/pages/${page._id}`, { headers, data: { ...page, description: '<p>From 5 to 8 in the evening.</p>' } });
    expect(saved.status(), await saved.text()).toBe(200);
    await expect.poll(async () => (await two.get('/visiting-hours')).text(), { timeout: 1000, intervals: [50] }).toContain('From 5 to 8 in the evening.');
    // The process that saved renders its cached page again in the background: served as it was
    // for at most 3 s (the page cache's promise), so it is asked until the change shows.
    await expect.poll(async () => (await one.get('/visiting-hours')).text(), { timeout: 3000, intervals: [50] }).toContain('From 5 to 8 in the evening.');
  });

  test('a due job runs once: each notification mail is sent by one process only', async () => {
    // Six patients, each with a phone of their own: one phone may send 5 a form in 10 minutes (issue 30).
    const feedback = (i: number) => ({ name: `Patient ${i}`, phone: `+91 98765 5432${i}`, email: `patient${i}@example.org`, subject: 'Thanks', message: 'Kind staff' });
    const references: string[] = [];
    for (let i = 0; i < 6; i++) {
      const sent = await (i % 2 ? two : one).post('/api/admin/feedbackforms', { data: feedback(i) });
      expect(sent.status(), await sent.text()).toBe(201);
      references.push(((await sent.json()) as { data: { reference: string } }).data.reference);
    }
    await expect.poll(() => smtp.received.length, { timeout: 20_000 }).toBeGreaterThanOrEqual(references.length);
    // Until every job is done (a done job is never claimed again), instead of giving the runners a
    // few more turns: then nothing more can be sent.
    await expect.poll(async () => (await sql<{ status: string }>(`select status from jobs where name = $1`, ['send-mail'])).every((job) => job.status === 'done'), { timeout: 20_000 }).toBe(true);
    expect(smtp.received).toHaveLength(references.length);
    for (const reference of references) expect(smtp.received.filter((mail) => mail.raw.includes(reference))).toHaveLength(1);
    const jobs = await sql<{ status: string; attempts: number }>(`select status, attempts from jobs where name = $1`, ['send-mail']);
    expect(jobs).toHaveLength(references.length);
    expect(jobs.every((job) => job.status === 'done' && job.attempts === 1)).toBe(true);
  });

  test('the form rate limit refuses the caller on the second process once the first refused it', async () => {
    // The stored submissions of one phone or e-mail per form in 10 minutes (storedLimits.perContact), counted in the shared database.
    const perContact = 5;
    const contact = { name: 'Asha Verma', phone: '+91 98765 43210', email: 'asha@example.org', subject: 'Visiting hours', message: 'When can I visit?' };
    let sent = 0;
    while (sent < 100) {
      const answer = await one.post('/api/admin/contactfooter', { data: contact });
      if (answer.status() === 429) break;
      expect(answer.status(), await answer.text()).toBe(201);
      sent++;
    }
    expect(sent).toBe(perContact);
    const refused = await two.post('/api/admin/contactfooter', { data: contact });
    expect(refused.status()).toBe(429);
    // Without JavaScript too: the page answers with the form and the message.
    const page = await two.post('/contact-us', { form: { _form: 'contact', ...contact } });
    expect(page.status()).toBe(429);
    expect(await page.text()).toContain('so this one was not sent. Please try again in a few minutes');
  });

  test('a sign-in lockout made on one process holds on the other', async () => {
    for (let i = 0; i < 5; i++) expect((await one.post('/api/admin/login', { data: { ...admin, password: `wrong-password-${i}` } })).status()).toBe(401);
    const locked = await two.post('/api/admin/login', { data: admin });
    expect(locked.status()).toBe(401);
    expect((await one.post('/api/admin/login', { data: admin })).status()).toBe(401);
    // The session signed in before the lockout still works on either process.
    expect((await two.get('/api/admin/me', { headers })).status()).toBe(200);
  });
});
