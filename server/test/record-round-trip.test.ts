import { describe, expect, it } from 'vitest';
import { collectionTypes } from '../src/content/content-routes';
import { readOnlyRecordKeys } from '../src/content/record-schemas';
import { createRelatedTargets, sampleBody } from './helpers/content-factories';
import { dialects } from './helpers/databases';
import { useSignedInApp } from './helpers/signed-in-app';

type Answer = { data: Record<string, unknown> };

/**
 * A record as the API answers it can be sent back as it is: as a new record (POST) and over
 * itself (PUT). Its read-only keys (ids, times, the workflow's state) are ignored alike by both.
 */
for (const dialect of dialects) {
  describe(`a record fetched and sent back, on ${dialect.name}`, () => {
    const app = useSignedInApp(dialect);

    it('is taken by POST as a new record and by PUT, for every collection type, the read-only keys ignored on both', async () => {
      const related = await createRelatedTargets(app.db);
      for (const type of collectionTypes()) {
        const url = `/api/admin/${type.key}`;
        const created = await app.inject({ method: 'POST', url, payload: sampleBody(type, related) });
        expect(created.statusCode, `${type.key}: ${created.body}`).toBe(201);
        const original = created.json<Answer>().data;
        const fetched = (await app.inject({ url: `${url}/${String(original._id)}` })).json<Answer>().data;
        expect(Object.keys(fetched), type.key).toEqual(expect.arrayContaining(['_id', 'createdAt', 'state', 'version', 'hasDraft']));

        // Over itself: PUT.
        const put = await app.inject({ method: 'PUT', url: `${url}/${String(original._id)}`, payload: fetched });
        expect(put.statusCode, `${type.key} PUT: ${put.body}`).toBe(200);

        // As a new one: POST, once the original (and its unique address) is gone.
        expect((await app.inject({ method: 'DELETE', url: `${url}/${String(original._id)}` })).statusCode, type.key).toBe(200);
        const copy = await app.inject({ method: 'POST', url, payload: { ...fetched, state: 'changed', version: 42, hasDraft: true, draftBy: 'Someone' } });
        expect(copy.statusCode, `${type.key} POST: ${copy.body}`).toBe(201);
        const again = copy.json<Answer>().data;
        expect(again._id, type.key).not.toBe(original._id);
        expect(again.version, type.key).not.toBe(42);
        expect(again.state, type.key).toBe('published');
        for (const field of type.fields) expect(again[field.name], `${type.key}.${field.name}`).toEqual(fetched[field.name]);
      }
    });

    it('still refuses an unknown field by name on both', async () => {
      const type = collectionTypes().find((t) => t.key === 'faqs');
      if (!type) throw new Error('no faqs');
      const body = { ...sampleBody(type), colour: 'red' };
      const created = await app.inject({ method: 'POST', url: '/api/admin/faqs', payload: body });
      expect(created.statusCode).toBe(400);
      expect(created.body).toContain('Unknown field: colour');
      const ok = (await app.inject({ method: 'POST', url: '/api/admin/faqs', payload: sampleBody(type) })).json<Answer>().data;
      const put = await app.inject({ method: 'PUT', url: `/api/admin/faqs/${String(ok._id)}`, payload: body });
      expect(put.statusCode).toBe(400);
      expect(put.body).toContain('Unknown field: colour');
      expect(readOnlyRecordKeys).toEqual(expect.arrayContaining(['_id', 'createdAt', 'updatedAt', 'state', 'version', 'hasDraft']));
    });
  });
}
