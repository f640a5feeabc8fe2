import { slugify } from '@hospital/content/slug';
import type { TemplateDataEntry } from '@hospital/content/templates/template-data';
import { hindi, type HindiSection } from './data/hindi/index';

/**
 * A record's Hindi as the seed saves it: the values, as an editor's save sends them; the server
 * stamps each value's `basis` (the English it was made from) and `savedAt`, so the demo's Hindi
 * counts as up to date. Nothing when the record has no Hindi: it falls back to English.
 */
export const inHindi = (values: object | undefined): { translations?: Record<string, { values: Record<string, unknown> }> } =>
  values ? { translations: { [hindi]: { values: { ...values } } } } : {};

/**
 * A page's template values in another language: its words alone, a repeater's row by row (the
 * same rows as the English), since pictures, links and departments are shared by every language.
 */
export const translatedTemplateData = (sections: Readonly<Record<string, HindiSection>>): TemplateDataEntry[] =>
  Object.entries(sections).map(([name, section]) =>
    typeof section === 'string' ? { name, value: section } : { name, value: null, repeaterValues: section.map((row) => ({ ...row })) },
  );

/** The key a menu item's translation is filed under: its link, or `#` and its title's slug for a heading. */
export const menuItemKey = (item: { title: string; path: string }): string => (item.path === '#' ? `#${slugify(item.title)}` : item.path);
