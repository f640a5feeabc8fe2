import { fingerprint, type LanguageTranslation } from '@hospital/content/i18n/translations';
import { slugify } from '@hospital/content/slug';
import type { TemplateDataEntry } from '@hospital/content/templates/template-data';
import type { HindiSection } from './data/hindi/index';

/**
 * A record's translation into one language, as an editor saving it would leave it: the values,
 * and the fingerprint of the default-language value each was translated from, so the seeded
 * translation counts as up to date.
 */
export function seededTranslation(values: Readonly<Record<string, unknown>>, english: Readonly<Record<string, unknown>>, savedAt: string): LanguageTranslation {
  return {
    values: { ...values },
    basis: Object.fromEntries(Object.keys(values).map((field) => [field, fingerprint(english[field])])),
    savedAt,
  };
}

/**
 * A page's template data in another language: the English entries with the translated sections
 * laid over them, a repeater row by row, so the pictures, links and departments stay the same.
 */
export function translatedTemplateData(english: readonly TemplateDataEntry[], sections: Readonly<Record<string, HindiSection>>): TemplateDataEntry[] {
  return english.map((entry) => {
    const section = sections[entry.name];
    if (section === undefined) return entry;
    if (typeof section === 'string') return { ...entry, value: section };
    return { ...entry, repeaterValues: (entry.repeaterValues ?? []).map((row, i) => ({ ...row, ...section[i] })) };
  });
}

/** The key a menu item's translation is filed under: its link, or `#` and its title's slug for a heading. */
export const menuItemKey = (item: { title: string; path: string }): string =>
  item.path === '#' ? `#${slugify(item.title)}` : item.path;
