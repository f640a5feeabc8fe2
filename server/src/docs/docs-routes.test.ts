import { validate } from '@readme/openapi-parser';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApi } from '../../test/helpers/api';
import { sqliteDialect, type TestDatabase } from '../../test/helpers/databases';

// Its subject is the API documentation the server builds from its route table, which does not
// depend on the database: SQLite only (CI's PostgreSQL pass, for the files about the database,
// leaves it out).
const dialect = sqliteDialect;

describe('GET /api/docs', () => {
  let test: TestDatabase;
  let app: FastifyInstance;
  beforeAll(async () => {
    test = await dialect.create();
    app = await buildTestApi(test.db);
  });
  afterAll(async () => {
    await app.close();
    await test.drop();
  });

  it('is a valid OpenAPI 3.1 document, every $ref resolving', async () => {
    const response = await app.inject({ url: '/api/docs' });
    expect(response.statusCode).toBe(200);
    const document = response.json<{ openapi: string }>();
    expect(document.openapi).toBe('3.1.0');
    // A real validator (the OpenAPI 3.1 schema and its reference checks), on a copy it may change.
    const result = await validate(structuredClone(document) as Parameters<typeof validate>[0]);
    expect(result.valid ? [] : result.errors).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('names the recursive menu items as components that exist', async () => {
    const body = (await app.inject({ url: '/api/docs' })).body;
    const document = JSON.parse(body) as { components: { schemas: Record<string, unknown> } };
    const refs = [...body.matchAll(/"\$ref":"#\/components\/schemas\/([^"]+)"/g)].map((match) => match[1]!);
    expect(refs).toEqual(expect.arrayContaining(['PublicNavItem', 'MenuItem', 'MenuItemEditInput']));
    for (const ref of refs) expect(Object.keys(document.components.schemas)).toContain(ref);
  });

  it('lists GET /metrics, with its sign-in and its answers, though this server has the metrics off', async () => {
    const document = (await app.inject({ url: '/api/docs' })).json<{ paths: Record<string, { get?: { summary: string; responses: Record<string, unknown> } }> }>();
    expect((await app.inject({ url: '/metrics' })).statusCode).toBe(404);
    expect(document.paths['/metrics']?.get?.summary).toMatch(/Prometheus/);
    expect(Object.keys(document.paths['/metrics']?.get?.responses ?? {})).toEqual(['200', '401', '403', '404', '503']);
  });
});
