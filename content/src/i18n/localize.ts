import type { ContentType } from '../content-type';
import type { TemplateDataEntry } from '../templates/template-data';
import { defaultLanguage } from './languages';
import { isEmptyValue, readTranslations, templateWordFilter, translatableFields, translatedColumns, translationsKey } from './translations';

/**
 * A record as a visitor of one language reads it: each translatable field replaced by its
 * translation where that is not empty, the page's template values section by section and row by
 * row (their words only), the SEO texts one by one. `_fallback` names the translatable fields
 * still shown in the default language (the website marks them `lang="en"`); `_translated` says
 * whether the record exists in the language at all (its title is translated), and only then is
 * the language an alternate of its page. In the default language the record is as it is.
 */

export interface Localized {
  _fallback: string[];
  _translated: boolean;
}

const isText = (value: unknown): value is string => typeof value === 'string' && !isEmptyValue(value);

/** Template values merged by name, rows by position; whether any of their words stayed in the default language. */
function mergeTemplateData(entries: unknown, translated: unknown, templateId: unknown): { value: unknown; fallback: boolean } {
  if (!Array.isArray(entries)) return { value: entries, fallback: false };
  const words = templateWordFilter(templateId);
  const byName = new Map((Array.isArray(translated) ? (translated as TemplateDataEntry[]) : []).map((e) => [e.name, e]));
  let fallback = false;
  const value = (entries as TemplateDataEntry[]).map((entry) => {
    const other = byName.get(entry.name);
    let merged: TemplateDataEntry = entry;
    if (words(entry.name) && isText(entry.value)) {
      if (isText(other?.value)) merged = { ...merged, value: other.value };
      else fallback = true;
    }
    if (Array.isArray(entry.repeaterValues)) {
      const rows = entry.repeaterValues.map((row, i) => {
        const otherRow = other?.repeaterValues?.[i] ?? {};
        const out: Record<string, string | null> = { ...row };
        for (const [name, text] of Object.entries(row)) {
          if (!words(entry.name, name) || !isText(text)) continue;
          const translatedText = otherRow[name];
          if (isText(translatedText)) out[name] = translatedText;
          else fallback = true;
        }
        return out;
      });
      merged = { ...merged, repeaterValues: rows };
    }
    return merged;
  });
  return { value, fallback };
}

/** A repeater's rows with their translated words, by position; its other values (a day, a time) stay the default's. */
function mergeRows(rows: unknown, translated: unknown, columns: readonly string[]): { value: unknown; fallback: boolean } {
  if (!Array.isArray(rows)) return { value: rows, fallback: false };
  const others = Array.isArray(translated) ? (translated as unknown[]) : [];
  let fallback = false;
  const value = rows.map((row: unknown, i) => {
    if (!row || typeof row !== 'object') return row;
    const other = others[i] && typeof others[i] === 'object' ? (others[i] as Record<string, unknown>) : {};
    const out: Record<string, unknown> = { ...(row as Record<string, unknown>) };
    for (const column of columns) {
      if (!isText(out[column])) continue;
      if (isText(other[column])) out[column] = other[column];
      else fallback = true;
    }
    return out;
  });
  return { value, fallback };
}

/** The SEO texts merged one by one. */
function mergeObject(source: unknown, translated: unknown): { value: unknown; fallback: boolean } {
  if (source === null || typeof source !== 'object' || Array.isArray(source)) {
    return isEmptyValue(translated) ? { value: source, fallback: !isEmptyValue(source) } : { value: translated, fallback: false };
  }
  const other = translated !== null && typeof translated === 'object' ? (translated as Record<string, unknown>) : {};
  let fallback = false;
  const value: Record<string, unknown> = { ...(source as Record<string, unknown>) };
  for (const [name, text] of Object.entries(source as Record<string, unknown>)) {
    if (!isEmptyValue(other[name])) value[name] = other[name];
    else if (!isEmptyValue(text)) fallback = true;
  }
  return { value, fallback };
}

/**
 * The record in `language`, without its `translations`. `record` holds the type's fields (a
 * public listing's record may hold only some) and `translations`.
 */
export function localizeRecord<R extends Record<string, unknown>>(
  type: Pick<ContentType, 'fields' | 'titleField'>,
  record: R,
  language: string,
): Omit<R, typeof translationsKey> & Partial<Localized> {
  const { [translationsKey]: stored, ...rest } = record;
  if (language === defaultLanguage) return rest;
  const values = readTranslations(stored)[language]?.values ?? {};
  const out: Record<string, unknown> = { ...rest };
  const fallback: string[] = [];
  for (const field of translatableFields(type)) {
    if (!(field.name in record)) continue;
    const source = record[field.name];
    const translated = values[field.name];
    const merged =
      field.type === 'templateData'
        ? mergeTemplateData(source, translated, record.template)
        : field.type === 'seo'
          ? mergeObject(source, translated)
          : field.type === 'repeater' && !field.translatable
            ? mergeRows(source, translated, translatedColumns(field).map((c) => c.name))
            : isEmptyValue(translated)
            ? { value: source, fallback: !isEmptyValue(source) }
            : { value: translated, fallback: false };
    out[field.name] = merged.value;
    if (merged.fallback) fallback.push(field.name);
  }
  return { ...(out as Omit<R, typeof translationsKey>), _fallback: fallback, _translated: !isEmptyValue(values[type.titleField]) };
}
