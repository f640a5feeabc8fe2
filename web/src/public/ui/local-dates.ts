import { useMemo } from 'react';
import { defaultLanguage } from '@hospital/content/i18n/languages';
import { formatBlogDate, formatDayMonYear, formatLongEnGb, formatMonDdYyyy, parseDate } from '../../shared/format/dates';
import { useLanguage } from './language';

/**
 * The public site's dates in the page's language. The default language keeps SPEC §9's formats
 * exactly (shared/format/dates.ts); any other reads them through Intl in the language's locale
 * ("21 नव॰ 2026" in hi-IN). Both read the date in UTC, as the English pages always have, so a
 * date shows the same day in every language and the server's render and the hydration agree.
 */
export interface DateFormats {
  /** Media coverage, events, camps ("Nov 21 2026"). */
  short: (value: string | null | undefined) => string;
  /** Announcements, careers ("21 November 2026"). */
  long: (value: string | null | undefined) => string;
  /** Blog posts ("21 Nov 2026"). */
  blog: (value: string | null | undefined) => string;
  /** CME tables ("21-Nov-2026"). */
  table: (value: string | null | undefined) => string;
}

const spec: DateFormats = { short: formatMonDdYyyy, long: formatLongEnGb, blog: formatBlogDate, table: formatDayMonYear };

/** Intl's dates of a locale, read in UTC; '' for anything unreadable, as the SPEC's formats. */
export function intlDates(locale: string): DateFormats {
  const format = (month: 'short' | 'long') => {
    let formatter: Intl.DateTimeFormat;
    try {
      formatter = new Intl.DateTimeFormat(locale, { day: 'numeric', month, year: 'numeric', timeZone: 'UTC' });
    } catch {
      // A code Intl does not know as a locale (a language the settings added): its dates in Indian English.
      formatter = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month, year: 'numeric', timeZone: 'UTC' });
    }
    return (value: string | null | undefined) => {
      const date = parseDate(value);
      return date ? formatter.format(date) : '';
    };
  };
  const short = format('short');
  return { short, long: format('long'), blog: short, table: short };
}

/** The date formats of the page's language. */
export function useDates(): DateFormats {
  const { language, locale } = useLanguage();
  return useMemo(() => (language === defaultLanguage ? spec : intlDates(locale)), [language, locale]);
}
