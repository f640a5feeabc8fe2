import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StaffAccount } from '@hospital/content/wire/accounts';
import { bearer, buildTestApi, json, signInToken } from '../../test/helpers/api';
import { dialects, type TestDatabase } from '../../test/helpers/databases';
import { createSession, upsertAdmin } from '../auth/auth-operations';
import { createUser } from './user-operations';

for (const dialect of dialects) {
  describe(`a locked account on ${dialect.name}`, () => {
    let test: TestDatabase;
    let app: FastifyInstance;
    let auth: Record<string, string>;
    const person = { email: 'locked.out@hospital.test', password: 'river-lantern-teal-42', name: 'Lata Locked' };
    let personId = '';

    beforeAll(async () => {
      test = await dialect.create();
      app = await buildTestApi(test.db, { loginRateLimit: 1_000_000 });
      auth = bearer(await signInToken(app));
      personId = (await upsertAdmin(test.db, person)).admin.id;
    });
    afterAll(async () => {
      await app?.close();
      await test?.drop();
    });

    const login = (password: string) => app.inject({ method: 'POST', url: '/api/admin/login', payload: { email: person.email, password } });
    const accountOf = async (): Promise<StaffAccount | undefined> => json<{ data: StaffAccount[] }>(await app.inject({ method: 'GET', url: '/api/admin/users', headers: auth })).data.find((a) => a._id === personId);

    it('shows the lock and until when on Users, and an administrator clears it so the right password works at once (logged)', async () => {
      for (let i = 0; i < 5; i += 1) expect((await login('not-the-password')).statusCode).toBe(401);
      const locked = await accountOf();
      expect(locked?.lockedUntil).toMatch(/^\d{4}-\d{2}-\d{2}T/);
      expect(new Date(locked?.lockedUntil ?? 0).getTime()).toBeGreaterThan(Date.now());

      const refused = await login(person.password);
      expect(refused.statusCode).toBe(401);
      expect(json<{ code: string; message: string; lockedUntil: string }>(refused)).toMatchObject({ code: 'ACCOUNT_LOCKED', lockedUntil: locked?.lockedUntil });
      expect(json<{ message: string }>(refused).message).toMatch(/^This account is locked after too many wrong attempts, until \d{1,2} \w{3} \d{4}, \d{2}:\d{2} \(Asia\/Kolkata\)\./);
      // A wrong password is told nothing of the lock.
      const guessed = await login('still-not-the-password');
      expect(json(guessed)).toEqual({ message: 'Invalid email or password', code: 'UNAUTHORIZED' });

      const unlocked = await app.inject({ method: 'POST', url: `/api/admin/users/${personId}/unlock`, headers: auth });
      expect(unlocked.statusCode, unlocked.body).toBe(200);
      expect(json<{ data: StaffAccount; message: string }>(unlocked)).toMatchObject({ data: { _id: personId, lockedUntil: null }, message: 'Account unlocked: they can sign in now' });
      expect((await accountOf())?.lockedUntil).toBeNull();
      expect((await login(person.password)).statusCode).toBe(200);
      const log = await test.db.kysely.selectFrom('activity_log').select(['action', 'summary', 'record_id']).where('action', '=', 'user_unlock').execute();
      expect(log).toEqual([{ action: 'user_unlock', summary: 'Unlocked the account of Lata Locked', record_id: personId }]);
    });

    it('refuses an unlock by anyone but an administrator, and of an account that does not exist, changing nothing', async () => {
      for (let i = 0; i < 5; i += 1) await login('not-the-password');
      const lockedUntil = (await accountOf())?.lockedUntil;
      expect(lockedUntil).not.toBeNull();
      const editor = (await createUser(test.db, { name: 'Esha Editor', email: 'esha@hospital.test', role: 'editor' })).account;
      const asEditor = bearer(await createSession(test.db, editor._id));
      expect((await app.inject({ method: 'POST', url: `/api/admin/users/${personId}/unlock`, headers: asEditor })).statusCode).toBe(403);
      expect((await app.inject({ method: 'POST', url: `/api/admin/users/${'0'.repeat(24)}/unlock`, headers: auth })).statusCode).toBe(404);
      expect((await app.inject({ method: 'POST', url: '/api/admin/users/not-an-id/unlock', headers: auth })).statusCode).toBe(400);
      expect((await accountOf())?.lockedUntil).toBe(lockedUntil);
    });
  });
}
