import { settingText, useSiteSettings } from '../../data/site-settings';
import { telHref } from '../../ui/phone';
import { mapEmbedSrc } from './site-contact';
import styles from './contact-details.module.css';

function PinIcon() {
  return (
    <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false">
      <path fill="currentColor" d="M12 2a7 7 0 0 0-7 7c0 5.25 7 13 7 13s7-7.75 7-13a7 7 0 0 0-7-7zm0 9.5A2.5 2.5 0 1 1 12 6.5a2.5 2.5 0 0 1 0 5z" />
    </svg>
  );
}

function PhoneIcon() {
  return (
    <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false">
      <path fill="currentColor" d="M6.6 10.8a15.1 15.1 0 0 0 6.6 6.6l2.2-2.2a1 1 0 0 1 1-.25 11.4 11.4 0 0 0 3.6.57 1 1 0 0 1 1 1V20a1 1 0 0 1-1 1A17 17 0 0 1 3 4a1 1 0 0 1 1-1h3.5a1 1 0 0 1 1 1c0 1.25.2 2.45.57 3.57a1 1 0 0 1-.25 1z" />
    </svg>
  );
}

function MailIcon() {
  return (
    <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false">
      <path fill="currentColor" d="M20 4H4a2 2 0 0 0-2 2v12a2 2 0 0 0 2 2h16a2 2 0 0 0 2-2V6a2 2 0 0 0-2-2zm0 4-8 5-8-5V6l8 5 8-5z" />
    </svg>
  );
}

/** The hospital's contact details from the site settings; each only when set. */
export function useContactDetails() {
  const { settings } = useSiteSettings();
  const address = settingText(settings, 'site_address');
  const mapUrl = settingText(settings, 'google_map_url');
  const phone = settingText(settings, 'site_phone_no_1');
  const email = settingText(settings, 'site_mail_id');
  return { address, mapUrl, phone, email, mapSrc: mapEmbedSrc(settingText(settings, 'google_map_iframe')), siteTitle: settingText(settings, 'siteTitle') };
}

function Address({ address, mapUrl }: { address: string; mapUrl: string }) {
  return mapUrl ? (
    <a href={mapUrl} target="_blank" rel="noopener noreferrer" className={styles.address}>
      {address}
      <span className="visually-hidden"> (map, opens in a new tab)</span>
    </a>
  ) : (
    <span className={styles.address}>{address}</span>
  );
}

/**
 * The "Address", "Call Us" and "Mail Us" cards (contact and get-in-touch pages): the address
 * links to the map when google_map_url is set, the phone dials its digits only.
 */
export function ContactCards({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const { address, mapUrl, phone, email } = useContactDetails();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  if (!address && !phone && !email) return null;
  return (
    <ul className={styles.cards}>
      {address && (
        <li className={styles.card}>
          <span className={styles.icon}>
            <PinIcon />
          </span>
          <Heading className={styles.cardTitle}>Address</Heading>
          <Address address={address} mapUrl={mapUrl} />
        </li>
      )}
      {phone && (
        <li className={styles.card}>
          <span className={styles.icon}>
            <PhoneIcon />
          </span>
          <Heading className={styles.cardTitle}>Call Us</Heading>
          <a href={telHref(phone)}>{phone}</a>
        </li>
      )}
      {email && (
        <li className={styles.card}>
          <span className={styles.icon}>
            <MailIcon />
          </span>
          <Heading className={styles.cardTitle}>Mail Us</Heading>
          <a href={`mailto:${email}`}>{email}</a>
        </li>
      )}
    </ul>
  );
}

/** The phone, email and address as a compact list beside a form. */
export function ContactLines() {
  const { address, mapUrl, phone, email } = useContactDetails();
  if (!address && !phone && !email) return null;
  return (
    <ul className={styles.lines}>
      {phone && (
        <li>
          <PhoneIcon />
          <a href={telHref(phone)}>{phone}</a>
        </li>
      )}
      {email && (
        <li>
          <MailIcon />
          <a href={`mailto:${email}`}>{email}</a>
        </li>
      )}
      {address && (
        <li>
          <PinIcon />
          <Address address={address} mapUrl={mapUrl} />
        </li>
      )}
    </ul>
  );
}

/**
 * The embedded Google map, only from an allowed https embed URL (never the raw setting), loaded
 * when the visitor asks for it: Google's embed runs a few hundred KB of script, which kept a
 * phone's main thread busy while the page loaded (issue 19). A closed `<details>` does not load
 * the lazy frame inside it, with or without JavaScript; its summary holds the frame's room, so
 * nothing moves when it opens.
 */
export function MapEmbed() {
  const { mapSrc, siteTitle } = useContactDetails();
  if (!mapSrc) return null;
  return (
    <details className={styles.mapFrame}>
      <summary className={styles.mapToggle}>
        <PinIcon />
        <span className="button">Show the map</span>
      </summary>
      <iframe
        src={mapSrc}
        title={siteTitle ? `Map of ${siteTitle}` : 'Map of the hospital'}
        className={styles.map}
        loading="lazy"
        referrerPolicy="no-referrer-when-downgrade"
        allowFullScreen
      />
    </details>
  );
}
