import { describe, expect, it } from 'vitest';
import type { Field } from '../fields';
import { contentTypeByKey, contentTypes } from '../registry';
import { translatableFields, translatedColumns } from './translations';

/** Words a patient reads are translated; addresses, media, dates, relations, numbers and choices are shared. */
const mayBeTranslated = (field: Field): boolean =>
  field.type === 'richText' ||
  field.type === 'templateData' ||
  field.type === 'seo' ||
  (field.type === 'text' && field.format === undefined && field.unique !== true && field.pattern === undefined) ||
  // A repeater is translated by its words only, row by row (a session's room).
  (field.type === 'repeater' && !field.translatable && translatedColumns(field).length > 0 && translatedColumns(field).every(mayBeTranslated));

const names = (key: string): string[] => translatableFields(contentTypeByKey(key)!).map((f) => f.name);

describe('translatable fields of the declarations', () => {
  it('are only words: never slugs, routes, media, dates, relations, numbers, booleans, choices or links', () => {
    for (const type of contentTypes) {
      for (const field of translatableFields(type)) expect(mayBeTranslated(field), `${type.key}.${field.name}`).toBe(true);
    }
  });

  it("cover every type's words a patient reads", () => {
    expect(names('experts')).toEqual(['title', 'designation', 'education', 'languages', 'description', 'opd_sessions', 'seo']);
    expect(names('pages')).toEqual(['title', 'description', 'templateData', 'seo']);
    expect(names('faqs')).toEqual(['title', 'description']);
    expect(names('menus')).toEqual(['title']);
    expect(names('banners')).toEqual(['title', 'top_title', 'description']);
    expect(names('hirings')).toEqual(['title', 'subGroup', 'department', 'educationalQualification', 'experience', 'description', 'seo']);
    expect(names('site-settings')).toEqual(
      expect.arrayContaining(['siteTitle', 'footerText', 'emergency_label', 'site_address', 'consent_notice', 'footerformtitle', 'nameplaceholder', 'submitbuttontext']),
    );
    expect(names('site-settings')).not.toContain('languages');
    expect(names('site-settings')).toContain('holidays');
    // Staff-only records have nothing to translate.
    for (const key of ['admins', 'form-entries', 'templates', 'medias']) expect(names(key), key).toEqual([]);
    // Every public type with a title translates it.
    for (const type of contentTypes) {
      if (type.publicListing || type.publicPage) expect(names(type.key), type.key).toContain(type.titleField);
    }
  });
});
