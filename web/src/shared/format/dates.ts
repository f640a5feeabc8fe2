/**
 * Date formats of SPEC.md §9. Everything is read and printed in UTC so the server's render and the
 * browser's hydration agree whatever the visitor's time zone. Inputs are ISO dates or date-times;
 * anything unreadable gives ''.
 */
const monthsShort = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;
const monthsLong = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'] as const;

export function parseDate(value: string | null | undefined): Date | null {
  if (!value) return null;
  const date = new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00Z` : value);
  return Number.isNaN(date.getTime()) ? null : date;
}

const parts = (value: string | null | undefined) => {
  const date = parseDate(value);
  if (!date) return null;
  const month = date.getUTCMonth();
  return {
    day: date.getUTCDate(),
    short: monthsShort[month] ?? '',
    long: monthsLong[month] ?? '',
    year: date.getUTCFullYear(),
  };
};

const pad = (n: number) => String(n).padStart(2, '0');

/** "Nov 21 2026": media coverage, events, camps. */
export function formatMonDdYyyy(value: string | null | undefined): string {
  const p = parts(value);
  return p ? `${p.short} ${pad(p.day)} ${p.year}` : '';
}

/** "21 November 2026": announcements (en-GB long form). */
export function formatLongEnGb(value: string | null | undefined): string {
  const p = parts(value);
  return p ? `${p.day} ${p.long} ${p.year}` : '';
}

/** "21 Nov 2026": blog posts (day, short month, year). */
export function formatBlogDate(value: string | null | undefined): string {
  const p = parts(value);
  return p ? `${pad(p.day)} ${p.short} ${p.year}` : '';
}

/** "21-Nov-2026": CME tables (day-Mon-year). */
export function formatDayMonYear(value: string | null | undefined): string {
  const p = parts(value);
  return p ? `${pad(p.day)}-${p.short}-${p.year}` : '';
}

/** "November 2026": the blog's month-year tabs. */
export function monthYearKey(value: string | null | undefined): string {
  const p = parts(value);
  return p ? `${p.long} ${p.year}` : '';
}

export function yearOf(value: string | null | undefined): number | null {
  return parseDate(value)?.getUTCFullYear() ?? null;
}

/** Milliseconds for sorting; unreadable dates sort last in a newest-first list. */
export function timeOf(value: string | null | undefined): number {
  return parseDate(value)?.getTime() ?? Number.NEGATIVE_INFINITY;
}
