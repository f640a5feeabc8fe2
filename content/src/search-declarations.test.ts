import { describe, expect, it } from 'vitest';
import { contentTypes } from './registry';

describe('search declarations', () => {
  it('name declared text, rich text, relation, template or SEO (its keywords) fields of collection types', () => {
    for (const type of contentTypes.filter((t) => t.search)) {
      expect(type.kind, type.key).toBe('collection');
      for (const name of type.search?.fields ?? []) {
        const field = type.fields.find((f) => f.name === name);
        expect(field && ['text', 'richText', 'relation', 'templateData', 'seo'].includes(field.type), `${type.key}.${name}`).toBe(true);
      }
    }
  });

  it('cover every group of the results page', () => {
    const groups = new Set(contentTypes.map((t) => t.search?.group).filter(Boolean));
    expect([...groups].sort()).toEqual(['blogs', 'careers', 'departments', 'doctors', 'events', 'facilities', 'faqs', 'locations', 'pages']);
  });
});
