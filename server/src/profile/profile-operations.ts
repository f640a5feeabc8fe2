import { isEmail } from '@hospital/content/formats';
import { z } from 'zod';
import { hashPassword, revokeSessions, verifyPassword } from '../auth/auth-operations';
import { passwordProblem } from '../auth/password-policy';
import type { Db } from '../db/database';
import { ConflictError, NotFoundError, ValidationError } from '../errors/http-errors';
import type { ActiveSession } from '@hospital/content/wire/accounts';
import { parseInput } from '../lib/parse-input';

export interface Profile {
  _id: string;
  name: string;
  email: string;
}

const unknownKeys = {
  error: (iss: z.core.$ZodRawIssue): string | undefined =>
    iss.code === 'unrecognized_keys' ? `Unknown field: ${iss.keys.join(', ')}.` : undefined,
};

/** The body of `PUT profile`. */
export const profileSchema = z.strictObject(
  {
    name: z
      .string({ error: 'Name is required.' })
      .trim()
      .min(1, 'Name is required.')
      .max(200, 'Name must be at most 200 characters.'),
    email: z
      .string({ error: 'Email is required.' })
      .trim()
      .toLowerCase()
      .min(1, 'Email is required.')
      .max(320, 'Email must be at most 320 characters.')
      .refine(isEmail, 'Email must be an email address like name@example.com.'),
    currentPassword: z
      .string({ error: 'Enter your current password to save changes.' })
      .min(1, 'Enter your current password to save changes.')
      .max(1000, 'The current password is not correct.'),
    newPassword: z
      .string({ error: 'The new password must be text.' })
      .max(1000, 'The new password is too long.')
      .nullable()
      .optional(),
  },
  unknownKeys,
);

export async function getProfile(db: Db, adminId: string): Promise<Profile> {
  const row = await db.kysely.selectFrom('admins').select(['id', 'name', 'email']).where('id', '=', adminId).executeTakeFirst();
  if (!row) throw new NotFoundError('This account no longer exists.');
  return { _id: row.id, name: row.name, email: row.email };
}

/**
 * Changes the administrator's own name, email and (optionally) password. The current password
 * is required for any change; a new password ends every other session of the account, keeping
 * the one identified by `currentTokenHash`.
 */
export async function updateProfile(
  db: Db,
  adminId: string,
  input: unknown,
  currentTokenHash: string | undefined,
): Promise<{ profile: Profile; passwordChanged: boolean }> {
  const { name, email, currentPassword, newPassword } = parseInput(profileSchema, input);
  const admin = await db.kysely.selectFrom('admins').select(['id', 'password_hash']).where('id', '=', adminId).executeTakeFirst();
  if (!admin) throw new NotFoundError('This account no longer exists.');
  if (!(await verifyPassword(admin.password_hash, currentPassword))) {
    throw new ValidationError('The current password is not correct.', { currentPassword: 'The current password is not correct.' });
  }
  const taken = await db.kysely
    .selectFrom('admins')
    .select('id')
    .where(({ eb, fn }) => eb(fn('lower', ['email']), '=', email))
    .where('id', '!=', adminId)
    .executeTakeFirst();
  if (taken) throw new ConflictError('Another administrator already uses this email.', { errors: { email: 'Another administrator already uses this email.' } });

  const passwordChanged = typeof newPassword === 'string' && newPassword !== '';
  const problem = passwordChanged ? passwordProblem(newPassword, email) : undefined;
  if (problem) throw new ValidationError(problem, { newPassword: problem });
  const now = new Date().toISOString();
  try {
    await db.kysely
      .updateTable('admins')
      .set({ name, email, updated_at: now, ...(passwordChanged ? { password_hash: await hashPassword(newPassword) } : {}) })
      .where('id', '=', adminId)
      .execute();
  } catch (error) {
    // The unique index catches a race with another account taking the email meanwhile.
    const again = await db.kysely.selectFrom('admins').select('id').where('email', '=', email).where('id', '!=', adminId).executeTakeFirst();
    if (again) throw new ConflictError('Another administrator already uses this email.', { errors: { email: 'Another administrator already uses this email.' } });
    throw error;
  }
  if (passwordChanged) await revokeSessions(db, adminId, currentTokenHash);
  return { profile: { _id: adminId, name, email }, passwordChanged };
}

/** The account's sessions that have not ended, most recently used first. */
export async function listSessions(db: Db, adminId: string, currentSessionId: string, now = new Date()): Promise<ActiveSession[]> {
  const rows = await db.kysely
    .selectFrom('sessions')
    .select(['id', 'user_agent', 'ip', 'created_at', 'last_seen_at'])
    .where('admin_id', '=', adminId)
    .where('expires_at', '>', now.toISOString())
    .orderBy('last_seen_at', 'desc')
    .execute();
  return rows.map((r) => ({ _id: r.id, device: r.user_agent, ip: r.ip, createdAt: r.created_at, lastSeenAt: r.last_seen_at, current: r.id === currentSessionId }));
}

/** Ends one of the account's own sessions; another account's session id is unknown here. */
export async function endSession(db: Db, adminId: string, sessionId: string): Promise<void> {
  const result = await db.kysely.deleteFrom('sessions').where('id', '=', sessionId).where('admin_id', '=', adminId).executeTakeFirst();
  if (Number(result.numDeletedRows) === 0) throw new NotFoundError('This session has already ended.');
}
