import type { AdminSection, ContentType } from '@hospital/content/content-type';
import { contentTypes } from '@hospital/content/registry';
import { screenPermissions, typePermission, type ScreenPermission } from '../../shared/access/screen-access';
import { wordpressImportMessages } from '@hospital/content/i18n/messages/wordpress-import';

export interface NavItem {
  label: string;
  /** Under /admin. */
  path: string;
  icon: string;
  /** Under /admin, where the create and edit screens live when not under `path` (`videogallery`). */
  editPath?: string;
  /** What the role needs for the entry to show (the route's guard asks the same). */
  permission: ScreenPermission;
  /** The content type the entry lists, when it lists one. */
  typeKey?: string;
}

export interface NavSection {
  label: AdminSection;
  items: NavItem[];
}

const sectionOrder: readonly AdminSection[] = ['Content', 'People', 'Media', 'Site', 'Forms', 'Account'];

/** A collection is named by its records (Pages); a screen about one thing by that thing (Site settings, Profile). */
const navLabel = (type: ContentType): string => (type.kind === 'collection' || type.key !== 'admins' ? type.label.plural : type.label.singular);

export const dashboardItem: NavItem = { label: 'Dashboard', path: 'dashboard', icon: 'Dashboard', permission: screenPermissions.dashboard };

/** Screens that belong to no content type, by the section they sit in (the site search's settings, staff accounts, the activity log). */
export const screenItems: Partial<Record<AdminSection, NavItem[]>> = {
  Forms: [{ label: 'Appointments', path: 'appointments', icon: 'EventAvailable', permission: screenPermissions.appointments }],
  Content: [{ label: 'Due for review', path: 'review-due', icon: 'FactCheck', permission: screenPermissions['review-due'] }],
  Site: [
    { label: 'Site search', path: 'search', icon: 'Settings', permission: screenPermissions.search },
    { label: 'Redirects', path: 'redirects', icon: 'AltRoute', permission: screenPermissions.redirects },
    { label: wordpressImportMessages(typeof navigator === 'undefined' ? 'en' : navigator.language).navLabel, path: 'wordpress-import', icon: 'CloudUpload', permission: screenPermissions['wordpress-import'] },
    { label: 'Import history', path: 'import-history', icon: 'History', permission: screenPermissions['import-history'] },
    { label: 'Link report', path: 'links', icon: 'LinkOff', permission: screenPermissions.links },
  ],
  Account: [
    { label: 'Users', path: 'users', icon: 'ManageAccounts', permission: screenPermissions.users },
    { label: 'Activity log', path: 'activity', icon: 'History', permission: screenPermissions.activity },
    { label: 'System', path: 'system', icon: 'MonitorHeart', permission: screenPermissions.system },
  ],
};

/** The menu with those screens added to their sections. */
export const withScreenItems = (sections: readonly NavSection[]): NavSection[] =>
  sections.map((section) => ({ ...section, items: [...section.items, ...(screenItems[section.label] ?? [])] }));

/** The menu, derived from the registry: every type under its section, in the registry's order. */
export function navigationSections(types: readonly ContentType[] = contentTypes): NavSection[] {
  return sectionOrder
    .map((section) => ({
      label: section,
      items: types
        .filter((t) => t.section === section)
        .map((t) => ({ label: navLabel(t), path: t.adminPath, icon: t.icon, permission: typePermission(t), typeKey: t.key, ...(t.adminEditPath ? { editPath: t.adminEditPath } : {}) })),
    }))
    .filter((s) => s.items.length > 0);
}

/** Whether the menu entry is the current one: its list, or a create or edit screen of its records. */
export function isNavItemActive(item: NavItem, pathname: string): boolean {
  const under = (path: string) => pathname === `/admin/${path}` || pathname.startsWith(`/admin/${path}/`);
  return under(item.path) || (item.editPath !== undefined && under(item.editPath));
}

/**
 * The menu a role sees: the entries it may open (and, with `listsType`, only the content types that
 * are the person's to work on), and no section left empty.
 */
export const sectionsFor = (
  sections: readonly NavSection[],
  can: (permission: ScreenPermission) => boolean,
  listsType: (typeKey: string) => boolean = () => true,
  hides: (path: string) => boolean = () => false,
): NavSection[] =>
  sections
    .map((section) => ({ ...section, items: section.items.filter((item) => can(item.permission) && (item.typeKey === undefined || listsType(item.typeKey)) && !hides(item.path)) }))
    .filter((section) => section.items.length > 0);
