import type { ContentType } from '../content-type';
import type { Field, ScalarField } from '../fields';
import { editorFields, pageTemplateById } from '../templates';
import type { TemplateDataEntry } from '../templates/template-data';
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
 * made from (of a page's template values, their words: `translationSource`), set by the server whenever that language's values are saved, so the studio can say a
 * translation is out of date when the default text changed afterwards.
 */

export const translationsKey = 'translations';

export interface LanguageTranslation {
  values: Record<string, unknown>;
  basis: Record<string, string>;
  savedAt: string;
}

export type Translations = Record<string, LanguageTranslation>;

/**
 * The sub-fields of a declared repeater that are translated (a session's room): its rows are
 * translated by their words only, row by row, by their position in the default language's rows.
 */
export const translatedColumns = (field: Field): ScalarField[] => (field.type === 'repeater' ? field.fields.filter((sub) => sub.translatable === true) : []);

/** The fields of a declaration that are translated: those declared so, and repeaters with translated sub-fields. */
export const translatableFields = (type: Pick<ContentType, 'fields'>): Field[] =>
  type.fields.filter((f) => (f as { translatable?: boolean }).translatable === true || translatedColumns(f).length > 0);

/** A repeater's words, row by row: each row's translated sub-fields only ('' where empty). */
export function rowWords(field: Field, rows: unknown): Record<string, string>[] {
  if (!Array.isArray(rows)) return [];
  const columns = translatedColumns(field);
  return rows.map((row: unknown) => {
    const values = row && typeof row === 'object' ? (row as Record<string, unknown>) : {};
    return Object.fromEntries(columns.map((c) => [c.name, typeof values[c.name] === 'string' ? (values[c.name] as string) : '']));
  });
}

/**
 * Which values of a page template are translated: its words (text and rich text); links, web
 * addresses, e-mails, phones, images, files, dates, numbers, choices and records are shared by
 * every language. A repeater's rows translate their words the same way.
 */
export const isTranslatableTemplateField = (field: ScalarField): boolean =>
  field.type === 'richText' || (field.type === 'text' && field.format === undefined && field.pattern === undefined);

/**
 * Which of a page's template values are words, by its template id: `(name)` for a section's value,
 * `(name, column)` for a repeater row's. Every value of a template the code does not know (one
 * made in the studio) counts.
 */
export const templateWordFilter = (templateId: unknown): ((name: string, column?: string) => boolean) => {
  const template = typeof templateId === 'string' ? pageTemplateById(templateId) : undefined;
  if (!template) return () => true;
  const fields = new Map(editorFields(template).map((f) => [f.name, f]));
  return (name, column) => {
    const field = fields.get(name);
    if (!field) return false;
    if (field.type === 'repeater') return column !== undefined && field.fields.some((sub) => sub.name === column && isTranslatableTemplateField(sub));
    if (field.type === 'templateData' || field.type === 'fieldList' || field.type === 'seo') return false;
    return column === undefined && isTranslatableTemplateField(field);
  };
};

/** The words of template values, by place (`about_title`, `cards.0.title`): what a translation of them covers. */
export function templateWords(entries: unknown, templateId: unknown): Record<string, string> {
  const words: Record<string, string> = {};
  if (!Array.isArray(entries)) return words;
  const isWord = templateWordFilter(templateId);
  for (const entry of entries as TemplateDataEntry[]) {
    if (isWord(entry.name) && typeof entry.value === 'string' && !isEmptyValue(entry.value)) words[entry.name] = entry.value;
    (entry.repeaterValues ?? []).forEach((row, i) => {
      for (const [column, text] of Object.entries(row)) {
        if (isWord(entry.name, column) && typeof text === 'string' && !isEmptyValue(text)) words[`${entry.name}.${i}.${column}`] = text;
      }
    });
  }
  return words;
}

/**
 * What a translated field is made from, as `basis` fingerprints it: the default language's value,
 * and of a page's template values only their words (a new image does not put a translation out of date).
 */
export const translationSource = (field: Field, record: Record<string, unknown>): unknown =>
  field.type === 'templateData'
    ? templateWords(record[field.name], record.template)
    : field.type === 'repeater' && !field.translatable
      ? rowWords(field, record[field.name])
      : record[field.name];

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
    const source = translationSource(field, record);
    if (isEmptyValue(source)) continue;
    const translated = field.type === 'templateData' ? templateWords(translation?.values[field.name], record.template) : translation?.values[field.name];
    const incomplete =
      field.type === 'templateData'
        ? Object.keys(source as Record<string, string>).some((place) => !(place in (translated as Record<string, string>)))
        : isEmptyValue(translated);
    if (incomplete) missing.push(field.name);
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
      const field = type.fields.find((f) => f.name === name);
      basis[name] = kept ?? fingerprint(field ? translationSource(field, record) : record[name]);
    }
    out[language] = { values, basis, savedAt: changed || !before?.savedAt ? now : before.savedAt };
  }
  return out;
}
