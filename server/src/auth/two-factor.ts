import crypto from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';
import type { Db } from '../db/database';
import type { AdminRow } from '../db/schema';
import { transaction } from '../db/transaction';
import { UnauthorizedError, ValidationError } from '../errors/http-errors';
import { newId } from '../lib/ids';
import {
  accountLocked,
  checkCredentials,
  clearFailedAttempts,
  countFailedAttempt,
  createSession,
  hashToken,
  isLocked,
  toIdentity,
  verifyPassword,
  type AdminIdentity,
  type SignInContext,
} from './auth-operations';

/**
 * Two-factor sign-in: TOTP (RFC 6238: 6 digits, 30 s, SHA-1, as every authenticator app reads)
 * with the otpauth library, a QR code drawn here (never by a remote service), and ten one-time
 * recovery codes. A right password of an account with a second factor (or of anyone, when an
 * administrator requires it) opens no session: it gives a short-lived challenge, answered with a
 * code. Wrong codes count against the account exactly like wrong passwords (five lock it), across
 * challenges: a right password does not clear the count when a code follows, only a right code does.
 */

export const challengeMs = 5 * 60 * 1000;
export const recoveryCodeCount = 10;
const issuer = 'Hospital studio';
export const wrongCodeMessage = 'That code is not right. Check your authenticator app, or use a recovery code.';
export const challengeEndedMessage = 'Your sign-in has timed out. Please enter your email and password again.';

const totpOf = (secret: string, email: string): TOTP =>
  new TOTP({ issuer, label: email, algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret) });

export const newTotpSecret = (): string => new Secret({ size: 20 }).base32;

/** What an authenticator app needs: the secret typed by hand, its otpauth:// address, and that address as a QR code (SVG). */
export interface TwoFactorSetup {
  secret: string;
  otpauthUrl: string;
  qrSvg: string;
}

export async function twoFactorSetup(secret: string, email: string): Promise<TwoFactorSetup> {
  const otpauthUrl = totpOf(secret, email).toString();
  const qrSvg = await QRCode.toString(otpauthUrl, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
  return { secret, otpauthUrl, qrSvg };
}

/** The time step a code is right for (this one or either neighbour, for clocks a little off), or undefined. */
export function totpStep(secret: string, email: string, code: string, now = new Date()): number | undefined {
  const token = code.replace(/\s+/g, '');
  if (!/^\d{6}$/.test(token)) return undefined;
  const delta = totpOf(secret, email).validate({ token, timestamp: now.getTime(), window: 1 });
  return delta === null ? undefined : Math.floor(now.getTime() / 30_000) + delta;
}

/** The current code of a secret (tests, and nothing else, generate codes). */
export const totpCode = (secret: string, email: string, now = new Date()): string => totpOf(secret, email).generate({ timestamp: now.getTime() });

const normalizeRecoveryCode = (code: string): string => code.toLowerCase().replace(/[^a-z0-9]/g, '');

/** Ten new recovery codes (`abcd-efgh-jkmn`), replacing the old ones; only their hashes are kept. */
export async function replaceRecoveryCodes(db: Db, adminId: string, now = new Date()): Promise<string[]> {
  // No 0/o, 1/l/i: read aloud or copied from paper without doubt.
  const alphabet = 'abcdefghjkmnpqrstuvwxyz23456789';
  const codes = Array.from({ length: recoveryCodeCount }, () => {
    const chars = Array.from(crypto.randomBytes(12), (b) => alphabet[b % alphabet.length]).join('');
    return `${chars.slice(0, 4)}-${chars.slice(4, 8)}-${chars.slice(8, 12)}`;
  });
  await transaction(db, async (trx) => {
    await trx.deleteFrom('recovery_codes').where('admin_id', '=', adminId).execute();
    await trx
      .insertInto('recovery_codes')
      .values(codes.map((code) => ({ id: newId(), admin_id: adminId, code_hash: hashToken(normalizeRecoveryCode(code)), used_at: null, created_at: now.toISOString() })))
      .execute();
  });
  return codes;
}

/** Uses a recovery code once: a single UPDATE, so two requests cannot both spend it. */
async function spendRecoveryCode(db: Db, adminId: string, code: string, now: Date): Promise<boolean> {
  const normalized = normalizeRecoveryCode(code);
  if (normalized.length !== 12) return false;
  const result = await db.kysely
    .updateTable('recovery_codes')
    .set({ used_at: now.toISOString() })
    .where('admin_id', '=', adminId)
    .where('code_hash', '=', hashToken(normalized))
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function recoveryCodesLeft(db: Db, adminId: string): Promise<number> {
  const row = await db.kysely
    .selectFrom('recovery_codes')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('admin_id', '=', adminId)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** Accepts a TOTP step once: a code seen already (or an older one) is refused. */
async function acceptStep(db: Db, adminId: string, step: number): Promise<boolean> {
  const result = await db.kysely
    .updateTable('admins')
    .set({ totp_last_step: step })
    .where('id', '=', adminId)
    .where((eb) => eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', step)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

const twoFactorKey = 'two-factor';

/** Whether an administrator has required two-factor sign-in of every account. */
export async function isTwoFactorRequired(db: Db): Promise<boolean> {
  const row = await db.kysely.selectFrom('settings').select('value').where('key', '=', twoFactorKey).executeTakeFirst();
  if (!row) return false;
  try {
    return (JSON.parse(row.value) as { required?: unknown }).required === true;
  } catch {
    return false;
  }
}

export async function setTwoFactorRequired(db: Db, required: boolean): Promise<void> {
  const at = new Date().toISOString();
  const value = JSON.stringify({ required });
  await db.kysely
    .insertInto('settings')
    .values({ key: twoFactorKey, value, updated_at: at })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value, updated_at: at }))
    .execute();
}

export type SignInStart =
  | { kind: 'session'; token: string; admin: AdminIdentity }
  | { kind: 'second-factor'; challenge: string; admin: AdminIdentity; setup?: TwoFactorSetup };

/** The first step: email and password. Opens a session, or asks for the second factor. */
export async function startSignIn(db: Db, email: string, password: string, context: SignInContext = {}, now = new Date()): Promise<SignInStart> {
  const required = await isTwoFactorRequired(db);
  // With a second factor to come, the right password leaves the count of wrong attempts as it is:
  // only a right code clears it (`completeSignIn`), so wrong codes add up across challenges.
  const admin = await checkCredentials(db, email, password, now, { keepCount: (account) => account.totp_secret !== null || required });
  const identity = toIdentity(admin);
  const enrolled = admin.totp_secret !== null;
  if (!enrolled && !required) return { kind: 'session', token: await createSession(db, admin.id, now, context), admin: identity };
  const setupSecret = enrolled ? null : newTotpSecret();
  const challenge = crypto.randomBytes(32).toString('base64url');
  await db.kysely
    .insertInto('sign_in_challenges')
    .values({
      id: newId(),
      token_hash: hashToken(challenge),
      admin_id: admin.id,
      setup_secret: setupSecret,
      created_at: now.toISOString(),
      expires_at: new Date(now.getTime() + challengeMs).toISOString(),
    })
    .execute();
  return { kind: 'second-factor', challenge, admin: identity, ...(setupSecret ? { setup: await twoFactorSetup(setupSecret, admin.email) } : {}) };
}

/** The email of the account a pending challenge belongs to (for the log of a failed second step). */
export async function challengeOwner(db: Db, challenge: string): Promise<string | undefined> {
  const row = await db.kysely
    .selectFrom('sign_in_challenges')
    .innerJoin('admins', 'admins.id', 'sign_in_challenges.admin_id')
    .select('admins.email')
    .where('sign_in_challenges.token_hash', '=', hashToken(challenge))
    .executeTakeFirst();
  return row?.email;
}

export interface SecondFactorResult {
  token: string;
  admin: AdminIdentity;
  /** Present when this sign-in also turned two-factor on: shown once. */
  recoveryCodes?: string[];
  usedRecoveryCode: boolean;
}

/**
 * The second step: a code from the app (or a recovery code) for a challenge. A wrong one counts
 * against the account like a wrong password; a locked account is refused whatever the code.
 */
export async function completeSignIn(db: Db, challenge: string, code: string, context: SignInContext = {}, now = new Date()): Promise<SecondFactorResult> {
  const row = await db.kysely.selectFrom('sign_in_challenges').selectAll().where('token_hash', '=', hashToken(challenge)).executeTakeFirst();
  if (!row || row.expires_at <= now.toISOString()) throw new UnauthorizedError(challengeEndedMessage);
  const admin = await db.kysely.selectFrom('admins').selectAll().where('id', '=', row.admin_id).executeTakeFirst();
  if (!admin || admin.disabled_at !== null) throw new UnauthorizedError(challengeEndedMessage);
  // Whoever holds a challenge gave the right password: they are told of the lock, and until when.
  if (admin.locked_until !== null && isLocked(admin, now)) throw await accountLocked(db, admin.locked_until);
  const secret = admin.totp_secret ?? row.setup_secret;
  if (!secret) throw new UnauthorizedError(challengeEndedMessage);
  const step = totpStep(secret, admin.email, code, now);
  const usedRecoveryCode = step === undefined && admin.totp_secret !== null && (await spendRecoveryCode(db, admin.id, code, now));
  const right = usedRecoveryCode || (step !== undefined && (await acceptStep(db, admin.id, step)));
  if (!right) {
    await countFailedAttempt(db, admin.id, now);
    // The code that locks the account says so at once: this person gave the right password.
    const counted = await db.kysely.selectFrom('admins').select('locked_until').where('id', '=', admin.id).executeTakeFirst();
    if (counted?.locked_until && isLocked(counted, now)) throw await accountLocked(db, counted.locked_until);
    throw new UnauthorizedError(wrongCodeMessage);
  }
  if (!(await clearFailedAttempts(db, admin.id, now))) {
    const locked = await db.kysely.selectFrom('admins').select('locked_until').where('id', '=', admin.id).executeTakeFirst();
    throw locked?.locked_until ? await accountLocked(db, locked.locked_until) : new UnauthorizedError(wrongCodeMessage);
  }
  // One challenge, one session: a parallel request with the same challenge finds it gone.
  const spent = await db.kysely.deleteFrom('sign_in_challenges').where('id', '=', row.id).executeTakeFirst();
  if (Number(spent.numDeletedRows) === 0) throw new UnauthorizedError(challengeEndedMessage);
  let recoveryCodes: string[] | undefined;
  if (admin.totp_secret === null) {
    await db.kysely.updateTable('admins').set({ totp_secret: secret, totp_enabled_at: now.toISOString() }).where('id', '=', admin.id).execute();
    recoveryCodes = await replaceRecoveryCodes(db, admin.id, now);
  }
  const token = await createSession(db, admin.id, now, context);
  return { token, admin: toIdentity(admin), usedRecoveryCode, ...(recoveryCodes ? { recoveryCodes } : {}) };
}

const requirePassword = async (admin: Pick<AdminRow, 'password_hash'>, password: unknown): Promise<void> => {
  if (typeof password !== 'string' || !(await verifyPassword(admin.password_hash, password))) {
    throw new ValidationError('The current password is not correct.', { currentPassword: 'The current password is not correct.' });
  }
};

async function accountOf(db: Db, adminId: string): Promise<AdminRow> {
  const admin = await db.kysely.selectFrom('admins').selectAll().where('id', '=', adminId).executeTakeFirst();
  if (!admin) throw new UnauthorizedError('This account no longer exists.');
  return admin;
}

/** Turns two-factor on for a signed-in account, from the secret its app scanned and a code of it. */
export async function enableTwoFactor(db: Db, adminId: string, input: { secret: string; code: string; currentPassword: string }, now = new Date()): Promise<string[]> {
  const admin = await accountOf(db, adminId);
  await requirePassword(admin, input.currentPassword);
  if (!/^[A-Z2-7]{32}$/.test(input.secret)) throw new ValidationError('Start the set-up again: the secret is not valid.', { secret: 'Start the set-up again.' });
  const step = totpStep(input.secret, admin.email, input.code, now);
  if (step === undefined) throw new ValidationError(wrongCodeMessage, { code: 'That code is not right. Enter the 6 digits your app shows now.' });
  await db.kysely
    .updateTable('admins')
    .set({ totp_secret: input.secret, totp_enabled_at: now.toISOString(), totp_last_step: step })
    .where('id', '=', adminId)
    .execute();
  return replaceRecoveryCodes(db, adminId, now);
}

export async function disableTwoFactor(db: Db, adminId: string, currentPassword: string): Promise<void> {
  const admin = await accountOf(db, adminId);
  await requirePassword(admin, currentPassword);
  if (await isTwoFactorRequired(db)) {
    throw new ValidationError('An administrator requires two-factor sign-in for everyone: it cannot be turned off.', { currentPassword: 'Two-factor sign-in is required for everyone.' });
  }
  await db.kysely.updateTable('admins').set({ totp_secret: null, totp_enabled_at: null, totp_last_step: null }).where('id', '=', adminId).execute();
  await db.kysely.deleteFrom('recovery_codes').where('admin_id', '=', adminId).execute();
}

export async function newRecoveryCodes(db: Db, adminId: string, currentPassword: string): Promise<string[]> {
  const admin = await accountOf(db, adminId);
  await requirePassword(admin, currentPassword);
  if (admin.totp_secret === null) throw new ValidationError('Turn two-factor sign-in on first.');
  return replaceRecoveryCodes(db, adminId);
}
