import { Link } from '../routing/location';
import { useNavigation, type NavItem } from '../data/navigation';
import { settingText, useSiteSettings } from '../data/site-settings';
import { ResponsiveImage } from '../ui/responsive-image';
import { MenuLink } from './menu-link';
import { telHref } from '../ui/phone';
import { SocialLinks } from './social-links';
import { StaticRegion } from '../ui/static-region';
import { useLanguage } from '../ui/language';
import styles from './layout.module.css';

/**
 * The copyright line on the page: SPEC §2's words exactly, the site's name in an element of its own
 * so the style sheet can space it from "copyright." (issue 30: "2026 copyright.Saffron Ridge…").
 */
function CopyrightLine({ year, siteTitle }: { year: number; siteTitle: string }) {
  const { messages: t } = useLanguage();
  const [before] = t.copyright(year, '\u0000').split('\u0000');
  return (
    <p>
      {before}
      <span className={styles.copyrightHolder}>{siteTitle}.</span>
    </p>
  );
}

/**
 * The site footer of SPEC §2 "Public layout": the same on every page and with nothing to do in the
 * browser, so never hydrated (ui/static-region.tsx); its menus are not embedded in the page.
 */
export function SiteFooter() {
  const { language, messagesLanguage } = useLanguage();
  return (
    <StaticRegion as="footer" className={styles.footer} everyPage lang={messagesLanguage === language ? undefined : messagesLanguage}>
      <FooterContent />
    </StaticRegion>
  );
}

function FooterContent() {
  const { settings } = useSiteSettings();
  const { messages: t } = useLanguage();
  const quickLinks = useNavigation('quicklinks');
  const aboutLinks = useNavigation('footer');
  const siteTitle = settingText(settings, 'siteTitle');
  const logo = settingText(settings, 'footer_logo');
  const phone = settingText(settings, 'site_phone_no_1');
  const email = settingText(settings, 'site_mail_id');
  const address = settingText(settings, 'site_address');
  const mapUrl = settingText(settings, 'google_map_url');
  // UTC, so the server's render and the browser's hydration agree around New Year.
  const year = new Date().getUTCFullYear();

  return (
    <>
      <div className={`container ${styles.footerGrid}`}>
        <div className={styles.footerAbout}>
          <Link to="/" className={styles.footerLogo} aria-label={siteTitle ? t.homeOf(siteTitle) : t.home}>
            {logo ? <ResponsiveImage src={logo} alt="" sizes="200px" /> : <span className={styles.logoText}>{siteTitle}</span>}
          </Link>
          {settingText(settings, 'footerText') && <p className={styles.footerText}>{settingText(settings, 'footerText')}</p>}
        </div>
        <FooterLinks title={t.quickLinks} items={quickLinks} />
        <FooterLinks title={t.aboutUs} items={aboutLinks} />
        <div>
          <h2 className={styles.footerHeading}>{t.contactUs}</h2>
          <ul className={styles.footerContact}>
            {phone && (
              <li>
                <span className={styles.footerLabel}>{t.phoneLabel}</span>
                <a href={telHref(phone)}>{phone}</a>
              </li>
            )}
            {email && (
              <li>
                <span className={styles.footerLabel}>{t.emailLabel}</span>
                <a href={`mailto:${email}`}>{email}</a>
              </li>
            )}
            {address && (
              <li>
                <span className={styles.footerLabel}>{t.addressLabel}</span>
                {/^https?:\/\//i.test(mapUrl) ? (
                  <a href={mapUrl} target="_blank" rel="noopener noreferrer">
                    {address}
                    <span className="visually-hidden">{t.mapInNewTab}</span>
                  </a>
                ) : (
                  <span>{address}</span>
                )}
              </li>
            )}
          </ul>
          <SocialLinks settings={settings} className={styles.footerSocial} />
        </div>
      </div>
      <div className={styles.copyright}>
        <div className="container">
          <CopyrightLine year={year} siteTitle={siteTitle} />
        </div>
      </div>
    </>
  );
}

function FooterLinks({ title, items }: { title: string; items: readonly NavItem[] }) {
  return (
    <nav aria-label={title}>
      <h2 className={styles.footerHeading}>{title}</h2>
      <ul className={styles.footerLinks}>
        {items.map((item) => (
          <li key={item._id}>
            <MenuLink item={item} />
          </li>
        ))}
      </ul>
    </nav>
  );
}
