import type { ContentType } from '@hospital/content/content-type';
import { defaultLanguage, languageInfo } from '@hospital/content/i18n/languages';
import { readTranslations, translatableFields, translationSource, translationStatus, translationsKey } from '@hospital/content/i18n/translations';
import type { ReportRecord, ReportState, TranslationReport } from '@hospital/content/wire/translation-report';
import { filteredRecords, workingRecords } from '../content/content-operations';
import type { Db } from '../db/database';
import { getSiteLanguages } from '../settings/site-settings-operations';

/**
 * How far a content type is translated: per language of the site, how many records are
 * translated, waiting to be published, missing or out of date (the default text changed after the
 * translation was last saved), and which. The work still to do (missing, out of date) is judged as
 * the studio opens the record (a waiting draft first); "translated" is what the website shows, so a
 * translation done in a draft, or in a record not yet published, is "waiting" until it is
 * published. Within the reader's reach (a department editor: their departments' records).
 */

const stateOrder: Record<ReportState, number> = { missing: 0, outdated: 1, waiting: 2, translated: 3 };

/** A language's translation of a record and the default text it translates: equal in the draft and on the website, nothing waits. */
const translationOf = (type: ContentType, fields: Record<string, unknown>, language: string): string =>
  JSON.stringify([readTranslations(fields[translationsKey])[language]?.values ?? {}, translatableFields(type).map((field) => translationSource(field, fields) ?? null)]);

/** A record's state in a language: the draft's work to do, else translated only as published. */
export function reportState(type: ContentType, record: { fields: Record<string, unknown>; live: Record<string, unknown> | null }, language: string): ReportState {
  const working = translationStatus(type, record.fields, language).state;
  if (working !== 'translated') return working;
  const { live } = record;
  const published = live !== null && translationStatus(type, live, language).state === 'translated' && translationOf(type, live, language) === translationOf(type, record.fields, language);
  return published ? 'translated' : 'waiting';
}

export async function translationReport(
  db: Db,
  type: ContentType,
  departments?: { field: string; departmentIds: readonly string[] },
): Promise<TranslationReport> {
  const fields = translatableFields(type).map((f) => ({ name: f.name, label: f.label }));
  const languages = (await getSiteLanguages(db)).filter((code) => code !== defaultLanguage);
  const records = await workingRecords(db, type, filteredRecords(db, type, { departments }));
  const titleOf = (fieldsOf: Record<string, unknown>, stored: string): string => {
    const title = fieldsOf[type.titleField];
    return typeof title === 'string' && title.trim() !== '' ? title : stored;
  };
  return {
    type: type.key,
    fields,
    languages: languages.map((language) => {
      const rows: ReportRecord[] = records.map((record) => {
        const status = translationStatus(type, record.fields, language);
        return { _id: record.id, title: titleOf(record.fields, record.title), ...status, state: reportState(type, record, language) };
      });
      // What needs work first, then by title, so the report reads as a to-do list.
      rows.sort((a, b) => stateOrder[a.state] - stateOrder[b.state] || a.title.localeCompare(b.title, 'en') || a._id.localeCompare(b._id));
      const count = (state: ReportState) => rows.filter((r) => r.state === state).length;
      return { language, name: languageInfo(language).englishName, translated: count('translated'), waiting: count('waiting'), missing: count('missing'), outdated: count('outdated'), records: rows };
    }),
  };
}
