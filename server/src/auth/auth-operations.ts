import crypto from 'node:crypto';
import argon2 from 'argon2';
import { isRole, type Role } from '@hospital/content/roles';
import { sql } from 'kysely';
import type { Db } from '../db/database';
import type { AdminRow } from '../db/schema';
import { HttpError, UnauthorizedError } from '../errors/http-errors';
import { newId } from '../lib/ids';
import { formatHospitalTime } from '@hospital/content/hospital-time';
import { getSiteSettings, hospitalTimeZone } from '../settings/site-settings-operations';

/** Sessions end after this long without a request. */
export const sessionIdleMs = 8 * 60 * 60 * 1000;
/** Sessions end this long after sign-in, however active (the default of SESSION_MAX_DAYS). */
export const sessionMaxAgeMs = 7 * 24 * 60 * 60 * 1000;
/** A session's last use is written at most this often, so reads do not each cost a write. */
export const sessionTouchMs = 60 * 1000;
export const maxFailedSignIns = 5;
export const lockoutMs = 15 * 60 * 1000;

export const invalidCredentialsMessage = 'Invalid email or password';

/**
 * The answer to the right password (or second factor) of a locked account: it says so, and until
 * when. Only someone who gave the right password gets it; anyone else gets the answer of any wrong
 * password, so the lock tells a guesser nothing about the account.
 */
export class AccountLockedError extends HttpError {
  constructor(message: string, lockedUntil: string) {
    super(401, 'ACCOUNT_LOCKED', message, { lockedUntil });
  }
}

/** "Locked … until 25 Nov 2026, 22:15 (Asia/Kolkata)": the end of the lock in the hospital's time. */
export async function accountLocked(db: Db, lockedUntil: string): Promise<AccountLockedError> {
  const timeZone = hospitalTimeZone(await getSiteSettings(db));
  return new AccountLockedError(
    `This account is locked after too many wrong attempts, until ${formatHospitalTime(lockedUntil, { timeZone })} (${timeZone}). Try again then, or ask an administrator to unlock it.`,
    lockedUntil,
  );
}

/** The refusal for an account found locked after a right answer (a parallel wrong one locked it meanwhile). */
async function lockedNow(db: Db, adminId: string, now: Date): Promise<HttpError> {
  const row = await db.kysely.selectFrom('admins').select('locked_until').where('id', '=', adminId).executeTakeFirst();
  return row && isLocked(row, now) && row.locked_until !== null ? accountLocked(db, row.locked_until) : new UnauthorizedError(invalidCredentialsMessage);
}

/** The signed-in staff member, as requests and responses know them. */
export interface AdminIdentity {
  id: string;
  name: string;
  email: string;
  role: Role;
  /** A department editor's departments (expert category ids); empty for the other roles. */
  departmentIds: string[];
  /** An author's content types (keys); empty: every type. Empty for the other roles. */
  contentTypes: string[];
  /** A translator's languages (codes). Empty for the other roles. */
  languages: string[];
  /** The locations of the network a desk person works for (issue 48); empty: every location. */
  locationIds?: string[];
}

/** Where a sign-in comes from: kept with its session, shown on the profile, written to the activity log. */
export interface SignInContext {
  ip?: string | undefined;
  userAgent?: string | undefined;
}

export const normalizeEmail = (email: string): string => email.trim().toLowerCase();

/**
 * Argon2id with OWASP's recommended minimum (19 MiB, 2 passes, 1 lane): strong against offline
 * guessing while a sign-in stays well under a second on a small server.
 */
const argon2Options = { type: argon2.argon2id, memoryCost: 19 * 1024, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string): Promise<string> => argon2.hash(password, argon2Options);

/** True when the password matches; a malformed hash is a mismatch, not a crash. */
export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;
/** Unknown emails are checked against this, so they take as long as known ones. */
const verifyDummy = async (password: string): Promise<void> => {
  dummyHash ??= hashPassword(crypto.randomBytes(24).toString('base64url'));
  await verifyPassword(await dummyHash, password);
};

export const hashToken = (token: string): string => crypto.createHash('sha256').update(token).digest('hex');

/** A stored JSON list of strings (department ids, type keys, language codes); anything else reads as none. */
export const parseDepartmentIds = (text: string | null | undefined): string[] => {
  try {
    const value: unknown = JSON.parse(text ?? '[]');
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
};

export const toIdentity = (row: Pick<AdminRow, 'id' | 'name' | 'email' | 'role' | 'department_ids'> & Partial<Pick<AdminRow, 'content_types' | 'languages' | 'locations'>>): AdminIdentity => ({
  id: row.id,
  name: row.name,
  email: row.email,
  // An unknown role (a database edited by hand) reaches nothing more than a viewer.
  role: isRole(row.role) ? row.role : 'viewer',
  departmentIds: parseDepartmentIds(row.department_ids),
  contentTypes: parseDepartmentIds(row.content_types),
  languages: parseDepartmentIds(row.languages),
  locationIds: parseDepartmentIds(row.locations),
});

export const findAdminByEmail = (db: Db, email: string): Promise<AdminRow | undefined> =>
  db.kysely.selectFrom('admins').selectAll().where(sql<string>`lower(email)`, '=', normalizeEmail(email)).executeTakeFirst();

/** Opens a session for an administrator: the token goes to the client, only its hash is kept. */
export async function createSession(db: Db, adminId: string, now = new Date(), context: SignInContext = {}): Promise<string> {
  const token = crypto.randomBytes(32).toString('base64url');
  const at = now.toISOString();
  await db.kysely
    .insertInto('sessions')
    .values({
      id: newId(),
      token_hash: hashToken(token),
      admin_id: adminId,
      created_at: at,
      last_seen_at: at,
      expires_at: new Date(now.getTime() + sessionIdleMs).toISOString(),
      ip: context.ip?.slice(0, 64) ?? null,
      user_agent: context.userAgent?.slice(0, 500) ?? null,
    })
    .execute();
  await db.kysely.updateTable('admins').set({ last_sign_in_at: at }).where('id', '=', adminId).execute();
  return token;
}

/**
 * Counts a wrong password or second factor against the account: five lock it for 15 minutes. A
 * single atomic UPDATE, so parallel attempts cannot slip under the count.
 */
export async function countFailedAttempt(db: Db, adminId: string, now = new Date()): Promise<void> {
  const lockUntil = new Date(now.getTime() + lockoutMs).toISOString();
  // Column references on the right of SET read the row as it was before this UPDATE.
  await db.kysely
    .updateTable('admins')
    .set({
      failed_attempts: sql<number>`failed_attempts + 1`,
      locked_until: sql<string | null>`case when failed_attempts + 1 >= ${maxFailedSignIns} then ${lockUntil} else locked_until end`,
    })
    .where('id', '=', adminId)
    .execute();
}

/**
 * Clears the count after a right answer, unless the account is locked: a parallel wrong attempt
 * may have locked it meanwhile, and then the right answer does not get through either.
 */
export async function clearFailedAttempts(db: Db, adminId: string, now = new Date()): Promise<boolean> {
  const at = now.toISOString();
  const reset = await db.kysely
    .updateTable('admins')
    .set({ failed_attempts: 0, locked_until: null })
    .where('id', '=', adminId)
    .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<=', at)]))
    .executeTakeFirst();
  return Number(reset.numUpdatedRows) > 0;
}

/** Whether the account is locked now (by wrong passwords or wrong second factors). */
export const isLocked = (admin: Pick<AdminRow, 'locked_until'>, now = new Date()): boolean => admin.locked_until !== null && admin.locked_until > now.toISOString();

/**
 * Checks an email and password, counting a wrong one against the account (see
 * `countFailedAttempt`). A disabled account, an unknown email and a wrong password all get the same
 * answer, so the answer does not tell which accounts exist; a locked account's right password is
 * told it is locked (`AccountLockedError`). Answers the account.
 *
 * A right password clears the count of wrong attempts, unless `keepCount` says a second factor
 * follows: then only a right code clears it, so wrong codes count across challenges and signing in
 * again with the password does not start the guessing afresh.
 */
export async function checkCredentials(
  db: Db,
  email: string,
  password: string,
  now = new Date(),
  options: { keepCount?: (admin: AdminRow) => boolean } = {},
): Promise<AdminRow> {
  const admin = await findAdminByEmail(db, email);
  if (!admin || admin.disabled_at !== null) {
    await verifyDummy(password);
    throw new UnauthorizedError(invalidCredentialsMessage);
  }
  const at = now.toISOString();
  if (admin.locked_until !== null) {
    if (admin.locked_until > at) {
      // Checked against the real hash (as long as any check): the lock is told only to the right
      // password; a wrong one is not counted, so a guesser cannot keep the account locked longer.
      if (await verifyPassword(admin.password_hash, password)) throw await accountLocked(db, admin.locked_until);
      throw new UnauthorizedError(invalidCredentialsMessage);
    }
    // The lock has run out: the next wrong attempt starts a new count.
    await db.kysely
      .updateTable('admins')
      .set({ failed_attempts: 0, locked_until: null })
      .where('id', '=', admin.id)
      .where('locked_until', '=', admin.locked_until)
      .execute();
  }
  if (!(await verifyPassword(admin.password_hash, password))) {
    await countFailedAttempt(db, admin.id, now);
    throw new UnauthorizedError(invalidCredentialsMessage);
  }
  if (options.keepCount?.(admin)) {
    // A parallel wrong attempt may have locked it meanwhile.
    const row = await db.kysely.selectFrom('admins').select('locked_until').where('id', '=', admin.id).executeTakeFirst();
    if (row?.locked_until && isLocked(row, now)) throw await accountLocked(db, row.locked_until);
    return admin;
  }
  if (!(await clearFailedAttempts(db, admin.id, now))) throw await lockedNow(db, admin.id, now);
  return admin;
}

/** Clears an account's lock and its count of wrong attempts (an administrator's Unlock). */
export async function unlockAccount(db: Db, adminId: string, now = new Date()): Promise<void> {
  await db.kysely.updateTable('admins').set({ failed_attempts: 0, locked_until: null, updated_at: now.toISOString() }).where('id', '=', adminId).execute();
}

/**
 * Checks an email and password and opens a session, whatever second factor the account has: the
 * command line's and the tests' way in. The sign-in route goes through `startSignIn`.
 */
export async function signIn(db: Db, email: string, password: string, now = new Date(), context: SignInContext = {}): Promise<{ token: string; admin: Pick<AdminIdentity, 'id' | 'name' | 'email'> }> {
  const admin = await checkCredentials(db, email, password, now);
  const token = await createSession(db, admin.id, now, context);
  return { token, admin: { id: admin.id, name: admin.name, email: admin.email } };
}

/**
 * The administrator a bearer token belongs to, or undefined when the token is unknown, revoked,
 * idle for too long or older than `maxAgeMs`. Each use pushes the idle expiry on (written at most
 * once a minute), never past the session's absolute end.
 */
export async function authenticate(
  db: Db,
  token: string,
  now = new Date(),
  maxAgeMs = sessionMaxAgeMs,
): Promise<{ admin: AdminIdentity; tokenHash: string; sessionId: string } | undefined> {
  const tokenHash = hashToken(token);
  const row = await db.kysely
    .selectFrom('sessions')
    .innerJoin('admins', 'admins.id', 'sessions.admin_id')
    .select([
      'sessions.id as session_id',
      'sessions.created_at',
      'sessions.last_seen_at',
      'sessions.expires_at',
      'admins.id',
      'admins.name',
      'admins.email',
      'admins.role',
      'admins.department_ids',
      'admins.content_types',
      'admins.languages',
      'admins.locations',
      'admins.disabled_at',
    ])
    .where('sessions.token_hash', '=', tokenHash)
    .executeTakeFirst();
  const at = now.toISOString();
  if (!row || row.expires_at <= at || row.disabled_at !== null) return undefined;
  const absoluteEnd = new Date(row.created_at).getTime() + maxAgeMs;
  if (now.getTime() >= absoluteEnd) {
    await db.kysely.deleteFrom('sessions').where('id', '=', row.session_id).execute();
    return undefined;
  }
  if (now.getTime() - new Date(row.last_seen_at).getTime() >= sessionTouchMs) {
    await db.kysely
      .updateTable('sessions')
      .set({ last_seen_at: at, expires_at: new Date(Math.min(now.getTime() + sessionIdleMs, absoluteEnd)).toISOString() })
      .where('id', '=', row.session_id)
      .execute();
  }
  return { admin: toIdentity(row), tokenHash, sessionId: row.session_id };
}

/** Ends one session (sign-out). */
export async function revokeSession(db: Db, tokenHash: string): Promise<void> {
  await db.kysely.deleteFrom('sessions').where('token_hash', '=', tokenHash).execute();
}

/** Ends every session of an administrator, except the one given (the one changing the password). */
export async function revokeSessions(db: Db, adminId: string, exceptTokenHash?: string): Promise<void> {
  let query = db.kysely.deleteFrom('sessions').where('admin_id', '=', adminId);
  if (exceptTokenHash !== undefined) query = query.where('token_hash', '!=', exceptTokenHash);
  await query.execute();
}

/**
 * Adds an administrator, or resets one of that email: new password, unlocked, enabled again,
 * signed out everywhere (the command line's way back in). Its role stays as it was.
 */
export async function upsertAdmin(db: Db, input: { email: string; password: string; name?: string | undefined }): Promise<{ admin: AdminIdentity; created: boolean }> {
  const email = normalizeEmail(input.email);
  const passwordHash = await hashPassword(input.password);
  const now = new Date().toISOString();
  const existing = await findAdminByEmail(db, email);
  if (existing) {
    const name = input.name?.trim() || existing.name;
    await db.kysely
      .updateTable('admins')
      .set({ password_hash: passwordHash, name, failed_attempts: 0, locked_until: null, disabled_at: null, updated_at: now })
      .where('id', '=', existing.id)
      .execute();
    await revokeSessions(db, existing.id);
    return { admin: { ...toIdentity(existing), name }, created: false };
  }
  const admin: AdminIdentity = { id: newId(), email, name: input.name?.trim() || 'Administrator', role: 'administrator', departmentIds: [], contentTypes: [], languages: [] };
  await db.kysely
    .insertInto('admins')
    .values({ id: admin.id, email, name: admin.name, role: admin.role, department_ids: '[]', password_hash: passwordHash, failed_attempts: 0, locked_until: null, created_at: now, updated_at: now })
    .execute();
  return { admin, created: true };
}
