import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sqliteDialect, testConfig, type TestDatabase } from '../../test/helpers/databases';
import { bearer, signInToken, testAdmin } from '../../test/helpers/api';
import { buildApp } from '../app';
import { upsertAdmin } from '../auth/auth-operations';
import type { Config } from '../config/config';

// Its subject is the profile routes' checks of the password, the email and the sessions, which does
// not depend on the database: SQLite only (CI's PostgreSQL pass, for the files about the database,
// leaves it out).
for (const dialect of [sqliteDialect]) {
  describe(`profile on ${dialect.name}`, () => {
    let test: TestDatabase;
    let config: Config;
    let app: FastifyInstance;

    beforeAll(async () => {
      test = await dialect.create();
      config = testConfig();
      await upsertAdmin(test.db, testAdmin);
      await upsertAdmin(test.db, { email: 'second@hospital.test', password: 'another-password-1', name: 'Second' });
      app = await buildApp({ config, db: test.db, web: false, logger: false });
    });
    afterAll(async () => {
      await app.close();
      await test.drop();
      fs.rmSync(config.dataDir, { recursive: true, force: true });
    });

    const put = (token: string, payload: Record<string, unknown>) =>
      app.inject({ method: 'PUT', url: '/api/admin/profile', headers: bearer(token), payload });

    it('answers the signed-in administrator and only with a session', async () => {
      const token = await signInToken(app);
      const response = await app.inject({ url: '/api/admin/profile', headers: bearer(token) });
      expect(response.statusCode).toBe(200);
      expect(response.json<{ data: object }>().data).toEqual({ _id: expect.any(String), name: testAdmin.name, email: testAdmin.email });
      expect(JSON.stringify(response.json())).not.toContain('password');
      expect((await app.inject({ url: '/api/admin/profile' })).statusCode).toBe(401);
      expect((await app.inject({ method: 'PUT', url: '/api/admin/profile', payload: {} })).statusCode).toBe(401);
    });

    it('requires the right current password and refuses a short new one or an email in use', async () => {
      const token = await signInToken(app);
      const base = { name: testAdmin.name, email: testAdmin.email };
      const missing = await put(token, base);
      expect(missing.statusCode).toBe(400);
      expect(missing.json<{ errors: Record<string, string> }>().errors.currentPassword).toBe('Enter your current password to save changes.');
      const wrong = await put(token, { ...base, currentPassword: 'not-my-password' });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json<{ errors: Record<string, string> }>().errors.currentPassword).toBe('The current password is not correct.');
      const short = await put(token, { ...base, currentPassword: testAdmin.password, newPassword: 'short' });
      expect(short.json<{ errors: Record<string, string> }>().errors.newPassword).toBe('The password must be at least 12 characters.');
      const taken = await put(token, { ...base, email: 'SECOND@hospital.test', currentPassword: testAdmin.password });
      expect(taken.statusCode).toBe(409);
      expect(taken.json<{ errors: Record<string, string> }>().errors.email).toBe('Another administrator already uses this email.');
      const extra = await put(token, { ...base, currentPassword: testAdmin.password, role: 'owner' });
      expect(extra.json<{ errors: Record<string, string> }>().errors.role).toBe('Unknown field: role.');
      const me = await app.inject({ url: '/api/admin/profile', headers: bearer(token) });
      expect(me.json<{ data: { email: string } }>().data.email).toBe(testAdmin.email);
    });

    it('changes name and email without touching sessions', async () => {
      const token = await signInToken(app);
      const other = await signInToken(app);
      const saved = await put(token, { name: 'Dr. Admin', email: testAdmin.email, currentPassword: testAdmin.password });
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json<{ data: { name: string } }>().data.name).toBe('Dr. Admin');
      expect((await app.inject({ url: '/api/admin/me', headers: bearer(other) })).statusCode).toBe(200);
      await put(token, { name: testAdmin.name, email: testAdmin.email, currentPassword: testAdmin.password });
    });

    it('a new password ends every other session and keeps this one', async () => {
      const current = await signInToken(app);
      const otherA = await signInToken(app);
      const otherB = await signInToken(app);
      const newPassword = 'a-much-longer-secret-42';
      const saved = await put(current, { name: testAdmin.name, email: testAdmin.email, currentPassword: testAdmin.password, newPassword });
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json<{ message: string }>().message).toBe('Profile saved. Your other sessions have been signed out.');
      expect((await app.inject({ url: '/api/admin/profile', headers: bearer(current) })).statusCode).toBe(200);
      for (const token of [otherA, otherB]) expect((await app.inject({ url: '/api/admin/me', headers: bearer(token) })).statusCode).toBe(401);
      const oldLogin = await app.inject({ method: 'POST', url: '/api/admin/login', payload: { email: testAdmin.email, password: testAdmin.password } });
      expect(oldLogin.statusCode).toBe(401);
      const newLogin = await app.inject({ method: 'POST', url: '/api/admin/login', payload: { email: testAdmin.email, password: newPassword } });
      expect(newLogin.statusCode).toBe(200);
    });
  });
}
