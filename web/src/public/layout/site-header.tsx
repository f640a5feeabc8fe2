import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Link, useLocation } from '../routing/location';
import { useApiData } from '../data/api-data';
import { chosenLocation, useNetworkLocations } from '../data/network';
import { navPath, useNavigation, type NavItem } from '../data/navigation';
import { settingText, siteSettingsPath, useSiteSettings } from '../data/site-settings';
import { Icon } from '../ui/icon';
import { telHref } from '../ui/phone';
import { ResponsiveImage } from '../ui/responsive-image';
import { Island, islandMarker } from '../islands/island';
import { headerNavId } from './menu-from-markup';
import { MenuLink } from './menu-link';
import { expandedForPath, isCurrentItem, isPlainLink, internalPath } from './nav-links';
import { SocialLinks } from './social-links';
import { HeaderSearch } from '../search/header-search';
import { useLanguage } from '../ui/language';
import { LanguageSwitch } from './language-switch';
import styles from './layout.module.css';


interface MenuState {
  key: string;
  expanded: Set<string>;
  mobileOpen: boolean;
}

/**
 * The site header of SPEC §2 "Public layout".
 *
 * HTML first (issue 30): the ☰ menu and each submenu are `<details>`, so they open on a tap with
 * no script, before hydration and without it. The hydrated header only follows them: what the
 * visitor opened before it ran is read from the page on hydration (React does not patch the
 * attribute back), and it adds Escape and closing when focus leaves the menu.
 */
export function SiteHeader() {
  const { pathname } = useLocation();
  const { settings } = useSiteSettings();
  const { language, messages: t, messagesLanguage } = useLanguage();
  const items = useNavigation('header');
  useLoadFailureLog();
  const menuRef = useRef<HTMLDetailsElement>(null);

  // Navigation closes the mobile menu and resets the submenus to the current item's parents.
  const key = `${pathname}|${items.length}`;
  const [menu, setMenu] = useState<MenuState>(() => ({ key, expanded: expandedForPath(items, pathname), mobileOpen: false }));
  if (menu.key !== key) setMenu({ key, expanded: expandedForPath(items, pathname), mobileOpen: false });

  // A tap before hydration opened the menu or a submenu in the page itself: keep it open.
  useEffect(() => {
    const details = menuRef.current;
    if (!details) return;
    const list = details.querySelector(`#${headerNavId} > ul`);
    setMenu((m) => ({ ...m, mobileOpen: details.open, expanded: openSubmenus(list, items) }));
    // Only once, on hydration: later the toggle events keep the state.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const setExpanded = (id: string, open: boolean) =>
    setMenu((m) => {
      if (m.expanded.has(id) === open) return m;
      const expanded = new Set(m.expanded);
      if (open) expanded.add(id);
      else expanded.delete(id);
      return { ...m, expanded };
    });
  const setMobileOpen = (open: boolean) => setMenu((m) => (m.mobileOpen === open ? m : { ...m, mobileOpen: open }));

  const siteTitle = settingText(settings, 'siteTitle');
  const email = settingText(settings, 'site_mail_id');
  const phone = settingText(settings, 'site_phone_no_1');
  // On a network, the emergency line of the centre the patient chose, when it has one (issue 48).
  const network = useNetworkLocations();
  const { search } = useLocation();
  const chosen = chosenLocation(network, pathname, search, typeof document === 'undefined' ? undefined : document.cookie);
  const ownEmergency = chosen?.emergency_phone?.trim();
  const emergency = ownEmergency || settingText(settings, 'emergency_phone');
  const emergencyLabel = (ownEmergency && chosen ? t.emergencyAt(chosen.title) : '') || settingText(settings, 'emergency_label') || t.emergencyLabel;
  const contactLink = settingText(settings, 'headerbtnLink');
  const logo = settingText(settings, 'header_logo');
  const home = pathname === '/';

  return (
    // A language without texts of its own in the catalogue shows English's, marked so.
    <header className={home ? `${styles.header} ${styles.headerHome}` : styles.header} lang={messagesLanguage === language ? undefined : messagesLanguage}>
      <a className="skip-link" href="#main-content">
        {t.skipToContent}
      </a>
      {(email || phone || emergency || settings) && (
        <div className={styles.topBar}>
          <div className={`container ${styles.topBarInner}`}>
            <ul className={styles.contactLinks}>
              {emergency && (
                <li className={styles.emergencyWide}>
                  <EmergencyLink number={emergency} label={emergencyLabel} />
                </li>
              )}
              {email && (
                <li>
                  <a href={`mailto:${email}`}>
                    <Icon name="mail" size={18} className={styles.contactIcon} />
                    <span className="visually-hidden">{t.emailLabel}</span>
                    <span className={styles.contactTextShort}>{email}</span>
                  </a>
                </li>
              )}
              {phone && (
                <li>
                  <a href={telHref(phone)}>
                    <Icon name="phone" size={18} className={styles.contactIcon} />
                    <span className="visually-hidden">{t.phoneLabel}</span>
                    {phone}
                  </a>
                </li>
              )}
            </ul>
            <SocialLinks settings={settings} />
            <LanguageSwitch />
            <Island name="search">
              <HeaderSearch />
            </Island>
          </div>
        </div>
      )}
      <div className={styles.mainBar}>
        <div className={`container ${styles.mainBarInner}`}>
          <Link to="/" className={styles.logo} aria-label={siteTitle ? t.homeOf(siteTitle) : t.home}>
            {logo ? (
              <ResponsiveImage src={logo} alt="" priority sizes="200px" className={styles.logoImage} />
            ) : (
              <span className={styles.logoText}>{siteTitle || t.home}</span>
            )}
          </Link>
          {emergency && <EmergencyLink number={emergency} label={emergencyLabel} narrow />}
          <details
            // The visitor may open it before hydration: the page's state wins (read by the effect above).
            suppressHydrationWarning
            ref={menuRef}
            className={styles.menuToggle}
            {...islandMarker('menu')}
            open={menu.mobileOpen}
            onToggle={(event) => {
              // React passes a submenu's toggle on to the menu's handler too: only the menu's own counts.
              if (event.target === event.currentTarget) setMobileOpen(event.currentTarget.open);
            }}
            onKeyDown={(event) => closeOnEscape(event)}
            onBlur={(event) => {
              // Focus moved on out of the open menu (Tab past its end, a tap elsewhere): it closes.
              const next = event.relatedTarget;
              if (menu.mobileOpen && next instanceof Node && !event.currentTarget.contains(next)) setMobileOpen(false);
            }}
          >
            <summary className={styles.burger}>
              <span className={styles.burgerLines} aria-hidden="true" />
              <span className="visually-hidden">{t.menu}</span>
            </summary>
            <nav id={headerNavId} aria-label={t.mainNavigation} className={styles.nav}>
              <MenuList items={items} pathname={pathname} expanded={menu.expanded} onToggle={setExpanded} />
              {contactLink &&
                (isPlainLink(contactLink) ? (
                  <a className={`button ${styles.contactButton}`} href={contactLink}>
                    {t.contactUs}
                  </a>
                ) : (
                  <Link className={`button ${styles.contactButton}`} to={internalPath(contactLink)}>
                    {t.contactUs}
                  </Link>
                ))}
            </nav>
          </details>
        </div>
      </div>
    </header>
  );
}

/**
 * The emergency line, a tap-to-call link apart from the general one (issue 30). In the page twice,
 * one shown at a time: in the top strip on a wide screen, beside the logo and the ☰ below 992 px,
 * where the strip has no room left for it and it stays in the first screen.
 */
function EmergencyLink({ number, label, narrow = false }: { number: string; label: string; narrow?: boolean }) {
  return (
    <a href={telHref(number)} className={narrow ? `${styles.emergency} ${styles.emergencyNarrow}` : styles.emergency}>
      <span className={styles.emergencyLabel}>{label}</span>
      <span className="visually-hidden">:</span> <span className={styles.emergencyNumber}>{number}</span>
    </a>
  );
}

/**
 * Escape closes the innermost open part of the menu (a submenu, then the menu itself) and puts
 * focus on its toggle, so a keyboard user is never left inside something that vanished.
 */
function closeOnEscape(event: KeyboardEvent<HTMLDetailsElement>) {
  if (event.key !== 'Escape' || !(event.target instanceof Element)) return;
  const open = event.target.closest('details[open]');
  const toggle = open?.querySelector<HTMLElement>(':scope > summary');
  // On a wide screen the submenus are dropdowns without toggles: nothing here to close.
  if (!(open instanceof HTMLDetailsElement) || !toggle?.getClientRects().length) return;
  event.preventDefault();
  open.open = false;
  toggle.focus();
}

/** The ids of the items whose submenu is open in the page (items and markup as `MenuList` renders them). */
function openSubmenus(list: Element | null, items: readonly NavItem[]): Set<string> {
  const open = new Set<string>();
  const walk = (ul: Element | null, level: readonly NavItem[]) => {
    const lis = ul ? [...ul.children].filter((child) => child.tagName === 'LI') : [];
    level.forEach((item, index) => {
      const details = lis[index]?.querySelector(':scope > details');
      if (!(details instanceof HTMLDetailsElement)) return;
      if (details.open) open.add(item._id);
      walk(details.querySelector(':scope > ul'), item.children ?? []);
    });
  };
  walk(list, items);
  return open;
}

interface MenuListProps {
  items: readonly NavItem[];
  pathname: string;
  expanded: ReadonlySet<string>;
  onToggle: (id: string, open: boolean) => void;
  /** Whether this is a submenu (the menu itself carries the menu's class). */
  nested?: boolean;
}

/**
 * The menu's markup is lean on purpose (every page carries it, 66 items in the demo's menu): no
 * classes on the items but their state, no ids. An item is `li > span > a`; one with a submenu has
 * `li > details > summary + ul` beside it: the summary is the plus/minus toggle (its sign drawn by
 * the style sheet from the details' state, so it is right before hydration too). `menuFromMarkup`
 * (menu-from-markup.ts) reads the items back from it in the browser, so the page does not embed
 * them a second time as data: anything rendered here that the items hold (a link's title, path,
 * new tab, custom class, the tree) must stay readable there.
 */
function MenuList({ items, pathname, expanded, onToggle, nested = false }: MenuListProps) {
  const { messages: t } = useLanguage();
  if (!items.length) return null;
  return (
    <ul className={nested ? undefined : styles.menu}>
      {items.map((item) => {
        const children = item.children ?? [];
        const current = isCurrentItem(item, pathname);
        return (
          <li key={item._id} className={current ? styles.current : undefined}>
            <span>
              <MenuLink item={item} current={current && !children.some((c) => isCurrentItem(c, pathname))} />
            </span>
            {children.length > 0 && (
              <details
                suppressHydrationWarning
                open={expanded.has(item._id)}
                onToggle={(event) => {
                  if (event.target === event.currentTarget) onToggle(item._id, event.currentTarget.open);
                }}
              >
                <summary aria-label={t.submenu(item.title)} />
                <MenuList items={children} pathname={pathname} expanded={expanded} onToggle={onToggle} nested />
              </details>
            )}
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
