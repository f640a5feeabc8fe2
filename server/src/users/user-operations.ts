import crypto from 'node:crypto';
import { isEmail } from '@hospital/content/formats';
import { roleKeys, roleLabel, type Role } from '@hospital/content/roles';
import { sql } from 'kysely';
import { z } from 'zod';
import { hashPassword, hashToken, isLocked, normalizeEmail, parseDepartmentIds, revokeSessions, toIdentity, unlockAccount, type AdminIdentity } from '../auth/auth-operations';
import { passwordProblem } from '../auth/password-policy';
import { contentTableName, type Db } from '../db/database';
import type { AdminRow } from '../db/schema';
import { ConflictError, NotFoundError, UnauthorizedError, ValidationError } from '../errors/http-errors';
import { newId } from '../lib/ids';
import type { StaffAccount } from '@hospital/content/wire/accounts';
import { firstFieldMessage, parseInput } from '../lib/parse-input';
import { contentTypeByKey } from '@hospital/content/registry';
import { defaultLanguage } from '@hospital/content/i18n/languages';
import { getSiteLanguages } from '../settings/site-settings-operations';
import { transaction } from '../db/transaction';

/**
 * Staff accounts, kept by administrators: add (with a one-time set-password link), change role and
 * departments, disable and enable, a new set-password link, delete. A deleted account's history
 * stays: the activity log and the desk's history keep the name it had.
 */

/** How long a set-password link works. */
export const passwordLinkMs = 72 * 60 * 60 * 1000;

const strict = { error: (issue: z.core.$ZodRawIssue) => (issue.code === 'unrecognized_keys' ? `Unknown field: ${issue.keys.join(', ')}.` : undefined) };
const roleMessage = `role must be one of: ${roleKeys.join(', ')}.`;
const departmentIds = z.array(z.string({ error: 'departmentIds must be a list of department ids.' }).regex(/^[a-f0-9]{24}$/, 'departmentIds must be a list of department ids.'), { error: 'departmentIds must be a list of department ids.' }).max(100);

const contentTypeKeys = z.array(z.string({ error: 'contentTypes must be a list of content types.' }).max(60), { error: 'contentTypes must be a list of content types.' }).max(100);
const locationIds = z.array(z.string({ error: 'locationIds must be a list of location ids.' }).regex(/^[a-f0-9]{24}$/, 'locationIds must be a list of location ids.'), { error: 'locationIds must be a list of location ids.' }).max(100);
const languageCodes = z.array(z.string({ error: 'languages must be a list of language codes.' }).max(20), { error: 'languages must be a list of language codes.' }).max(20);

export const newUserSchema = z.strictObject(
  {
    name: z.string({ error: 'Name is required.' }).trim().min(1, 'Name is required.').max(200, 'Name must be at most 200 characters.'),
    email: z.string({ error: 'Email is required.' }).trim().toLowerCase().min(1, 'Email is required.').max(320, 'Email is too long.').refine(isEmail, 'Email must be an email address like name@example.com.'),
    role: z.enum(roleKeys, { error: roleMessage }),
    departmentIds: departmentIds.default([]),
    contentTypes: contentTypeKeys.default([]),
    languages: languageCodes.default([]),
    locationIds: locationIds.default([]),
  },
  strict,
);

export const userChangeSchema = z.strictObject(
  {
    name: z.string({ error: 'Name must be text.' }).trim().min(1, 'Name is required.').max(200, 'Name must be at most 200 characters.').optional(),
    role: z.enum(roleKeys, { error: roleMessage }).optional(),
    departmentIds: departmentIds.optional(),
    contentTypes: contentTypeKeys.optional(),
    languages: languageCodes.optional(),
    locationIds: locationIds.optional(),
    disabled: z.boolean({ error: 'disabled must be true or false.' }).optional(),
  },
  strict,
);

export const setPasswordSchema = z.strictObject(
  {
    token: z.string({ error: 'This link is not valid.' }).min(20, 'This link is not valid.').max(200, 'This link is not valid.'),
    password: z.string({ error: 'Choose a password.' }).max(1000, 'The password is too long.'),
  },
  strict,
);

const parse = <T extends z.ZodType>(schema: T, input: unknown): z.output<T> => parseInput(schema, input ?? {}, firstFieldMessage);

async function departmentTitles(db: Db, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.kysely.selectFrom(contentTableName('expert-categories')).select(['id', 'title']).where('id', 'in', ids).execute();
  return new Map(rows.map((r) => [r.id, r.title]));
}

async function toAccounts(db: Db, rows: AdminRow[], now = new Date()): Promise<StaffAccount[]> {
  const titles = await departmentTitles(db, [...new Set(rows.flatMap((r) => parseDepartmentIds(r.department_ids)))]);
  return rows.map((row) => {
    const ids = parseDepartmentIds(row.department_ids);
    const role = (roleKeys as readonly string[]).includes(row.role) ? (row.role as Role) : 'viewer';
    return {
      _id: row.id,
      name: row.name,
      email: row.email,
      role,
      roleLabel: roleLabel(role),
      departmentIds: ids,
      departments: ids.filter((id) => titles.has(id)).map((id) => ({ _id: id, title: titles.get(id) ?? '' })),
      contentTypes: parseDepartmentIds(row.content_types),
      languages: parseDepartmentIds(row.languages),
      locationIds: parseDepartmentIds(row.locations),
      state: row.disabled_at !== null ? 'disabled' : row.password_token_hash !== null && row.last_sign_in_at === null ? 'invited' : 'active',
      lastSignInAt: row.last_sign_in_at,
      twoFactor: row.totp_secret !== null,
      // A lock that has run out is no lock: the next sign-in starts a new count.
      lockedUntil: isLocked(row, now) ? row.locked_until : null,
      createdAt: row.created_at,
    };
  });
}

export async function listUsers(db: Db): Promise<StaffAccount[]> {
  const rows = await db.kysely.selectFrom('admins').selectAll().orderBy(sql`lower(name)`).orderBy('email').execute();
  return toAccounts(db, rows);
}

export async function getUser(db: Db, id: string): Promise<StaffAccount> {
  const row = await db.kysely.selectFrom('admins').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw new NotFoundError('This staff account does not exist (it may have been deleted).');
  const [account] = await toAccounts(db, [row]);
  return account as StaffAccount;
}

async function checkDepartments(db: Db, role: Role, ids: string[]): Promise<string[]> {
  if (role !== 'department_editor') return [];
  const unique = [...new Set(ids)];
  if (unique.length === 0) throw new ValidationError('Choose at least one department for a department editor.', { departmentIds: 'Choose at least one department.' });
  const titles = await departmentTitles(db, unique);
  const missing = unique.find((id) => !titles.has(id));
  if (missing) throw new ValidationError(`Department ${missing} does not exist.`, { departmentIds: `Department ${missing} does not exist.` });
  return unique;
}

/** An author's content types: keys of the collections (none: every type); other roles keep none. */
function checkContentTypes(role: Role, keys: string[]): string[] {
  if (role !== 'author') return [];
  const unique = [...new Set(keys)];
  const unknown = unique.find((key) => contentTypeByKey(key)?.kind !== 'collection' || key === 'form-entries' || key === 'admins');
  if (unknown !== undefined) throw new ValidationError(`"${unknown}" is not a content type an author can write.`, { contentTypes: `"${unknown}" is not a content type an author can write.` });
  return unique;
}

/** A desk person's locations (issue 48): existing ones, none for every location; other roles keep none. */
async function checkLocations(db: Db, role: Role, ids: string[]): Promise<string[]> {
  if (role !== 'requests_desk') return [];
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  const found = new Set((await db.kysely.selectFrom(contentTableName('locations')).select('id').where('id', 'in', unique).execute()).map((r) => r.id));
  const missing = unique.find((id) => !found.has(id));
  if (missing) throw new ValidationError(`Location ${missing} does not exist.`, { locationIds: `Location ${missing} does not exist.` });
  return unique;
}

/** A translator's languages: at least one of the site's languages besides English; other roles keep none. */
async function checkLanguages(db: Db, role: Role, codes: string[]): Promise<string[]> {
  if (role !== 'translator') return [];
  const unique = [...new Set(codes)];
  const site = (await getSiteLanguages(db)).filter((code) => code !== defaultLanguage);
  if (unique.length === 0) throw new ValidationError('Choose at least one language for a translator.', { languages: 'Choose at least one language.' });
  const unknown = unique.find((code) => !site.includes(code));
  if (unknown !== undefined) {
    const message = `"${unknown}" is not one of the site's languages (${site.join(', ') || 'none besides English: add one in Site settings'}).`;
    throw new ValidationError(message, { languages: message });
  }
  return unique;
}

/** A fresh one-time set-password link's token for an account: the old one stops working. */
async function issuePasswordToken(db: Db, id: string, now: Date): Promise<{ token: string; expiresAt: string }> {
  const token = crypto.randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + passwordLinkMs).toISOString();
  await db.kysely.updateTable('admins').set({ password_token_hash: hashToken(token), password_token_expires_at: expiresAt, updated_at: now.toISOString() }).where('id', '=', id).execute();
  return { token, expiresAt };
}

export interface PasswordLink {
  account: StaffAccount;
  token: string;
  expiresAt: string;
}

/** Adds an account with no usable password and a link to set one. */
export async function createUser(db: Db, input: unknown, now = new Date()): Promise<PasswordLink> {
  const data = parse(newUserSchema, input);
  const ids = await checkDepartments(db, data.role, data.departmentIds);
  const types = checkContentTypes(data.role, data.contentTypes);
  const languages = await checkLanguages(db, data.role, data.languages);
  const locations = await checkLocations(db, data.role, data.locationIds);
  const taken = await db.kysely.selectFrom('admins').select('id').where(sql<string>`lower(email)`, '=', normalizeEmail(data.email)).executeTakeFirst();
  if (taken) throw new ConflictError('Another account already uses this email.', { errors: { email: 'Another account already uses this email.' } });
  const id = newId();
  const at = now.toISOString();
  try {
    await db.kysely
      .insertInto('admins')
      .values({
        id,
        email: data.email,
        name: data.name,
        // No password yet: a value no password verifies against, until the link sets one.
        password_hash: '!',
        failed_attempts: 0,
        locked_until: null,
        created_at: at,
        updated_at: at,
        role: data.role,
        department_ids: JSON.stringify(ids),
        content_types: JSON.stringify(types),
        languages: JSON.stringify(languages),
        locations: JSON.stringify(locations),
      })
      .execute();
  } catch (error) {
    if (await db.kysely.selectFrom('admins').select('id').where('email', '=', data.email).executeTakeFirst()) {
      throw new ConflictError('Another account already uses this email.', { errors: { email: 'Another account already uses this email.' } });
    }
    throw error;
  }
  const link = await issuePasswordToken(db, id, now);
  return { account: await getUser(db, id), ...link };
}

/** Administrators with a usable account: the last one cannot be demoted, disabled or deleted. */
async function assertAnotherAdministrator(db: Db, id: string): Promise<void> {
  const others = await db.kysely
    .selectFrom('admins')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('role', '=', 'administrator')
    .where('disabled_at', 'is', null)
    .where('id', '!=', id)
    .executeTakeFirst();
  if (Number(others?.n ?? 0) === 0) throw new ConflictError('This is the only active administrator: add or enable another administrator first.');
}

export interface UserChange {
  account: StaffAccount;
  /** What changed, in words, for the activity log. */
  changes: string[];
}

export async function updateUser(db: Db, id: string, input: unknown, actor: AdminIdentity, now = new Date()): Promise<UserChange> {
  const change = parse(userChangeSchema, input);
  const before = await getUser(db, id);
  const role = change.role ?? before.role;
  const losesAdministrator = before.role === 'administrator' && before.state !== 'disabled' && (role !== 'administrator' || change.disabled === true);
  if (id === actor.id && (change.disabled === true || role !== before.role)) throw new ConflictError('You cannot disable your own account or change your own role. Ask another administrator.');
  if (losesAdministrator) await assertAnotherAdministrator(db, id);
  const ids = change.departmentIds !== undefined || change.role !== undefined ? await checkDepartments(db, role, change.departmentIds ?? before.departmentIds) : before.departmentIds;
  const roleChanged = change.role !== undefined;
  const types = change.contentTypes !== undefined || roleChanged ? checkContentTypes(role, change.contentTypes ?? before.contentTypes) : before.contentTypes;
  const languages = change.languages !== undefined || roleChanged ? await checkLanguages(db, role, change.languages ?? before.languages) : before.languages;
  const locations = change.locationIds !== undefined || roleChanged ? await checkLocations(db, role, change.locationIds ?? before.locationIds) : before.locationIds;
  const at = now.toISOString();
  const disabledAt = change.disabled === undefined ? undefined : change.disabled ? (before.state === 'disabled' ? undefined : at) : null;
  await db.kysely
    .updateTable('admins')
    .set({
      ...(change.name !== undefined ? { name: change.name } : {}),
      role,
      department_ids: JSON.stringify(ids),
      content_types: JSON.stringify(types),
      languages: JSON.stringify(languages),
      locations: JSON.stringify(locations),
      ...(disabledAt !== undefined ? { disabled_at: disabledAt } : {}),
      updated_at: at,
    })
    .where('id', '=', id)
    .execute();
  // A disabled account, or one whose rights changed, starts again from sign-in.
  const reachChanged = JSON.stringify(ids) !== JSON.stringify(before.departmentIds) || JSON.stringify(types) !== JSON.stringify(before.contentTypes) || JSON.stringify(languages) !== JSON.stringify(before.languages) || JSON.stringify(locations) !== JSON.stringify(before.locationIds);
  if (change.disabled === true || role !== before.role || reachChanged) await revokeSessions(db, id);
  const account = await getUser(db, id);
  const changes: string[] = [];
  if (change.name !== undefined && change.name !== before.name) changes.push(`name "${before.name}" → "${account.name}"`);
  if (role !== before.role) changes.push(`role ${before.roleLabel} → ${account.roleLabel}`);
  if (JSON.stringify(ids) !== JSON.stringify(before.departmentIds)) changes.push(`departments: ${account.departments.map((d) => d.title).join(', ') || 'none'}`);
  if (JSON.stringify(types) !== JSON.stringify(before.contentTypes)) changes.push(`content types: ${types.join(', ') || 'all'}`);
  if (JSON.stringify(languages) !== JSON.stringify(before.languages)) changes.push(`languages: ${languages.join(', ') || 'none'}`);
  if (JSON.stringify(locations) !== JSON.stringify(before.locationIds)) changes.push(`locations: ${locations.length} (${locations.length === 0 ? 'every location' : 'limited'})`);
  if (change.disabled === true && before.state !== 'disabled') changes.push('disabled');
  if (change.disabled === false && before.state === 'disabled') changes.push('enabled');
  return { account, changes };
}

/**
 * Clears an account's lock (five wrong passwords or codes) and its count of wrong attempts, so
 * the person can sign in at once. Answers the account and whether it was locked.
 */
export async function unlockUser(db: Db, id: string, now = new Date()): Promise<{ account: StaffAccount; wasLocked: boolean }> {
  const before = await getUser(db, id);
  await unlockAccount(db, id, now);
  return { account: await getUser(db, id), wasLocked: before.lockedUntil !== null };
}

/** A new one-time link to set the password (the old password keeps working until it is used). */
export async function resetPasswordLink(db: Db, id: string, now = new Date()): Promise<PasswordLink> {
  const account = await getUser(db, id);
  return { account, ...(await issuePasswordToken(db, id, now)) };
}

/** Deletes an account; its sessions and notifications go with it, its name stays in the histories. */
export async function deleteUser(db: Db, id: string, actor: AdminIdentity): Promise<StaffAccount> {
  const account = await getUser(db, id);
  if (id === actor.id) throw new ConflictError('You cannot delete your own account. Ask another administrator.');
  if (account.role === 'administrator' && account.state !== 'disabled') await assertAnotherAdministrator(db, id);
  await transaction(db, async (trx) => {
    await trx.updateTable('form_entries').set({ assignee_id: null }).where('assignee_id', '=', id).execute();
    await trx.deleteFrom('sessions').where('admin_id', '=', id).execute();
    await trx.deleteFrom('notifications').where('recipient_id', '=', id).execute();
    await trx.deleteFrom('admins').where('id', '=', id).execute();
  });
  return account;
}

const linkEndedMessage = 'This link has expired or has been used. Ask an administrator for a new one.';

/** Who a set-password link is for, while it works. */
export async function passwordLinkAccount(db: Db, token: string, now = new Date()): Promise<{ name: string; email: string }> {
  const row = await db.kysely.selectFrom('admins').select(['name', 'email', 'password_token_expires_at', 'disabled_at']).where('password_token_hash', '=', hashToken(token)).executeTakeFirst();
  if (!row || row.disabled_at !== null || (row.password_token_expires_at ?? '') <= now.toISOString()) throw new UnauthorizedError(linkEndedMessage);
  return { name: row.name, email: row.email };
}

/** Sets the password through a one-time link: the link is spent, other sessions end. */
export async function setPasswordWithLink(db: Db, input: unknown, now = new Date()): Promise<AdminIdentity> {
  const { token, password } = parse(setPasswordSchema, input);
  const account = await passwordLinkAccount(db, token, now);
  const problem = passwordProblem(password, account.email);
  if (problem) throw new ValidationError(problem, { password: problem });
  const hash = await hashPassword(password);
  const at = now.toISOString();
  const result = await db.kysely
    .updateTable('admins')
    .set({ password_hash: hash, password_token_hash: null, password_token_expires_at: null, failed_attempts: 0, locked_until: null, updated_at: at })
    .where('password_token_hash', '=', hashToken(token))
    .where('password_token_expires_at', '>', at)
    .executeTakeFirst();
  // A second use of the link at the same moment finds it spent.
  if (Number(result.numUpdatedRows) === 0) throw new UnauthorizedError(linkEndedMessage);
  const row = await db.kysely.selectFrom('admins').selectAll().where(sql<string>`lower(email)`, '=', normalizeEmail(account.email)).executeTakeFirstOrThrow();
  await revokeSessions(db, row.id);
  return toIdentity(row);
}
