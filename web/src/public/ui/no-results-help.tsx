import { Link } from '../routing/location';
import { settingText, useSiteSettings } from '../data/site-settings';
import { telHref } from './phone';
import { useLanguage } from './language';
import styles from './ui.module.css';

/** The demo hospital's pages of these templates: the booking page when the settings name none, and Find a Doctor. */
const defaultBookingPage = '/book-an-appointment';
export const findDoctorPage = '/find-a-doctor';

export interface OtherSearch {
  href: string;
  label: string;
}

/**
 * A way forward from an empty result (issue 30): call the hospital, book an appointment (the desk
 * finds the right doctor), or try the other search (the site search ↔ Find a Doctor). Plain links:
 * they work before any script and without one.
 */
export function NoResultsHelp({ other }: { other: OtherSearch }) {
  const { settings } = useSiteSettings();
  const { messages: t } = useLanguage();
  const phone = settingText(settings, 'site_phone_no_1');
  const booking = settingText(settings, 'booking_page_link').trim() || defaultBookingPage;
  return (
    <div className={styles.noResults}>
      <p>{t.noResultsHelp}</p>
      <ul>
        {phone && (
          <li>
            <a href={telHref(phone)}>{t.callUsOn(phone)}</a>
          </li>
        )}
        <li>
          <Link to={booking}>{t.bookAppointment}</Link>
        </li>
        <li>
          <Link to={other.href}>{other.label}</Link>
        </li>
      </ul>
    </div>
  );
}
