import type { ContentType } from '@hospital/content/content-type';
import { roleOf, type Permission, type Role } from '@hospital/content/roles';

/** What a studio screen needs: a permission of `content/src/roles.ts`, or only a session. */
export type ScreenPermission = Permission | 'signed-in';

/**
 * The permission a content type's screens need to be opened, the one the server asks of their
 * reads: the requests desk's entries need `requests.work`, the site settings `settings.manage`,
 * the profile a session, every other type `content.read`.
 */
export function typePermission(type: Pick<ContentType, 'key'>): ScreenPermission {
  if (type.key === 'form-entries') return 'requests.work';
  if (type.key === 'site-settings') return 'settings.manage';
  if (type.key === 'admins') return 'signed-in';
  return 'content.read';
}

/** The screens that belong to no content type, by their path under /admin. */
export const screenPermissions = {
  dashboard: 'signed-in',
  search: 'settings.manage',
  users: 'users.manage',
  activity: 'activity.read',
  system: 'system.read',
  redirects: 'content.read',
  'wordpress-import': 'settings.manage',
  'import-history': 'settings.manage',
  links: 'content.read',
  'review-due': 'content.read',
  appointments: 'requests.work',
} as const satisfies Record<string, ScreenPermission>;

/** The signed-in person's role and what it may do, as `GET me/access` answers. */
export interface Access {
  role: Role;
  departmentIds: string[];
  /** An author's content types; empty: every type. */
  contentTypes: string[];
  /** A translator's languages. */
  languages: string[];
  permissions: Permission[];
  /** The site setting "Every change is reviewed": an editor then submits for review instead of publishing. */
  everyChangeReviewed: boolean;
}

export const allows = (access: Access | undefined, permission: ScreenPermission): boolean =>
  permission === 'signed-in' || (access !== undefined && access.permissions.includes(permission));

/**
 * Whether the person may change records of a type (its edit screens show Save and Delete):
 * `content.write`, and for a department editor only the types tied to departments.
 */
export function canWriteType(access: Access | undefined, type: Pick<ContentType, 'departmentScope'> & Partial<Pick<ContentType, 'key'>>): boolean {
  if (!allows(access, 'content.write') || !access) return false;
  if (roleOf(access.role).writes === 'drafts' && type.key !== undefined && access.contentTypes.length > 0 && !access.contentTypes.includes(type.key)) return false;
  return roleOf(access.role).scope === 'all' || type.departmentScope !== undefined;
}

/**
 * Whether the person publishes their changes themselves (else they submit them for review):
 * `content.publish`, except an editor while the site reviews every change.
 */
export const publishesOwnChanges = (access: Access | undefined): boolean =>
  allows(access, 'content.publish') && !(access?.role === 'editor' && access.everyChangeReviewed);

/** Whether the person may delete records of a type: department editors never may (they ask an editor). */
export const canDeleteType = (access: Access | undefined, type: Pick<ContentType, 'departmentScope'> & Partial<Pick<ContentType, 'key'>>): boolean =>
  canWriteType(access, type) && access !== undefined && roleOf(access.role).scope === 'all' && roleOf(access.role).writes !== 'translations';

/**
 * Whether the person may create records of a type (its list shows Create, its create screen a
 * form): a department editor adds no departments, only records tied to theirs.
 */
export const canCreateType = (access: Access | undefined, type: Pick<ContentType, 'departmentScope'> & Partial<Pick<ContentType, 'key'>>): boolean =>
  canWriteType(access, type) && access !== undefined && roleOf(access.role).writes !== 'translations' && (roleOf(access.role).scope === 'all' || type.departmentScope !== 'self');

/**
 * Whether the studio's menu lists a collection for the person: a department editor's lists only the
 * types tied to departments (they read the others only through the pickers of their records).
 */
export const listsType = (access: Access | undefined, type: Pick<ContentType, 'departmentScope' | 'kind'>): boolean =>
  type.kind !== 'collection' || access === undefined || roleOf(access.role).scope === 'all' || type.departmentScope !== undefined;

/**
 * The ids of a relation field a department editor keeps as they are: on a record tied to
 * departments, the departments that are not theirs (a doctor also in another department). The
 * server refuses a change to them; the studio shows them by name, fixed.
 */
export function fixedRelationIds(access: Access | undefined, type: Pick<ContentType, 'departmentScope'> | null, fieldName: string, ids: readonly string[]): string[] {
  if (!access || roleOf(access.role).scope !== 'departments') return [];
  const scope = type?.departmentScope;
  if (!scope || scope === 'self' || scope.field !== fieldName) return [];
  return ids.filter((id) => !access.departmentIds.includes(id));
}

/** Screens whose work is changing something, by their path under /admin, and the right that changes it. */
const changeScreens: Readonly<Record<string, Permission>> = { menus: 'menus.write', redirects: 'redirects.manage' };

/**
 * Whether the menu leaves out a screen the person could open but not change: someone who writes
 * content (a department editor, an author, a translator, a reviewer) has no use for Menus or
 * Redirects they may not change; a viewer, whose work is reading, keeps them.
 */
export const menuHides = (access: Access | undefined, path: string): boolean => {
  const needed = changeScreens[path];
  return needed !== undefined && allows(access, 'content.write') && !allows(access, needed);
};
