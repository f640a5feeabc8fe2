import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialects, type TestDatabase } from '../../test/helpers/databases';
import type { Db } from '../db/database';
import { UnauthorizedError } from '../errors/http-errors';
import {
  AccountLockedError,
  authenticate,
  createSession,
  findAdminByEmail,
  hashPassword,
  invalidCredentialsMessage,
  lockoutMs,
  revokeSessions,
  sessionIdleMs,
  signIn,
  upsertAdmin,
  verifyPassword,
} from './auth-operations';
import { defaultAdminEmail, ensureFirstAdmin } from './first-admin';

const rejection = async (promise: Promise<unknown>): Promise<unknown> => promise.then(() => undefined, (error: unknown) => error);

describe('password hashing', () => {
  it('uses Argon2id and verifies only the right password', async () => {
    const hash = await hashPassword('correct-horse-battery-9');
    expect(hash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(hash, 'correct-horse-battery-9')).toBe(true);
    expect(await verifyPassword(hash, 'wrong')).toBe(false);
    expect(await verifyPassword('not a hash', 'x')).toBe(false);
  });
});

for (const dialect of dialects) {
  describe(`sign-in and sessions on ${dialect.name}`, () => {
    let test: TestDatabase;
    let db: Db;
    let n = 0;
    const newAdmin = async () => {
      n += 1;
      const email = `admin${n}@hospital.test`;
      const { admin } = await upsertAdmin(db, { email, password: 'right-password-1', name: `Admin ${n}` });
      return { ...admin, password: 'right-password-1' };
    };

    beforeAll(async () => {
      test = await dialect.create();
      db = test.db;
    });
    afterAll(async () => test.drop());

    it('signs in with the right pair, case-insensitively on the email, and stores only the token hash', async () => {
      const admin = await newAdmin();
      const { token, admin: identity } = await signIn(db, admin.email.toUpperCase(), admin.password);
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(identity).toEqual({ id: admin.id, name: admin.name, email: admin.email });
      const stored = await db.kysely.selectFrom('sessions').selectAll().where('admin_id', '=', admin.id).execute();
      expect(stored).toHaveLength(1);
      expect(stored[0]?.token_hash).not.toContain(token);
      expect((await authenticate(db, token))?.admin.id).toBe(admin.id);
    });

    it('gives unknown emails and wrong passwords the same answer', async () => {
      const admin = await newAdmin();
      const unknown = await rejection(signIn(db, 'nobody@hospital.test', 'whatever'));
      const wrong = await rejection(signIn(db, admin.email, 'whatever'));
      for (const error of [unknown, wrong]) {
        expect(error).toBeInstanceOf(UnauthorizedError);
        expect((error as UnauthorizedError).message).toBe(invalidCredentialsMessage);
      }
    });

    it('locks the account after five failed sign-ins, tells the right password it is locked and until when (hospital time), a wrong one nothing, and resets on success after', async () => {
      const admin = await newAdmin();
      const start = new Date('2026-01-01T10:00:00.000Z');
      for (let i = 0; i < 4; i += 1) await rejection(signIn(db, admin.email, 'wrong', start));
      // Four failures: the right password still works and clears the count.
      await signIn(db, admin.email, admin.password, start);
      expect((await findAdminByEmail(db, admin.email))?.failed_attempts).toBe(0);
      for (let i = 0; i < 5; i += 1) await rejection(signIn(db, admin.email, 'wrong', start));
      const locked = await rejection(signIn(db, admin.email, admin.password, new Date(start.getTime() + 60_000)));
      expect(locked).toBeInstanceOf(AccountLockedError);
      // 10:00 UTC and 15 minutes: 15:45 in Asia/Kolkata, the default hospital time zone.
      expect((locked as AccountLockedError).message).toBe(
        'This account is locked after too many wrong attempts, until 1 Jan 2026, 15:45 (Asia/Kolkata). Try again then, or ask an administrator to unlock it.',
      );
      expect((locked as AccountLockedError).details).toEqual({ lockedUntil: '2026-01-01T10:15:00.000Z' });
      // A wrong password learns nothing of the lock, and does not make it longer.
      const guessed = await rejection(signIn(db, admin.email, 'wrong', new Date(start.getTime() + 60_000)));
      expect(guessed).toBeInstanceOf(UnauthorizedError);
      expect((guessed as UnauthorizedError).message).toBe(invalidCredentialsMessage);
      expect((guessed as UnauthorizedError).details).toBeUndefined();
      expect((await findAdminByEmail(db, admin.email))?.locked_until).toBe('2026-01-01T10:15:00.000Z');
      const later = new Date(start.getTime() + lockoutMs + 1000);
      await signIn(db, admin.email, admin.password, later);
      expect(await findAdminByEmail(db, admin.email)).toMatchObject({ failed_attempts: 0, locked_until: null });
    });

    it('counts 100 parallel wrong attempts atomically and locks the account', async () => {
      const admin = await newAdmin();
      const results = await Promise.allSettled(Array.from({ length: 100 }, () => signIn(db, admin.email, 'wrong-password')));
      expect(results.every((r) => r.status === 'rejected')).toBe(true);
      const row = await findAdminByEmail(db, admin.email);
      expect(row?.failed_attempts).toBe(100);
      expect(row?.locked_until).not.toBeNull();
      expect(await rejection(signIn(db, admin.email, admin.password))).toBeInstanceOf(AccountLockedError);
    }, 120_000);

    it('ends a session after 8 hours idle and slides the expiry on use, written at most once a minute', async () => {
      const admin = await newAdmin();
      const t0 = new Date('2026-02-01T08:00:00.000Z');
      const token = await createSession(db, admin.id, t0);
      const expiry = async () => (await db.kysely.selectFrom('sessions').select('expires_at').where('admin_id', '=', admin.id).executeTakeFirstOrThrow()).expires_at;
      expect(await expiry()).toBe(new Date(t0.getTime() + sessionIdleMs).toISOString());
      await authenticate(db, token, new Date(t0.getTime() + 30_000));
      expect(await expiry()).toBe(new Date(t0.getTime() + sessionIdleMs).toISOString());
      const t1 = new Date(t0.getTime() + 7 * 60 * 60 * 1000);
      expect(await authenticate(db, token, t1)).toBeDefined();
      expect(await expiry()).toBe(new Date(t1.getTime() + sessionIdleMs).toISOString());
      expect(await authenticate(db, token, new Date(t1.getTime() + sessionIdleMs - 1000))).toBeDefined();
      expect(await authenticate(db, token, new Date(t1.getTime() + 2 * sessionIdleMs))).toBeUndefined();
      expect(await authenticate(db, 'forged-token-forged-token-forged')).toBeUndefined();
    });

    it('revokes every session of an administrator but the one kept', async () => {
      const admin = await newAdmin();
      const keep = await signIn(db, admin.email, admin.password);
      const other = await signIn(db, admin.email, admin.password);
      const kept = await authenticate(db, keep.token);
      await revokeSessions(db, admin.id, kept?.tokenHash);
      expect(await authenticate(db, keep.token)).toBeDefined();
      expect(await authenticate(db, other.token)).toBeUndefined();
    });

    it('resets an administrator from the command line: new password, unlocked, signed out', async () => {
      const admin = await newAdmin();
      const session = await signIn(db, admin.email, admin.password);
      for (let i = 0; i < 5; i += 1) await rejection(signIn(db, admin.email, 'wrong'));
      const { created } = await upsertAdmin(db, { email: admin.email, password: 'brand-new-password' });
      expect(created).toBe(false);
      expect(await authenticate(db, session.token)).toBeUndefined();
      expect((await signIn(db, admin.email, 'brand-new-password')).admin.name).toBe(admin.name);
    });
  });

  describe(`the first administrator on ${dialect.name}`, () => {
    it('is created from ADMIN_EMAIL and ADMIN_PASSWORD once, without printing the password', async () => {
      const test = await dialect.create();
      try {
        const first = await ensureFirstAdmin(test.db, { adminEmail: 'boss@hospital.test', adminPassword: 'set-in-env-123' });
        expect(first?.generatedPassword).toBeUndefined();
        expect(first?.lines.join('\n')).toContain('boss@hospital.test');
        expect(first?.lines.join('\n')).toContain('password: as set in ADMIN_PASSWORD');
        expect(first?.lines.join('\n')).not.toContain('set-in-env-123');
        expect((await signIn(test.db, 'boss@hospital.test', 'set-in-env-123')).admin.email).toBe('boss@hospital.test');
        expect(await ensureFirstAdmin(test.db, { adminEmail: 'other@hospital.test', adminPassword: 'other-pass-123' })).toBeUndefined();
      } finally {
        await test.drop();
      }
    });

    it('is admin@example.org with a generated password printed once when none is configured', async () => {
      const test = await dialect.create();
      try {
        const first = await ensureFirstAdmin(test.db, { adminEmail: undefined, adminPassword: undefined });
        expect(first?.email).toBe(defaultAdminEmail);
        expect(first?.generatedPassword).toMatch(/^[A-Za-z0-9_-]{20}$/);
        expect(first?.lines.join('\n')).toContain(String(first?.generatedPassword));
        await signIn(test.db, defaultAdminEmail, String(first?.generatedPassword));
      } finally {
        await test.drop();
      }
    });
  });
}
