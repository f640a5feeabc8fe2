import { useEffect, useState } from 'react';
import { Link, useLocation } from '../routing/location';
import { useApiData } from '../data/api-data';
import { navPath, useNavigation, type NavItem } from '../data/navigation';
import { settingText, siteSettingsPath, useSiteSettings } from '../data/site-settings';
import { Icon } from '../ui/icon';
import { telHref } from '../ui/phone';
import { ResponsiveImage } from '../ui/responsive-image';
import { headerNavId, submenuId } from './menu-from-markup';
import { MenuLink } from './menu-link';
import { expandedForPath, isCurrentItem, isPlainLink, internalPath } from './nav-links';
import { SocialLinks } from './social-links';
import { HeaderSearch } from '../search/header-search';
import styles from './layout.module.css';


interface MenuState {
  key: string;
  expanded: Set<string>;
  mobileOpen: boolean;
}

/** The site header of SPEC §2 "Public layout". */
export function SiteHeader() {
  const { pathname } = useLocation();
  const { settings } = useSiteSettings();
  const items = useNavigation('header');
  useLoadFailureLog();

  // Navigation closes the mobile menu and resets the submenus to the current item's parents.
  const key = `${pathname}|${items.length}`;
  const [menu, setMenu] = useState<MenuState>(() => ({ key, expanded: expandedForPath(items, pathname), mobileOpen: false }));
  if (menu.key !== key) setMenu({ key, expanded: expandedForPath(items, pathname), mobileOpen: false });

  const toggle = (id: string) =>
    setMenu((m) => {
      const expanded = new Set(m.expanded);
      if (expanded.has(id)) expanded.delete(id);
      else expanded.add(id);
      return { ...m, expanded };
    });

  const siteTitle = settingText(settings, 'siteTitle');
  const email = settingText(settings, 'site_mail_id');
  const phone = settingText(settings, 'site_phone_no_1');
  const contactLink = settingText(settings, 'headerbtnLink');
  const logo = settingText(settings, 'header_logo');
  const home = pathname === '/';

  return (
    <header className={home ? `${styles.header} ${styles.headerHome}` : styles.header}>
      <a className="skip-link" href="#main-content">
        Skip to content
      </a>
      {(email || phone || settings) && (
        <div className={styles.topBar}>
          <div className={`container ${styles.topBarInner}`}>
            <ul className={styles.contactLinks}>
              {email && (
                <li>
                  <a href={`mailto:${email}`}>
                    <Icon name="mail" size={18} className={styles.contactIcon} />
                    <span className="visually-hidden">Email: </span>
                    <span className={styles.contactTextShort}>{email}</span>
                  </a>
                </li>
              )}
              {phone && (
                <li>
                  <a href={telHref(phone)}>
                    <Icon name="phone" size={18} className={styles.contactIcon} />
                    <span className="visually-hidden">Phone: </span>
                    {phone}
                  </a>
                </li>
              )}
            </ul>
            <SocialLinks settings={settings} />
            <HeaderSearch />
          </div>
        </div>
      )}
      <div className={styles.mainBar}>
        <div className={`container ${styles.mainBarInner}`}>
          <Link to="/" className={styles.logo} aria-label={siteTitle ? `${siteTitle}: home` : 'Home'}>
            {logo ? (
              <ResponsiveImage src={logo} alt="" priority sizes="200px" className={styles.logoImage} />
            ) : (
              <span className={styles.logoText}>{siteTitle || 'Home'}</span>
            )}
          </Link>
          <button
            type="button"
            className={styles.burger}
            aria-controls={headerNavId}
            aria-expanded={menu.mobileOpen}
            onClick={() => setMenu((m) => ({ ...m, mobileOpen: !m.mobileOpen }))}
          >
            <span className={styles.burgerLines} aria-hidden="true" />
            <span className="visually-hidden">{menu.mobileOpen ? 'Close menu' : 'Open menu'}</span>
          </button>
          <nav id={headerNavId} aria-label="Main" className={menu.mobileOpen ? `${styles.nav} ${styles.navOpen}` : styles.nav}>
            <MenuList items={items} pathname={pathname} expanded={menu.expanded} onToggle={toggle} />
            {contactLink &&
              (isPlainLink(contactLink) ? (
                <a className={`button ${styles.contactButton}`} href={contactLink}>
                  Contact Us
                </a>
              ) : (
                <Link className={`button ${styles.contactButton}`} to={internalPath(contactLink)}>
                  Contact Us
                </Link>
              ))}
          </nav>
        </div>
      </div>
    </header>
  );
}

interface MenuListProps {
  items: readonly NavItem[];
  pathname: string;
  expanded: ReadonlySet<string>;
  onToggle: (id: string) => void;
  /** The list's place in the menu ("" for the menu itself, "2-0" for the first submenu of the third item's). */
  at?: string;
}

/**
 * The menu's markup is lean on purpose (every page carries it, 66 items in the demo's menu): no
 * classes on the items but their state, and submenu ids from the item's place, not its 24-digit
 * id. `menuFromMarkup` (menu-from-markup.ts) reads the items back from it in the browser, so the
 * page does not embed them a second time as data: anything rendered here that the items hold
 * (a link's title, path, new tab, custom class, the tree) must stay readable there.
 */
function MenuList({ items, pathname, expanded, onToggle, at = '' }: MenuListProps) {
  if (!items.length) return null;
  return (
    <ul id={at ? submenuId(at) : undefined} className={at ? undefined : styles.menu}>
      {items.map((item, index) => {
        const children = item.children ?? [];
        const current = isCurrentItem(item, pathname);
        const open = expanded.has(item._id);
        const place = at ? `${at}-${index}` : `${index}`;
        const classes = [current ? styles.current : '', open ? styles.expanded : ''].filter(Boolean).join(' ') || undefined;
        return (
          <li key={item._id} className={classes}>
            <span>
              <MenuLink item={item} current={current && !children.some((c) => isCurrentItem(c, pathname))} />
              {children.length > 0 && (
                <button type="button" aria-label={`${item.title} submenu`} aria-expanded={open} aria-controls={submenuId(place)} onClick={() => onToggle(item._id)}>
                  {open ? '−' : '+'}
                </button>
              )}
            </span>
            {children.length > 0 && <MenuList items={children} pathname={pathname} expanded={expanded} onToggle={onToggle} at={place} />}
          </li>
        );
      })}
    </ul>
  );
}

/** SPEC §8: failures of the settings and menus are logged only; the layout shows what it has. */
function useLoadFailureLog() {
  const settings = useApiData(siteSettingsPath);
  const nav = useApiData(navPath('header'));
  useEffect(() => {
    if (settings.error) console.error('Failed to load site settings:', settings.error.message);
  }, [settings.error]);
  useEffect(() => {
    if (nav.error) console.error('Error fetching data:', nav.error.message);
  }, [nav.error]);
}
