import type { ContentType } from '@hospital/content/content-type';
import { defaultLanguage, languageInfo } from '@hospital/content/i18n/languages';
import { translatableFields, translationStatus, type TranslationState } from '@hospital/content/i18n/translations';
import type { ReportRecord, TranslationReport } from '@hospital/content/wire/translation-report';
import { filteredRecords, workingRecords } from '../content/content-operations';
import type { Db } from '../db/database';
import { getSiteLanguages } from '../settings/site-settings-operations';

/**
 * How far a content type is translated: per language of the site, how many records are
 * translated, missing or out of date (the default text changed after the translation was last
 * saved), and which. Records are judged as the studio opens them (a waiting draft first), within
 * the reader's reach (a department editor: their departments' records, as their lists).
 */

const stateOrder: Record<TranslationState, number> = { missing: 0, outdated: 1, translated: 2 };

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
        return { _id: record.id, title: titleOf(record.fields, record.title), ...status };
      });
      // What needs work first, then by title, so the report reads as a to-do list.
      rows.sort((a, b) => stateOrder[a.state] - stateOrder[b.state] || a.title.localeCompare(b.title, 'en') || a._id.localeCompare(b._id));
      const count = (state: TranslationState) => rows.filter((r) => r.state === state).length;
      return { language, name: languageInfo(language).englishName, translated: count('translated'), missing: count('missing'), outdated: count('outdated'), records: rows };
    }),
  };
}
