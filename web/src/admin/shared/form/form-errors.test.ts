import { describe, expect, it } from 'vitest';
import { splitErrors, errorsUnder } from '../fields/field-label';
import { flattenFieldError, splitServerErrors } from './form-errors';

describe('field errors handed to inputs', () => {
  it('passes a plain field message through unchanged', () => {
    expect(flattenFieldError({ type: 'custom', message: 'Title is required.' })).toBe('Title is required.');
  });

  it('carries the messages of an object value by part (seo.title)', () => {
    const flat = flattenFieldError({ title: { type: 'server', message: 'Search title must be at most 200 characters.' } });
    expect(splitErrors(flat).nested.get('title')).toBe('Search title must be at most 200 characters.');
    expect(splitErrors(flat).own).toBeUndefined();
  });

  it('carries row messages of a repeater so each row input gets its own', () => {
    const rows = [undefined, { image: { type: 'custom', message: 'Image must be an image of the media library (/uploads/…).' } }];
    const flat = flattenFieldError(Object.assign(rows, { root: { type: 'too_big', message: 'Rows may hold at most 500 rows.' } }));
    expect(splitErrors(flat).own).toBe('Rows may hold at most 500 rows.');
    expect(errorsUnder(flat, '1.image')).toBe('Image must be an image of the media library (/uploads/…).');
    expect(errorsUnder(flat, '0.image')).toBeUndefined();
  });

  it('gives no error when there is none', () => {
    expect(flattenFieldError(undefined)).toBeUndefined();
  });
});

describe('server validation errors', () => {
  it('puts each message on its field and keeps those of unknown fields apart', () => {
    const result = splitServerErrors({ title: 'Title is required.', 'seo.title': 'Too long.', _id: 'Unknown field: _id.' }, ['title', 'seo']);
    expect(result.fields).toEqual([
      ['title', 'Title is required.'],
      ['seo.title', 'Too long.'],
    ]);
    expect(result.other).toEqual(['Unknown field: _id.']);
  });
});
