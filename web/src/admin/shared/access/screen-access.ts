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
} as const satisfies Record<string, ScreenPermission>;

/** The signed-in person's role and what it may do, as `GET me/access` answers. */
export interface Access {
  role: Role;
  departmentIds: string[];
  permissions: Permission[];
}

export const allows = (access: Access | undefined, permission: ScreenPermission): boolean =>
  permission === 'signed-in' || (access !== undefined && access.permissions.includes(permission));

/**
 * Whether the person may change records of a type (its edit screens show Save and Delete):
 * `content.write`, and for a department editor only the types tied to departments.
 */
export function canWriteType(access: Access | undefined, type: Pick<ContentType, 'departmentScope'>): boolean {
  if (!allows(access, 'content.write') || !access) return false;
  return roleOf(access.role).scope === 'all' || type.departmentScope !== undefined;
}

/** Whether the person may delete records of a type: department editors never may (they ask an editor). */
export const canDeleteType = (access: Access | undefined, type: Pick<ContentType, 'departmentScope'>): boolean =>
  canWriteType(access, type) && access !== undefined && roleOf(access.role).scope === 'all';
