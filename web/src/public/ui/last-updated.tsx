import { defaultLanguage } from '@hospital/content/i18n/languages';
import { formatHospitalTime, usableTimeZone } from '@hospital/content/hospital-time';
import { settingText, useSiteSettings } from '../data/site-settings';
import { useLanguage } from './language';
import styles from './ui.module.css';

/** The page's date in its language: the SPEC's "22 Nov 2026" in English, Intl's in another locale ("22 नव॰ 2026"). */
function pageDate(moment: string, language: string, locale: string, timeZone: string | null): string {
  if (language === defaultLanguage) return formatHospitalTime(moment, { withTime: false, timeZone });
  const date = new Date(moment);
  if (Number.isNaN(date.getTime())) return '';
  try {
    return new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric', timeZone: usableTimeZone(timeZone) }).format(date);
  } catch {
    return formatHospitalTime(moment, { withTime: false, timeZone });
  }
}

/**
 * "Last updated: 22 Nov 2026" at the end of a page's content (GIGW 3.0): the moment given (the
 * page's last publish, `routing/page-updated.ts`) as a date on the hospital's clock, its words
 * from the site catalogue in the page's language. Nothing when the page has no date.
 */
export function LastUpdated({ moment }: { moment: string | undefined }) {
  const { settings } = useSiteSettings();
  const { language, locale, messages, messagesLanguage } = useLanguage();
  if (!moment) return null;
  return (
    <p className={`container ${styles.lastUpdated}`} lang={messagesLanguage === language ? undefined : messagesLanguage}>
      {messages.lastUpdated}{' '}
      <time dateTime={moment} data-last-updated="">
        {pageDate(moment, language, locale, settingText(settings, 'time_zone'))}
      </time>
    </p>
  );
}
