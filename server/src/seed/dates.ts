/**
 * Dates of the demo content, counted from the moment the seed runs, so the site always has
 * this year's events, camps and press coverage and blogs from the last months.
 */

const DAY = 24 * 60 * 60 * 1000;

/** `YYYY-MM-DD` in UTC. */
export const isoDate = (date: Date): string => date.toISOString().slice(0, 10);

export const daysBefore = (now: Date, days: number): Date => new Date(now.getTime() - days * DAY);

/**
 * `count` dates spread evenly over a year, newest first: `yearsAgo` 0 is this year from 1 January
 * up to a few days before now (or, early in January, the first weeks of the year); earlier years
 * run from late January to mid December.
 */
export function datesInYear(now: Date, yearsAgo: number, count: number): string[] {
  const year = now.getUTCFullYear() - yearsAgo;
  const start = Date.UTC(year, 0, yearsAgo === 0 ? 3 : 20);
  const end =
    yearsAgo === 0 ? Math.max(now.getTime() - 2 * DAY, start + 40 * DAY) : Date.UTC(year, 11, 12);
  const step = count > 1 ? (end - start) / (count - 1) : 0;
  return Array.from({ length: count }, (_, i) => isoDate(new Date(end - i * step)));
}

/** ISO date-time `days` (fractional allowed) before now, for back-dating a record's createdAt. */
export const createdDaysAgo = (now: Date, days: number): string => daysBefore(now, days).toISOString();
