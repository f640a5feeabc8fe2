import type { FastifyInstance, HTTPMethods, InjectOptions, RouteOptions } from 'fastify';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentTypes } from '@hospital/content/registry';
import { buildApp } from '../src/app';
import { upsertAdmin } from '../src/auth/auth-operations';
import { createRecord } from '../src/content/content-operations';
import { signInToken, testAdmin } from './helpers/api';
import { createRelatedTargets, sampleBody } from './helpers/content-factories';
import { databaseDigest } from './helpers/database-digest';
import { dialects, testConfig, type TestDatabase } from './helpers/databases';

/**
 * Property tests over the whole route table, public and admin, signed in: generated path
 * parameters, query strings and JSON bodies (NUL, lone surrogates, control characters, very long
 * text, markup made to backtrack, numbers beyond every column, deep nesting) must never get a 5xx,
 * must be answered within a time budget (a slow path stalls every visitor), and a refused request
 * must leave the database as it was. Seeded: a failure names its seed and counterexample, and
 * PROPERTY_SEED replays it.
 *
 * The generated search runs whole on SQLite. On PostgreSQL (CI's second pass) it keeps what is
 * about that database: every route's hand-found examples (unstorable text in a body, a query and a
 * path; numbers beyond a column; nesting) and a few generated requests per route (hostile text
 * into its queries, searches and transactions), with the same three properties.
 */

const collectionTypes = contentTypes.filter((t) => t.kind === 'collection');

const seed = Number(process.env.PROPERTY_SEED ?? 20261123);
/** Requests per route; PROPERTY_RUNS raises it for a longer search. */
const runsPerRoute = Number(process.env.PROPERTY_RUNS ?? 25);
/** Generated requests per route on PostgreSQL, after the route's examples; PROPERTY_RUNS_POSTGRES raises it. */
const postgresRunsPerRoute = Number(process.env.PROPERTY_RUNS_POSTGRES ?? process.env.PROPERTY_RUNS ?? 6);
/** One request's budget on this 2-core machine, the database included. */
const budgetMs = 200;

const nestedArray = (depth: number): unknown => {
  let value: unknown = 'leaf';
  for (let i = 0; i < depth; i++) value = [value];
  return value;
};
const nestedObject = (depth: number): unknown => {
  let value: unknown = { title: 'leaf' };
  for (let i = 0; i < depth; i++) value = { title: `level ${i}`, children: [value] };
  return value;
};

const longTexts = ['a'.repeat(100_000), '<script>'.repeat(20_000), '<!--'.repeat(30_000), '<p'.repeat(40_000), ' on'.repeat(30_000), '&#'.repeat(40_000), `${'x'.repeat(50_000)}@${'y'.repeat(50_000)}`];
/** Text one database stores and the other refuses: the class that answered 500 on PostgreSQL. */
const unstorableTexts = ['\u0000', 'Dr. A\u0000B', '\ud800', 'Heart \udc00 care', '\udbff\udbff', 'end\ud83d'];
const trickyTexts = [
  '',
  ' ',
  '\u202e\u0007\u001b[31m',
  '\r\n\t',
  '../../etc/passwd',
  "' or 1=1 --",
  '"; drop table admins; --',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  '%00',
  '2026-02-30',
  '9999-12-31T23:59',
  '0000-00-00',
  '-1',
  '1e309',
  'NaN',
  '__proto__',
  'constructor',
  '❤️🫀',
];

const hostileString = fc.oneof(
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 2, arbitrary: fc.constantFrom(...unstorableTexts) },
  { weight: 2, arbitrary: fc.constantFrom(...trickyTexts) },
  { weight: 1, arbitrary: fc.constantFrom(...longTexts) },
);
const hostileNumber = fc.oneof(
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.constantFrom(0, -0, -1, 3_000_000_000, -3_000_000_000, 2 ** 53, 2 ** 63, 1e308, -1e308, 0.5),
);
const hostileScalar = fc.oneof(
  { weight: 4, arbitrary: hostileString },
  { weight: 2, arbitrary: hostileNumber },
  { weight: 1, arbitrary: fc.boolean() },
  { weight: 1, arbitrary: fc.constant(null) },
);
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 8, arbitrary: hostileScalar },
  { weight: 2, arbitrary: fc.array(hostileScalar, { maxLength: 4 }) },
  { weight: 1, arbitrary: fc.dictionary(hostileString, hostileScalar, { maxKeys: 3 }) },
  { weight: 1, arbitrary: fc.constantFrom(nestedArray(80), nestedObject(1_000), nestedArray(5_000)) },
);
const hostileKey = fc.oneof(fc.string({ unit: 'binary', maxLength: 12 }), fc.constantFrom('__proto__', 'constructor', '_id', 'createdAt', '\u0000', 'a.b'));

/** Text that a URL can carry: lone surrogates cannot be encoded, so NUL and friends go in raw. */
const urlText = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 30 }).map(encodeURIComponent),
  fc.constantFrom('%00', 'a%00b', '..%2f..%2fetc', '%2e%2e', '%ff%fe', '%c0%ae', 'x'.repeat(600), '0123456789abcdef01234567', '-1', '99999999999999999999', '%5C'),
);

interface Route {
  method: HTTPMethods;
  url: string;
  schema: { body?: { properties?: Record<string, unknown> }; querystring?: { properties?: Record<string, unknown> } } | undefined;
}

for (const dialect of dialects) {
  describe(`every route under generated input on ${dialect.name}`, () => {
    let test: TestDatabase;
    let app: FastifyInstance;
    let token: string;
    let tables: string[];
    const routes: Route[] = [];
    const validBodies = new Map<string, Record<string, unknown>>();
    const recordIds: string[] = [];

    beforeAll(async () => {
      test = await dialect.create();
      await upsertAdmin(test.db, testAdmin);
      app = await buildApp({
        config: testConfig(),
        db: test.db,
        web: false,
        logger: false,
        loginRateLimit: 1_000_000,
        onRoute: (route: RouteOptions) => {
          for (const method of ([] as HTTPMethods[]).concat(route.method)) routes.push({ method, url: route.url, schema: route.schema as Route['schema'] });
        },
      });
      await app.ready();
      token = await signInToken(app);
      // A few records of every type, so ids in paths and relations can hit real rows.
      const related = await createRelatedTargets(test.db);
      recordIds.push(...Object.values(related));
      for (const type of collectionTypes) {
        const body = sampleBody(type, related);
        validBodies.set(`/api/admin/${type.key}`, body);
        recordIds.push((await createRecord(test.db, type, sampleBody(type, related)))._id);
      }
      // The public forms and sign-in, valid as they stand.
      validBodies.set('/api/admin/contactfooter', { name: 'Asha', email: 'asha@example.com', phone: '9876543210', message: 'Please call me' });
      validBodies.set('/api/admin/feedbackforms', { name: 'Meera', phone: '12345', email: 'meera@example.com', subject: 'Thanks', message: 'Kind staff' });
      validBodies.set('/api/admin/login', { email: 'someone@hospital.test', password: 'a password' });
      // Sessions and the rate limits' counters (which count refused requests too) are bookkeeping, not data.
      const bookkeeping = new Set(['sessions', 'rate_limits']);
      tables = (await test.db.kysely.introspection.getTables()).map((t) => t.name).filter((name) => !bookkeeping.has(name) && !name.startsWith('kysely_'));
    });
    afterAll(async () => {
      await app?.close();
      await test?.drop();
    });

    const toRequest = (route: Route, path: string, query: string, body: unknown, remoteAddress = '10.0.0.1'): InjectOptions => ({
      method: route.method as InjectOptions['method'],
      remoteAddress,
      url: query ? `${path}?${query}` : path,
      headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
    });

    /**
     * Requests tried first on every route, whatever the generator draws: the classes found by
     * hand (unstorable text in a body, a query and a path; nesting past any limit).
     */
    const examplesFor = (route: Route): [InjectOptions][] => {
      const path = route.url.replace(/:[A-Za-z]+|\*$/g, () => recordIds[0] ?? 'x');
      const withBody = route.method === 'POST' || route.method === 'PUT' || route.method === 'PATCH';
      if (!withBody) return [[toRequest(route, path, 'q=a%00b', undefined)], [toRequest(route, route.url.replace(/:[A-Za-z]+|\*$/g, 'a%00b'), '', undefined)]];
      const valid = validBodies.get(route.url.replace(/\/:id$/, '')) ?? Object.fromEntries(Object.keys(route.schema?.body?.properties ?? {}).map((k) => [k, 'x']));
      const textKey = Object.keys(valid).find((k) => typeof valid[k] === 'string') ?? 'title';
      return [...unstorableTexts.slice(0, 3).map((text) => ({ ...valid, [textKey]: text })), { ...valid, sortOrder: 3_000_000_000 }, nestedObject(1_000)].map((body) => [toRequest(route, path, '', body)]);
    };

    const requestFor = (route: Route): fc.Arbitrary<InjectOptions> => {
      const params = route.url.match(/:[A-Za-z]+|\*$/g) ?? [];
      const param = fc.oneof(urlText, fc.constantFrom(...recordIds));
      const pathArb = fc.tuple(...params.map(() => param)).map((values) => {
        let i = 0;
        return route.url.replace(/:[A-Za-z]+|\*$/g, () => values[i++] ?? '');
      });
      // The parameters a route documents, and those every list reads.
      const queryKeys = [...new Set([...Object.keys(route.schema?.querystring?.properties ?? {}), 'q', 'sort', 'page', 'limit', 'status'])];
      const queryArb = fc
        .dictionary(fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...queryKeys) }, { weight: 1, arbitrary: urlText }), urlText, { maxKeys: 3 })
        .map((query) => Object.entries(query).map(([k, v]) => `${k}=${v}`).join('&'));
      const withBody = route.method === 'POST' || route.method === 'PUT' || route.method === 'PATCH';
      const bodyKeys = Object.keys(route.schema?.body?.properties ?? {});
      const valid = validBodies.get(route.url.replace(/\/:id$/, ''));
      const bodyArb: fc.Arbitrary<unknown> = fc.oneof(
        // A valid body with one field made hostile gets past validation to the database.
        {
          weight: 4,
          arbitrary: valid ? fc.tuple(fc.constantFrom(...Object.keys(valid), 'sortOrder', 'status'), hostileValue).map(([k, v]) => ({ ...valid, [k]: v })) : fc.constant({}),
        },
        {
          weight: 3,
          arbitrary: bodyKeys.length ? fc.dictionary(fc.constantFrom(...bodyKeys), hostileValue, { maxKeys: bodyKeys.length }) : fc.dictionary(hostileKey, hostileValue, { maxKeys: 4 }),
        },
        { weight: 1, arbitrary: fc.dictionary(hostileKey, hostileValue, { maxKeys: 3 }) },
        { weight: 1, arbitrary: hostileValue },
      );
      // Each request from its own address, so the per-address limits of forms and sign-in do not hide what lies behind them.
      const address = fc.tuple(fc.integer({ min: 1, max: 254 }), fc.integer({ min: 0, max: 255 }), fc.integer({ min: 1, max: 254 })).map(([a, b, c]) => `10.${a}.${b}.${c}`);
      return fc.tuple(pathArb, queryArb, withBody ? bodyArb : fc.constant(undefined), address).map(([path, query, body, remoteAddress]) => toRequest(route, path, query, body, remoteAddress));
    };

    it(`never answers 5xx, answers within ${budgetMs} ms and changes nothing when it refuses (seed ${seed})`, async () => {
      // Signing out would end the session the other requests use; the docs are one static document.
      const tested = routes.filter((r) => r.method !== 'HEAD' && !r.url.endsWith('/logout') && r.url !== '/api/docs');
      expect(tested.length).toBeGreaterThan(collectionTypes.length * 5);
      const failures: string[] = [];
      let slowest = { ms: 0, what: '' };
      let requests = 0;
      for (const route of tested) {
        // The first request of a route builds its schemas: not what a visitor waits for.
        await app.inject({ method: route.method as InjectOptions['method'], url: route.url.replace(/:[A-Za-z]+|\*$/g, 'warm'), headers: { authorization: `Bearer ${token}` } });
        const examples = examplesFor(route);
        const result = await fc.check(
          fc.asyncProperty(requestFor(route), async (request) => {
            const write = request.method !== 'GET';
            // Taken just before: a read before it may rightly have written (the privacy log of a patient's request).
            const before = write ? await databaseDigest(test.db, tables) : '';
            const timed = async () => {
              const started = performance.now();
              const response = await app.inject(request);
              return { response, ms: performance.now() - started };
            };
            const first = await timed();
            const { response } = first;
            let { ms } = first;
            requests += 1;
            if (response.statusCode >= 500) throw new Error(`answered ${response.statusCode}: ${response.body.slice(0, 200)}`);
            const refused = response.statusCode >= 400;
            if (write && refused && (await databaseDigest(test.db, tables)) !== before) throw new Error(`answered ${response.statusCode} but changed the database`);
            // A slow answer is tried again where that changes nothing (a read, or a refusal), so a
            // pause of the machine (a collection, another process) is not taken for a slow path.
            for (let retry = 0; ms > budgetMs && (!write || refused) && retry < 2; retry++) ms = Math.min(ms, (await timed()).ms);
            if (ms > slowest.ms) slowest = { ms, what: `${request.method} ${String(request.url).slice(0, 80)}` };
            if (ms > budgetMs) throw new Error(`took ${Math.round(ms)} ms`);
          }),
          // fast-check counts the examples within numRuns.
          { seed, numRuns: dialect.name === 'postgres' ? examples.length + postgresRunsPerRoute : runsPerRoute, endOnFailure: true, examples },
        );
        if (result.failed) {
          const example = result.counterexample?.[0] as InjectOptions | undefined;
          const error = result.errorInstance instanceof Error ? result.errorInstance.message : String(result.errorInstance);
          failures.push(`${route.method} ${route.url}: ${error} — ${example?.method} ${String(example?.url).slice(0, 120)} ${String(example?.payload ?? '').slice(0, 160)}`);
        }
      }
      process.stdout.write(`${requests} generated requests on ${dialect.name}; slowest ${Math.round(slowest.ms)} ms (${slowest.what})\n`);
      expect(failures).toEqual([]);
      // About 150 routes, each write digesting the database before and after: about two minutes
      // per database on a quiet two-core machine, with room for a loaded one.
    }, 60_000 + runsPerRoute * 12_000);
  });
}
