import { useLanguage } from '../../ui/language';
import { settingText, useSiteSettings } from '../../data/site-settings';
import { Icon } from '../../ui/icon';
import { telHref } from '../../ui/phone';
import { mapEmbedSrc, mapPlaceholderDocument } from './site-contact';
import styles from './contact-details.module.css';

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
  const { messages: t } = useLanguage();
  return mapUrl ? (
    <a href={mapUrl} target="_blank" rel="noopener noreferrer" className={styles.address}>
      {address}
      <span className="visually-hidden">{t.mapInNewTab}</span>
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
  const { messages: t } = useLanguage();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  if (!address && !phone && !email) return null;
  return (
    <ul className={styles.cards}>
      {address && (
        <li className={styles.card}>
          <span className={styles.icon}>
            <Icon name="pin" size={28} />
          </span>
          <Heading className={styles.cardTitle}>{t.addressHeading}</Heading>
          <Address address={address} mapUrl={mapUrl} />
        </li>
      )}
      {phone && (
        <li className={styles.card}>
          <span className={styles.icon}>
            <Icon name="phone" size={28} />
          </span>
          <Heading className={styles.cardTitle}>{t.callUs}</Heading>
          <a href={telHref(phone)}>{phone}</a>
        </li>
      )}
      {email && (
        <li className={styles.card}>
          <span className={styles.icon}>
            <Icon name="mail-filled" size={28} />
          </span>
          <Heading className={styles.cardTitle}>{t.mailUs}</Heading>
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
          <Icon name="phone" size={28} />
          <a href={telHref(phone)}>{phone}</a>
        </li>
      )}
      {email && (
        <li>
          <Icon name="mail-filled" size={28} />
          <a href={`mailto:${email}`}>{email}</a>
        </li>
      )}
      {address && (
        <li>
          <Icon name="pin" size={28} />
          <Address address={address} mapUrl={mapUrl} />
        </li>
      )}
    </ul>
  );
}

/**
 * The embedded Google map, only from an allowed https embed URL (never the raw setting), loaded
 * when the visitor asks for it (issue 19): until then the frame shows a "Show the map" link of its
 * own (`mapPlaceholderDocument`), in the room the map will take, so nothing moves when it loads.
 */
export function MapEmbed() {
  const { mapSrc, siteTitle } = useContactDetails();
  if (!mapSrc) return null;
  const title = siteTitle ? `Map of ${siteTitle}` : 'Map of the hospital';
  return (
    <iframe
      srcDoc={mapPlaceholderDocument(mapSrc, title)}
      title={title}
      className={styles.map}
      loading="lazy"
      referrerPolicy="no-referrer-when-downgrade"
      allowFullScreen
    />
  );
}
