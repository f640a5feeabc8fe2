import { formatHospitalTime } from '@hospital/content/hospital-time';
import { messagesFor } from '@hospital/content/i18n/catalogue';
import { siteLanguages, splitLanguagePath } from '@hospital/content/i18n/languages';
import { settingText, useSiteSettings } from '../data/site-settings';
import { useLocation } from '../routing/location';
import styles from './ui.module.css';

/**
 * "Last updated: 22 Nov 2026" at the end of a page's content (GIGW 3.0): the moment given (the
 * page's last publish, `routing/page-updated.ts`) as a date on the hospital's clock, its words
 * from the site catalogue in the page's language. Nothing when the page has no date.
 */
export function LastUpdated({ moment }: { moment: string | undefined }) {
  const { settings } = useSiteSettings();
  const { pathname } = useLocation();
  if (!moment) return null;
  const languages = siteLanguages((settings as Record<string, unknown> | null)?.languages);
  const messages = messagesFor(splitLanguagePath(pathname, languages).language);
  return (
    <p className={`container ${styles.lastUpdated}`}>
      {messages.contentDates.lastUpdated}{' '}
      <time dateTime={moment} data-last-updated="">
        {formatHospitalTime(moment, { withTime: false, timeZone: settingText(settings, 'time_zone') })}
      </time>
    </p>
  );
}
