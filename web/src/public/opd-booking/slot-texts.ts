import type { SiteMessages } from '@hospital/content/i18n/messages/site';

/**
 * A slot's day and time as a patient reads them, in the page's language: the day's names come
 * from Intl in the language's locale (read in UTC, so the day is the hospital's day that the slot
 * names, whatever the browser's zone), the time and the words around it from the site's
 * catalogue (`clockTime`, `slotAt`, as the doctor's page writes them).
 */

type SlotWords = Pick<SiteMessages, 'clockTime' | 'slotAt'>;

const formatters = new Map<string, Intl.DateTimeFormat>();

function dayParts(locale: string, day: string, withYear: boolean): Partial<Record<Intl.DateTimeFormatPartTypes, string>> {
  const key = `${locale}|${withYear ? 'y' : ''}`;
  let format = formatters.get(key);
  if (!format) {
    const options: Intl.DateTimeFormatOptions = { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC', ...(withYear ? { year: 'numeric' } : {}) };
    try {
      format = new Intl.DateTimeFormat(locale, options);
    } catch {
      // A code Intl does not take as a locale (a language the settings added): Indian English.
      format = new Intl.DateTimeFormat('en-IN', options);
    }
    formatters.set(key, format);
  }
  return Object.fromEntries(format.formatToParts(new Date(`${day}T00:00:00Z`)).map((part) => [part.type, part.value]));
}

/** A hospital day (yyyy-mm-dd) as "Mon 1 Dec", or "Mon 1 Dec 2026" with its year. */
export function dayLabel(locale: string, day: string, withYear = false): string {
  const parts = dayParts(locale, day, withYear);
  return [parts.weekday, parts.day, parts.month, withYear ? parts.year : undefined].filter(Boolean).join(' ');
}

/** A wall time "09:30" in the catalogue's words ("9:30 AM"). */
export const clockText = (texts: Pick<SlotWords, 'clockTime'>, time: string): string => texts.clockTime(Number(time.slice(0, 2)), Number(time.slice(3, 5)));

/** A slot in full, with its year: "Mon 1 Dec 2026, 9:30 AM". */
export const slotMomentText = (texts: SlotWords, locale: string, slot: { day: string; time: string }): string => texts.slotAt(dayLabel(locale, slot.day, true), clockText(texts, slot.time));
