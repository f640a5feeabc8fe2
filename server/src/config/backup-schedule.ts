/**
 * The syntax of BACKUP_SCHEDULE and BACKUP_KEEP, read by the configuration and used by the
 * scheduled backup job. Times are on the hospital's clock (site setting "Hospital's time zone").
 *
 * BACKUP_SCHEDULE: `off`, `daily HH:MM` or `weekly <day> HH:MM` (day: mon … sun, or its full name).
 * BACKUP_KEEP: a comma-separated list of `<n> daily`, `<n> weekly`, `<n> monthly` or `<n> latest`:
 * the newest verified backup of each of the last n days (weeks from Monday, months) that have one,
 * and the n newest; every other verified scheduled backup is deleted.
 */

export type BackupSchedule = { kind: 'off' } | { kind: 'daily'; hour: number; minute: number } | { kind: 'weekly'; day: number; hour: number; minute: number };

export interface BackupKeep {
  latest: number;
  daily: number;
  weekly: number;
  monthly: number;
}

/** Sunday is 0, as Date#getUTCDay counts. */
const dayNames = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'];
const fullDayNames = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];

export const backupScheduleHelp = 'must be off, daily HH:MM or weekly <day> HH:MM (day: mon … sun), e.g. daily 02:00';
export const backupKeepHelp = 'must be a list of <n> daily, <n> weekly, <n> monthly or <n> latest, e.g. 7 daily, 4 weekly';

function timeOfDay(text: string): { hour: number; minute: number } | undefined {
  const match = /^(\d{1,2}):(\d{2})$/.exec(text);
  if (!match) return undefined;
  const hour = Number(match[1]);
  const minute = Number(match[2]);
  return hour <= 23 && minute <= 59 ? { hour, minute } : undefined;
}

/** Answers undefined for text that is not a schedule. */
export function parseBackupSchedule(text: string): BackupSchedule | undefined {
  const words = text.trim().toLowerCase().split(/\s+/);
  if (words.length === 1 && words[0] === 'off') return { kind: 'off' };
  if (words.length === 2 && words[0] === 'daily') {
    const time = timeOfDay(words[1] ?? '');
    return time && { kind: 'daily', ...time };
  }
  if (words.length === 3 && words[0] === 'weekly') {
    const given = words[1] ?? '';
    const day = given.length >= 3 ? fullDayNames.findIndex((name) => name.startsWith(given)) : -1;
    const time = timeOfDay(words[2] ?? '');
    return day >= 0 && time ? { kind: 'weekly', day, ...time } : undefined;
  }
  return undefined;
}

/** Answers undefined for text that is not a keep rule (or keeps nothing). */
export function parseBackupKeep(text: string): BackupKeep | undefined {
  const keep: BackupKeep = { latest: 0, daily: 0, weekly: 0, monthly: 0 };
  for (const part of text.split(',')) {
    const match = /^\s*(\d{1,4})\s+(latest|daily|weekly|monthly)\s*$/i.exec(part);
    if (!match) return undefined;
    keep[(match[2] ?? '').toLowerCase() as keyof BackupKeep] = Number(match[1]);
  }
  return keep.latest + keep.daily + keep.weekly + keep.monthly > 0 ? keep : undefined;
}

export const describeSchedule = (schedule: BackupSchedule): string =>
  schedule.kind === 'off'
    ? 'off'
    : `${schedule.kind === 'weekly' ? `weekly ${dayNames[schedule.day]}` : 'daily'} ${String(schedule.hour).padStart(2, '0')}:${String(schedule.minute).padStart(2, '0')}`;

/** The longest a schedule leaves between two backups: a last backup older than this (plus an hour's grace) is late. */
export const scheduleIntervalMs = (schedule: BackupSchedule): number | undefined =>
  schedule.kind === 'off' ? undefined : (schedule.kind === 'daily' ? 1 : 7) * 24 * 60 * 60 * 1000;
