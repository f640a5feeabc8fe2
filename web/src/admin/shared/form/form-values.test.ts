import { contentTypeByKey } from '@hospital/content/registry';
import { recordSchema } from '@hospital/content/validation';
import { describe, expect, it } from 'vitest';
import { toFormValues, toRequestBody } from './form-values';

const type = (key: string) => {
  const found = contentTypeByKey(key);
  if (!found) throw new Error(`no type ${key}`);
  return found;
};

describe('record ↔ form values', () => {
  it('sends only the declared fields, their translations, status and sort order, never _id or timestamps', () => {
    const experts = type('experts');
    const translations = { hi: { values: { title: 'डॉ. आशा मेहता' }, basis: { title: '0a1b2c3d' }, savedAt: '2026-11-26T05:00:00.000Z' } };
    const stored = { _id: 'x1', title: 'Dr. Asha Mehta', departments: ['d1'], status: 'inactive', sortOrder: 3, createdAt: '2026-01-01', updatedAt: '2026-01-02', translations };
    const body = toRequestBody(experts, toFormValues(experts, stored));
    expect(Object.keys(body).sort()).toEqual([...experts.fields.map((f) => f.name), 'sortOrder', 'status', 'translations'].sort());
    expect(body).toMatchObject({ title: 'Dr. Asha Mehta', departments: ['d1'], status: 'inactive', sortOrder: 3, translations });
    // A type with nothing to translate sends no translations.
    const templates = type('templates');
    expect(Object.keys(toRequestBody(templates, toFormValues(templates, { translations })))).not.toContain('translations');
  });

  it('starts a new record with values the shared schema accepts once the required fields are filled', () => {
    const faqs = type('faqs');
    const values = { ...toFormValues(faqs, undefined), title: 'Visiting hours?', description: '<p>9 to 5.</p>' };
    expect(recordSchema(faqs).safeParse(toRequestBody(faqs, values)).success).toBe(true);
  });

  it('reports the required fields of an empty new record, as the server would', () => {
    const experts = type('experts');
    const result = recordSchema(experts).safeParse(toRequestBody(experts, toFormValues(experts, undefined)));
    expect(result.success).toBe(false);
    const paths = result.error?.issues.map((i) => i.path.join('.')) ?? [];
    expect(paths).toContain('title');
    expect(paths).toContain('departments');
  });

  it('gives stored repeater rows every sub-field and fills a partial seo object', () => {
    const pages = type('pages');
    const values = toFormValues(pages, { _id: 'p', title: 'About', seo: { title: 'About us' } });
    expect(values.seo).toEqual({ title: 'About us', description: '', keyword: '' });
    expect(values.templateData).toEqual([]);
    expect(values.status).toBe('active');
  });
});
