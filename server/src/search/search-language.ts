import { messagesFor } from '@hospital/content/i18n/catalogue';
import { defaultLanguage, languagePath } from '@hospital/content/i18n/languages';
import { isEmptyValue, readTranslations, translationsKey } from '@hospital/content/i18n/translations';
import { contentTypeByKey } from '@hospital/content/registry';
import { excerptWords, plainText } from '@hospital/content/text';
import type { SearchAnswer, SearchItem } from '@hospital/content/wire/search-answer';
import { contentTableName, type Db } from '../db/database';

/**
 * The search's answer in a visitor's language (issue 32, `GET search?lang=hi`): the groups' names
 * from the catalogue; each result's title and snippet from its record's translation where there
 * is one (else the default language's, and the item says so with `language`); its link under the
 * language's prefix (`/hi/doctors/…`), where the page is shown in that language or, untranslated,
 * with the note and the default text. The index and the ranking are the same for every language.
 */

const text = (value: unknown): string => (typeof value === 'string' ? plainText(value).trim() : '');

/** The translated values of these records in a language, by id. */
async function translatedValues(db: Db, typeKey: string, ids: readonly string[], language: string): Promise<Map<string, Record<string, unknown>>> {
  const out = new Map<string, Record<string, unknown>>();
  if (ids.length === 0 || !contentTypeByKey(typeKey)) return out;
  const rows = await db.kysely.selectFrom(contentTableName(typeKey)).select(['id', 'data']).where('id', 'in', [...ids]).execute();
  for (const row of rows) {
    let data: Record<string, unknown>;
    try {
      data = JSON.parse(row.data) as Record<string, unknown>;
    } catch {
      continue;
    }
    const values = readTranslations(data[translationsKey])[language]?.values;
    if (values) out.set(row.id, values);
  }
  return out;
}

/** The department titles in a language, by their default title: a doctor's snippet names them. */
async function departmentTitles(db: Db, language: string): Promise<Map<string, string>> {
  const type = contentTypeByKey('expert-categories');
  const out = new Map<string, string>();
  if (!type) return out;
  const rows = await db.kysely.selectFrom(contentTableName(type.key)).select(['title', 'data']).where('status', '=', 'active').execute();
  for (const row of rows) {
    try {
      const title = text(readTranslations((JSON.parse(row.data) as Record<string, unknown>)[translationsKey])[language]?.values[type.titleField]);
      if (title) out.set(row.title, title);
    } catch {
      // A record whose data cannot be read keeps its default title.
    }
  }
  return out;
}

const excerptLength = 30;

export async function localizeSearchAnswer(db: Db, answer: SearchAnswer, language: string): Promise<SearchAnswer> {
  if (language === defaultLanguage) return answer;
  const m = messagesFor(language).search;
  const byType = new Map<string, string[]>();
  for (const item of answer.groups.flatMap((g) => g.items)) byType.set(item.type, [...(byType.get(item.type) ?? []), item._id]);
  const values = new Map<string, Map<string, Record<string, unknown>>>();
  for (const [typeKey, ids] of byType) values.set(typeKey, await translatedValues(db, typeKey, ids, language));
  const departments = answer.groups.some((g) => g.key === 'doctors' && g.items.length > 0) ? await departmentTitles(db, language) : new Map<string, string>();

  const localize = (item: SearchItem, group: string): SearchItem => {
    const type = contentTypeByKey(item.type);
    const translated = values.get(item.type)?.get(item._id) ?? {};
    const title = type ? text(translated[type.titleField]) : '';
    let excerpt = item.excerpt;
    if (group === 'doctors') {
      // "Senior Consultant · Cardiology, Neurology", each part in the language where it is translated.
      const [designation = '', named = ''] = item.excerpt.split(' · ');
      const ownDesignation = text(translated.designation);
      const names = named ? named.split(', ').map((d) => departments.get(d) ?? d).join(', ') : '';
      excerpt = [ownDesignation || designation, names].filter(Boolean).join(' · ');
    } else if (!isEmptyValue(translated.description)) {
      excerpt = excerptWords(typeof translated.description === 'string' ? translated.description : '', excerptLength);
    }
    return {
      ...item,
      title: title || item.title,
      url: item.url ? languagePath(item.url, language) : item.url,
      excerpt,
      ...(title ? {} : { language: defaultLanguage }),
    };
  };

  return {
    ...answer,
    groups: answer.groups.map((g) => ({ ...g, label: m.groups[g.key], items: g.items.map((item) => localize(item, g.key)) })),
  };
}
