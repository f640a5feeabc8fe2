import crypto from 'node:crypto';
import argon2 from 'argon2';
import { sql } from 'kysely';
import type { Db } from '../db/database';
import type { AdminRow } from '../db/schema';
import { UnauthorizedError } from '../errors/http-errors';
import { newId } from '../lib/ids';

/** Sessions end after this long without a request. */
export const sessionIdleMs = 8 * 60 * 60 * 1000;
/** Sessions end this long after sign-in, however active (the default of SESSION_MAX_DAYS). */
export const sessionMaxAgeMs = 7 * 24 * 60 * 60 * 1000;
/** A session's last use is written at most this often, so reads do not each cost a write. */
export const sessionTouchMs = 60 * 1000;
export const maxFailedSignIns = 5;
export const lockoutMs = 15 * 60 * 1000;

export const invalidCredentialsMessage = 'Invalid email or password';

/** The signed-in administrator, as requests and responses know them. */
export interface AdminIdentity {
  id: string;
  name: string;
  email: string;
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

const toIdentity = (row: Pick<AdminRow, 'id' | 'name' | 'email'>): AdminIdentity => ({ id: row.id, name: row.name, email: row.email });

export const findAdminByEmail = (db: Db, email: string): Promise<AdminRow | undefined> =>
  db.kysely.selectFrom('admins').selectAll().where(sql<string>`lower(email)`, '=', normalizeEmail(email)).executeTakeFirst();

/** Opens a session for an administrator: the token goes to the client, only its hash is kept. */
export async function createSession(db: Db, adminId: string, now = new Date()): Promise<string> {
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
    })
    .execute();
  return token;
}

/**
 * Checks an email and password and opens a session. Five wrong passwords for one account lock
 * it for 15 minutes; the count is kept by a single atomic UPDATE, so parallel attempts cannot
 * slip under it. A locked account, an unknown email and a wrong password all get the same
 * answer, so the answer does not tell which accounts exist.
 */
export async function signIn(db: Db, email: string, password: string, now = new Date()): Promise<{ token: string; admin: AdminIdentity }> {
  const admin = await findAdminByEmail(db, email);
  if (!admin) {
    await verifyDummy(password);
    throw new UnauthorizedError(invalidCredentialsMessage);
  }
  const at = now.toISOString();
  if (admin.locked_until !== null) {
    if (admin.locked_until > at) {
      await verifyDummy(password);
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
    const lockUntil = new Date(now.getTime() + lockoutMs).toISOString();
    // Column references on the right of SET read the row as it was before this UPDATE.
    await db.kysely
      .updateTable('admins')
      .set({
        failed_attempts: sql<number>`failed_attempts + 1`,
        locked_until: sql<string | null>`case when failed_attempts + 1 >= ${maxFailedSignIns} then ${lockUntil} else locked_until end`,
      })
      .where('id', '=', admin.id)
      .execute();
    throw new UnauthorizedError(invalidCredentialsMessage);
  }
  // The password is right, but a parallel wrong attempt may have locked the account meanwhile.
  const reset = await db.kysely
    .updateTable('admins')
    .set({ failed_attempts: 0, locked_until: null })
    .where('id', '=', admin.id)
    .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<=', at)]))
    .executeTakeFirst();
  if (Number(reset.numUpdatedRows) === 0) throw new UnauthorizedError(invalidCredentialsMessage);
  const token = await createSession(db, admin.id, now);
  return { token, admin: toIdentity(admin) };
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
    .select(['sessions.id as session_id', 'sessions.created_at', 'sessions.last_seen_at', 'sessions.expires_at', 'admins.id', 'admins.name', 'admins.email'])
    .where('sessions.token_hash', '=', tokenHash)
    .executeTakeFirst();
  const at = now.toISOString();
  if (!row || row.expires_at <= at) return undefined;
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

/** Adds an administrator, or resets one of that email: new password, unlocked, signed out everywhere. */
export async function upsertAdmin(db: Db, input: { email: string; password: string; name?: string | undefined }): Promise<{ admin: AdminIdentity; created: boolean }> {
  const email = normalizeEmail(input.email);
  const passwordHash = await hashPassword(input.password);
  const now = new Date().toISOString();
  const existing = await findAdminByEmail(db, email);
  if (existing) {
    const name = input.name?.trim() || existing.name;
    await db.kysely
      .updateTable('admins')
      .set({ password_hash: passwordHash, name, failed_attempts: 0, locked_until: null, updated_at: now })
      .where('id', '=', existing.id)
      .execute();
    await revokeSessions(db, existing.id);
    return { admin: { id: existing.id, name, email: existing.email }, created: false };
  }
  const admin = { id: newId(), email, name: input.name?.trim() || 'Administrator' };
  await db.kysely
    .insertInto('admins')
    .values({ ...admin, password_hash: passwordHash, failed_attempts: 0, locked_until: null, created_at: now, updated_at: now })
    .execute();
  return { admin, created: true };
}
