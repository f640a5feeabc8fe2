/**
 * The studio's roles and what each may do, declared once: the server enforces it on every admin
 * route (each route names the permission it needs), and the studio shows only what a role may do.
 */

export const permissions = [
  /** Read content, media, menus and the dashboard. */
  'content.read',
  /** Create, change and delete content (department editors: only their departments' records, never published). */
  'content.write',
  /** Publish, unpublish, and approve or send back a department editor's submission. */
  'content.publish',
  /** Upload to the media library. */
  'media.upload',
  /** Change and delete media of the library. */
  'media.manage',
  /** Change the menus. */
  'menus.write',
  /** Add, change, import and delete redirects from old addresses. */
  'redirects.manage',
  /** Site settings, the site search's synonyms and figures, the desk's settings. */
  'settings.manage',
  /** Staff accounts and the two-factor rule. */
  'users.manage',
  /** The activity log. */
  'activity.read',
  /** The System screen: version, database, disk, jobs, mail outbox, backups, processes. */
  'system.read',
  /** Patient requests (form entries): read, work (status, assignee, notes), export. */
  'requests.work',
  /** Patient requests: delete and erase. */
  'requests.delete',
] as const;
export type Permission = (typeof permissions)[number];

export const roleKeys = ['administrator', 'editor', 'department_editor', 'author', 'translator', 'reviewer', 'requests_desk', 'viewer'] as const;
export type Role = (typeof roleKeys)[number];

export interface RoleDeclaration {
  key: Role;
  label: string;
  /** One line for the users screen. */
  description: string;
  permissions: readonly Permission[];
  /** Whose content the role reaches: everything, or only records tied to the person's departments. */
  scope: 'all' | 'departments';
  /**
   * What the role's `content.write` changes: `everything` (subject to `scope`); `drafts`, an
   * author's: drafts of the content types given to the account (all when none are named), never a
   * published record directly, deleting only unpublished records they created; `translations`, a
   * translator's: only the translated fields of the account's languages, in drafts of existing
   * records (never the English, never a new or deleted record).
   */
  writes: 'everything' | 'drafts' | 'translations';
}

export const roles: readonly RoleDeclaration[] = [
  {
    key: 'administrator',
    label: 'Administrator',
    description: 'Everything, including staff accounts, site settings and the activity log.',
    permissions,
    scope: 'all',
    writes: 'everything',
  },
  {
    key: 'editor',
    label: 'Editor',
    description: 'All content, media and menus, and publishing; no staff accounts, no site settings.',
    permissions: ['content.read', 'content.write', 'content.publish', 'media.upload', 'media.manage', 'menus.write', 'redirects.manage'],
    scope: 'all',
    writes: 'everything',
  },
  {
    key: 'department_editor',
    label: 'Department editor',
    description: "Only their departments' doctors, the departments themselves, and the pages, events, camps and blog posts tagged with them; saves drafts and submits them for review.",
    permissions: ['content.read', 'content.write', 'media.upload'],
    scope: 'departments',
    writes: 'everything',
  },
  {
    key: 'author',
    label: 'Author',
    description: 'Writes drafts of the content types given to them and submits them for review; never publishes, deletes only their own unpublished records.',
    permissions: ['content.read', 'content.write', 'media.upload'],
    scope: 'all',
    writes: 'drafts',
  },
  {
    key: 'translator',
    label: 'Translator',
    description: 'Translates into the languages given to them and submits the translation for review; never changes the English.',
    permissions: ['content.read', 'content.write'],
    scope: 'all',
    writes: 'translations',
  },
  {
    key: 'reviewer',
    label: 'Reviewer',
    description: 'Reviews, changes and publishes content; no menus, redirects, staff accounts or site settings.',
    permissions: ['content.read', 'content.write', 'content.publish', 'media.upload'],
    scope: 'all',
    writes: 'everything',
  },
  {
    key: 'requests_desk',
    label: 'Requests desk',
    description: 'Patient requests (form entries) only: read, work and export them; no content.',
    permissions: ['requests.work'],
    scope: 'all',
    writes: 'everything',
  },
  {
    key: 'viewer',
    label: 'Viewer',
    description: 'Reads the studio; changes nothing and sees no patient data.',
    permissions: ['content.read'],
    scope: 'all',
    writes: 'everything',
  },
];

const byKey = new Map(roles.map((r) => [r.key, r]));

export const isRole = (value: unknown): value is Role => typeof value === 'string' && byKey.has(value as Role);

export const roleOf = (key: Role): RoleDeclaration => byKey.get(key) ?? (roles[roles.length - 1] as RoleDeclaration);

export const roleLabel = (key: string): string => (isRole(key) ? roleOf(key).label : key);

export const can = (role: Role, permission: Permission): boolean => roleOf(role).permissions.includes(permission);

/** Passwords: at least this long (and not a common one, checked by the server against its list). */
export const minPasswordLength = 12;
export const maxPasswordLength = 200;
