import { defineContentType } from '@hospital/content/content-type';
import { text } from '@hospital/content/fields';
import { describe, expect, it } from 'vitest';
import { formSections } from './form-sections';

const base = { key: 'notes', adminPath: 'notes', label: { singular: 'Note', plural: 'Notes' }, section: 'Content', icon: 'Note', kind: 'collection', titleField: 'a', listColumns: ['a'], searchFields: ['a'], defaultSort: { field: 'a', direction: 'asc' } } as const;
const fields = [text('a', 'A'), text('b', 'B'), text('c', 'C')];

describe('form sections from the declaration', () => {
  it('is one untitled section of every field when the type declares none', () => {
    const sections = formSections(defineContentType({ ...base, fields }));
    expect(sections).toHaveLength(1);
    expect(sections[0]?.title).toBeUndefined();
    expect(sections[0]?.fields.map((f) => f.name)).toEqual(['a', 'b', 'c']);
  });

  it('follows the declared sections in order and puts the fields they leave out under Other', () => {
    const sections = formSections(defineContentType({ ...base, fields, formGroups: [{ title: 'Second first', help: 'Why', fields: ['c', 'a'] }] }));
    expect(sections.map((s) => [s.title, s.fields.map((f) => f.name)])).toEqual([
      ['Second first', ['c', 'a']],
      ['Other', ['b']],
    ]);
    expect(sections[0]?.help).toBe('Why');
  });
});
