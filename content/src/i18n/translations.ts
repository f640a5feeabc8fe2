import type { ContentType } from '../content-type';
import type { Field, ScalarField } from '../fields';
import { defaultLanguage } from './languages';

/**
 * A record's translations. They travel with the record as one more value, `translations`, beside
 * its fields: saved with it, kept in its drafts, versions, revisions, previews and schedules, and
 * published with it, so a record's languages always go out together.
 *
 * ```
 * translations: {
 *   hi: {
 *     values: { title: 'डॉ. अरविंद मेनन', designation: 'वरिष्ठ सलाहकार', seo: { title: '…' } },
 *     basis: { title: '3f2a9c1b', designation: '9d0e…' },
 *     savedAt: '2026-11-26T05:00:00.000Z',
 *   },
 * }
 * ```
 *
 * `values` holds only translatable fields (a field declares `translatable: true`), each in the
 * shape of the field's own value; a field absent or empty there shows the default language's
 * value. `basis` is the fingerprint of the default language's value each translated field was
 * made from, set by the server whenever that language's values are saved, so the studio can say a
 * translation is out of date when the default text changed afterwards.
 */

export const translationsKey = 'translations';

export interface LanguageTranslation {
  values: Record<string, unknown>;
  basis: Record<string, string>;
  savedAt: string;
}

export type Translations = Record<string, LanguageTranslation>;

/** The fields of a declaration that are translated. */
export const translatableFields = (type: Pick<ContentType, 'fields'>): Field[] =>
  type.fields.filter((f) => (f as { translatable?: boolean }).translatable === true);

/**
 * Which values of a page template are translated: its words (text and rich text); links, web
 * addresses, e-mails, phones, images, files, dates, numbers, choices and records are shared by
 * every language. A repeater's rows translate their words the same way.
 */
export const isTranslatableTemplateField = (field: ScalarField): boolean =>
  field.type === 'richText' || (field.type === 'text' && field.format === undefined && field.pattern === undefined);

/** A short stable fingerprint of a value (FNV-1a over its JSON), the same in the server and the browser. */
export function fingerprint(value: unknown): string {
  const text = JSON.stringify(value ?? null);
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}

/** Is a value empty for translation purposes (nothing to translate, or nothing translated)? */
export function isEmptyValue(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value.trim() === '' || value.replace(/<[^>]*>/g, '').trim() === '' && !/<img\b/i.test(value);
  if (Array.isArray(value)) return value.length === 0 || value.every(isEmptyValue);
  if (typeof value === 'object') return Object.values(value as Record<string, unknown>).every(isEmptyValue);
  return false;
}

export const readTranslations = (value: unknown): Translations => {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return {};
  const out: Translations = {};
  for (const [language, entry] of Object.entries(value as Record<string, unknown>)) {
    if (language === defaultLanguage || entry === null || typeof entry !== 'object') continue;
    const e = entry as Partial<LanguageTranslation>;
    out[language] = {
      values: e.values && typeof e.values === 'object' ? e.values : {},
      basis: e.basis && typeof e.basis === 'object' ? e.basis : {},
      savedAt: typeof e.savedAt === 'string' ? e.savedAt : '',
    };
  }
  return out;
};

export type TranslationState = 'translated' | 'missing' | 'outdated';

export interface TranslationStatus {
  state: TranslationState;
  /** Translatable fields with default text and no translation. */
  missing: string[];
  /** Translated fields whose default text changed after the translation was saved. */
  outdated: string[];
}

/**
 * How far a record is translated into a language: `missing` when any translatable field that has
 * default-language text has no translation, else `outdated` when the default text of a
 * translated field changed since, else `translated`.
 */
export function translationStatus(type: Pick<ContentType, 'fields'>, record: Record<string, unknown>, language: string): TranslationStatus {
  const translation = readTranslations(record[translationsKey])[language];
  const missing: string[] = [];
  const outdated: string[] = [];
  for (const field of translatableFields(type)) {
    const source = record[field.name];
    if (isEmptyValue(source)) continue;
    const translated = translation?.values[field.name];
    if (isEmptyValue(translated)) missing.push(field.name);
    else if (translation?.basis[field.name] !== fingerprint(source)) outdated.push(field.name);
  }
  return { state: missing.length > 0 ? 'missing' : outdated.length > 0 ? 'outdated' : 'translated', missing, outdated };
}

const sameValue = (a: unknown, b: unknown): boolean => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** A translation as a client sends it: its values; `basis` and `savedAt` are the server's to set. */
export type TranslationsInput = Record<string, { values?: Record<string, unknown> | undefined } | undefined>;

/**
 * The languages of a save that are not the site's: those whose values the save adds or changes.
 * A language taken out of the settings keeps what was translated before, untouched, so a record
 * saved back as it was fetched is not refused.
 */
export function unknownLanguages(incoming: TranslationsInput, previous: Translations, languages: readonly string[]): string[] {
  return Object.keys(incoming).filter((language) => !languages.includes(language) && !sameValue(incoming[language]?.values, previous[language]?.values));
}

/**
 * A record's translations as saved, from what a client sent and what was saved before: empty
 * values dropped (they show the default language), a language with no values dropped, and for
 * each translated field its `basis` kept when its value did not change, else made from the
 * default language's value of this save; `savedAt` is now when any value of the language changed.
 */
export function stampTranslations(
  type: Pick<ContentType, 'fields'>,
  record: Record<string, unknown>,
  incoming: TranslationsInput,
  previous: Translations,
  now: string,
): Translations {
  const names = new Set(translatableFields(type).map((f) => f.name));
  const out: Translations = {};
  for (const [language, entry] of Object.entries(incoming)) {
    const before = previous[language];
    const values: Record<string, unknown> = {};
    for (const [name, value] of Object.entries(entry?.values ?? {})) if (names.has(name) && !isEmptyValue(value)) values[name] = value;
    if (Object.keys(values).length === 0) continue;
    const basis: Record<string, string> = {};
    let changed = before === undefined || Object.keys(before.values).some((name) => !(name in values));
    for (const [name, value] of Object.entries(values)) {
      const kept = before && sameValue(before.values[name], value) ? before.basis[name] : undefined;
      if (kept === undefined) changed = true;
      basis[name] = kept ?? fingerprint(record[name]);
    }
    out[language] = { values, basis, savedAt: changed || !before?.savedAt ? now : before.savedAt };
  }
  return out;
}
