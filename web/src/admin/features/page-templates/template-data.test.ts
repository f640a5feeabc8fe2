import { repeater, text } from '@hospital/content/fields';
import { pageTemplateById } from '@hospital/content/templates/index';
import { describe, expect, it } from 'vitest';
import {
  definitionToField,
  emptyRow,
  fromStored,
  resolveTemplate,
  setEntryRows,
  setEntryValue,
  switchTemplateEntries,
  toStored,
} from './template-data';
import { moveItem } from '../../shared/fields/use-row-ids';

describe('template data', () => {
  it('keeps the values of fields with the same name when the template changes and drops the rest', () => {
    const entries = [
      { name: 'page_image', value: '/uploads/a.webp' },
      { name: 'why_gmch_loop', value: null, repeaterValues: [{ text: 'Care', content: '<p>x</p>', stale: 'y' }] },
      { name: 'about_section_title', value: 'About' },
    ];
    const fields = [
      text('page_image', 'Page image'),
      repeater('why_gmch_loop', 'Reasons', { fields: [text('text', 'Heading')] }),
    ];
    expect(switchTemplateEntries(entries, fields)).toEqual([
      { name: 'page_image', value: '/uploads/a.webp' },
      { name: 'why_gmch_loop', value: null, repeaterValues: [{ text: 'Care' }] },
    ]);
  });

  it('does not carry a single value into a repeater of the same name', () => {
    const fields = [repeater('section', 'Section', { fields: [text('title', 'Title')] })];
    expect(switchTemplateEntries([{ name: 'section', value: 'text' }], fields)).toEqual([]);
  });

  it('stores every value as text and reads booleans and numbers back typed', () => {
    expect(toStored(true)).toBe('true');
    expect(toStored(12)).toBe('12');
    expect(toStored(undefined)).toBeNull();
    expect(fromStored({ type: 'boolean', name: 'b', label: 'B' }, 'true')).toBe(true);
    expect(fromStored({ type: 'number', name: 'n', label: 'N' }, '7')).toBe(7);
    expect(fromStored(text('t', 'T'), null)).toBe('');
  });

  it('sets values and rows, adding the entry when it is missing', () => {
    const one = setEntryValue([], 'page_image', '/uploads/x.png');
    expect(one).toEqual([{ name: 'page_image', value: '/uploads/x.png' }]);
    expect(setEntryValue(one, 'page_image', null)).toEqual([{ name: 'page_image', value: null }]);
    expect(setEntryRows(one, 'rows', [{ a: '1' }])).toEqual([...one, { name: 'rows', value: null, repeaterValues: [{ a: '1' }] }]);
  });

  it('moves rows and ignores moves out of range', () => {
    expect(moveItem(['a', 'b', 'c'], 0, 2)).toEqual(['b', 'c', 'a']);
    expect(moveItem(['a', 'b'], 1, 5)).toEqual(['a', 'b']);
  });

  it('prefers the built-in template and turns a definition record into fields', () => {
    const home = resolveTemplate('home', [{ templateId: 'home', name: 'Other', fields: [] }]);
    expect(home).toBe(pageTemplateById('home'));
    const custom = resolveTemplate('open-day', [
      {
        templateId: 'open-day',
        name: 'Open day',
        fields: [{ type: 'repeater', name: 'stands', label: 'Stands', fields: [{ type: 'boolean', name: 'open', label: 'Open' }] }],
      },
    ]);
    expect(custom?.fields).toEqual([
      { type: 'repeater', name: 'stands', label: 'Stands', fields: [{ type: 'boolean', name: 'open', label: 'Open' }] },
    ]);
    expect(definitionToField({ type: 'text', name: 'intro', label: 'Intro', multiline: true, required: true })).toEqual({
      type: 'text',
      name: 'intro',
      label: 'Intro',
      multiline: true,
      required: true,
    });
    expect(emptyRow(repeater('r', 'R', { fields: [text('a', 'A'), { type: 'boolean', name: 'b', label: 'B' }] }))).toEqual({
      a: '',
      b: 'false',
    });
  });
});
