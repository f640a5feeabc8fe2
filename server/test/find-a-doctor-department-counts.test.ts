import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { createRecord } from '../src/content/content-operations';
import { sampleBody, typeOf } from './helpers/content-factories';
import { sqliteDialect, testConfig, type TestDatabase } from './helpers/databases';

/**
 * Find a Doctor's department filter (issue 46): each department with its number of doctors, by a
 * GET address that works without JavaScript (`?department=orthopaedics`), counted on the server
 * from the doctors so that the page embeds only the doctors it shows. On the built website (npm run build).
 */
describe("Find a Doctor's department filter", () => {
  let test: TestDatabase;
  let app: FastifyInstance;

  beforeAll(async () => {
    test = await sqliteDialect.create();
    const department = (title: string, slug: string) => createRecord(test.db, typeOf('expert-categories'), { ...sampleBody(typeOf('expert-categories')), title, slug, status: 'active' });
    const heart = await department('Cardiology', 'cardiology');
    const bones = await department('Orthopaedics', 'orthopaedics');
    await department('Dermatology', 'dermatology');
    for (let n = 1; n <= 7; n++) {
      const body = sampleBody(typeOf('experts'), { 'expert-categories': n <= 4 ? heart._id : bones._id });
      await createRecord(test.db, typeOf('experts'), { ...body, title: `Dr. ${n <= 4 ? 'Heart' : 'Bone'} ${n}`, slug: `doctor-${n}`, sortOrder: n, status: 'active' });
    }
    await createRecord(test.db, typeOf('pages'), { title: 'Find a doctor', pageRoute: 'find-a-doctor', template: 'find-a-doctor', description: '', templateData: [], status: 'active' });
    app = await buildApp({ config: testConfig(), db: test.db, web: true, logger: false });
    await app.ready();
  }, 60_000);

  afterAll(async () => {
    await app?.close();
    await test?.drop();
  });

  const options = (html: string) => [...html.matchAll(/<option[^>]*value="([^"]*)"[^>]*>([^<]*)<\/option>/g)].map((m) => [m[1] ?? '', m[2] ?? ''] as const);

  it('names each department with its number of doctors', async () => {
    const page = await app.inject({ method: 'GET', url: '/find-a-doctor' });
    expect(page.statusCode).toBe(200);
    const shown = options(page.body);
    expect(shown[0]).toEqual(['', 'All Departments']);
    expect(new Map(shown.slice(1))).toEqual(
      new Map([
        ['cardiology', 'Cardiology (4)'],
        ['orthopaedics', 'Orthopaedics (3)'],
        ['dermatology', 'Dermatology (0)'],
      ]),
    );
    // The page is its HTML (islands, issue 47): the counts are in the choice above, and what it embeds
    // for its islands holds no doctor (they were once embedded whole to count them in the browser).
    const embedded = /<script id="__DATA__"[^>]*>([\s\S]*?)<\/script>/.exec(page.body)?.[1] ?? '';
    expect(embedded).not.toMatch(/Dr\. (Heart|Bone)/);
  });

  it("shows one department's doctors at its GET address, without JavaScript", async () => {
    const page = await app.inject({ method: 'GET', url: '/find-a-doctor?department=orthopaedics' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toMatch(/<option[^>]*value="orthopaedics"[^>]*selected/);
    expect(page.body).toContain('Dr. Bone 5');
    expect(page.body).not.toContain('Dr. Heart 1');
  });
});
