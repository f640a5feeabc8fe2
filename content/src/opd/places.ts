import { defaultLanguage } from '../i18n/languages';
import { localizeRecord } from '../i18n/localize';
import { translationsKey } from '../i18n/translations';
import { experts } from '../types/experts';
import { scheduleOf, type OpdSchedule } from './schedule';

/**
 * The rooms of a doctor's OPD sessions in a patient's language. A session's `place` is translated
 * with the doctor's record (`translations.<language>.values.opd_sessions`, row by row: see
 * `i18n/translations.ts`); a room without a translation is shown in English. Days, times and the
 * slots made of them are the same in every language: only the words change.
 */

type DoctorRecord = Record<string, unknown>;

/** The record's session rows as a visitor of `language` reads them, one for one with the stored rows. */
function sessionRowsIn(record: DoctorRecord, language: string): unknown[] {
  const rows = Array.isArray(record.opd_sessions) ? (record.opd_sessions as unknown[]) : [];
  if (language === defaultLanguage || rows.length === 0) return rows;
  const localized = localizeRecord(experts, { opd_sessions: rows, [translationsKey]: record[translationsKey] }, language).opd_sessions;
  return Array.isArray(localized) && localized.length === rows.length ? (localized as unknown[]) : rows;
}

/** A doctor's schedule with its rooms in `language` (null without a schedule, as `scheduleOf`). */
export const scheduleIn = (record: DoctorRecord, language: string): OpdSchedule | null => scheduleOf({ ...record, opd_sessions: sessionRowsIn(record, language) });

const placeOf = (row: unknown): string => {
  const place = row !== null && typeof row === 'object' ? (row as Record<string, unknown>).place : undefined;
  return typeof place === 'string' ? place.trim() : '';
};

/**
 * A room as a booking stored it (in English, as its session had it then) in `language`: the
 * translation of the doctor's sessions with that room (the first that has one), or the room as
 * stored when no session has it any more or none translates it.
 */
export function placeIn(record: DoctorRecord | undefined, place: string, language: string): string {
  const room = place.trim();
  if (!record || room === '' || language === defaultLanguage) return place;
  const rows = Array.isArray(record.opd_sessions) ? (record.opd_sessions as unknown[]) : [];
  const local = sessionRowsIn(record, language);
  const translated = rows.map((row, i) => (placeOf(row) === room ? placeOf(local[i]) : '')).find((text) => text !== '' && text !== room);
  return translated ?? place;
}

/** A doctor's name as a visitor of `language` reads it on their page: the record's translated title, or `title` (the English one) without it. */
export function doctorNameIn(record: DoctorRecord | undefined, title: string, language: string): string {
  if (!record || language === defaultLanguage) return title;
  const localized = localizeRecord(experts, { title, [translationsKey]: record[translationsKey] }, language).title;
  return typeof localized === 'string' && localized.trim() !== '' ? localized : title;
}
