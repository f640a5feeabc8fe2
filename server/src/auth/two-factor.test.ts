import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { dialects, testConfig, type TestDatabase } from '../../test/helpers/databases';
import { findAdminByEmail, upsertAdmin } from './auth-operations';
import { passwordProblem } from './password-policy';
import { enableTwoFactor, newTotpSecret, setTwoFactorRequired, totpCode, wrongCodeMessage } from './two-factor';

describe('the password rule', () => {
  it('refuses passwords under 12 characters and common ones, and takes a long uncommon one', () => {
    expect(passwordProblem('short-pass1')).toMatch(/at least 12/);
    expect(passwordProblem('qwerty123456')).toMatch(/most common/);
    expect(passwordProblem('1q2w3e4r5t6y')).toMatch(/most common/);
    expect(passwordProblem('aaaaaaaaaaaaaaa')).toBeDefined();
    expect(passwordProblem('Tulsi-lamp-river-42')).toBeUndefined();
  });
});

for (const dialect of dialects) {
  describe(`two-factor sign-in on ${dialect.name}`, () => {
    let test: TestDatabase;
    let app: FastifyInstance;
    let n = 0;
    const password = 'second-factor-test-9';

    beforeAll(async () => {
      test = await dialect.create();
      app = await buildApp({ config: testConfig(), db: test.db, web: false, logger: false, loginRateLimit: 1_000_000 });
    });
    afterAll(async () => {
      await app?.close();
      await test?.drop();
    });

    const enrolled = async () => {
      n += 1;
      const email = `doctor${n}@hospital.test`;
      const { admin } = await upsertAdmin(test.db, { email, password, name: `Doctor ${n}` });
      const secret = newTotpSecret();
      const recoveryCodes = await enableTwoFactor(test.db, admin.id, { secret, code: totpCode(secret, email), currentPassword: password });
      // The code used to turn it on is spent: sign-ins below use the next step's.
      return { id: admin.id, email, secret, recoveryCodes };
    };
    const login = (email: string, pass = password, remoteAddress = '10.1.1.1') => app.inject({ method: 'POST', url: '/api/admin/login', remoteAddress, payload: { email, password: pass } });
    const second = (challenge: string, code: string, remoteAddress = '10.1.1.1') => app.inject({ method: 'POST', url: '/api/admin/login/two-factor', remoteAddress, payload: { challenge, code } });
    const challengeOf = async (email: string) => {
      const response = await login(email);
      expect(response.statusCode).toBe(200);
      const body = response.json() as { token?: string; twoFactor: { challenge: string } };
      expect(body.token).toBeUndefined();
      return body.twoFactor.challenge;
    };

    it('asks for the code after the right password, opens a session with it, and takes each recovery code once', async () => {
      const account = await enrolled();
      const challenge = await challengeOf(account.email);
      const later = new Date(Date.now() + 30_000);
      const ok = await second(challenge, totpCode(account.secret, account.email, later));
      expect(ok.statusCode).toBe(200);
      const token = (ok.json() as { token: string }).token;
      expect((await app.inject({ method: 'GET', url: '/api/admin/me', headers: { authorization: `Bearer ${token}` } })).statusCode).toBe(200);
      // The challenge is spent.
      expect((await second(challenge, totpCode(account.secret, account.email, later))).statusCode).toBe(401);
      const code = account.recoveryCodes[0] as string;
      expect(account.recoveryCodes).toHaveLength(10);
      expect((await second(await challengeOf(account.email), code.toUpperCase())).statusCode).toBe(200);
      expect((await second(await challengeOf(account.email), code)).statusCode).toBe(401);
      const log = await test.db.kysely.selectFrom('activity_log').select(['action', 'summary']).where('actor_id', '=', account.id).execute();
      expect(log.map((l) => l.summary)).toEqual(expect.arrayContaining(['Signed in with two-factor', 'Signed in with a recovery code', 'Failed sign-in: wrong second factor']));
    });

    it('lets 100 parallel wrong codes through none, counts them like wrong passwords and locks the account, so the right code is refused after', async () => {
      const account = await enrolled();
      const challenge = await challengeOf(account.email);
      const guesses = Array.from({ length: 100 }, (_, i) => String(100000 + i * 7919).slice(0, 6));
      const right = totpCode(account.secret, account.email, new Date(Date.now() + 30_000));
      const results = await Promise.all(guesses.filter((g) => g !== right).map((g) => second(challenge, g)));
      expect(results.every((r) => r.statusCode === 401 || r.statusCode === 429)).toBe(true);
      // Each is a wrong code, or finds the account locked by the others (and says until when).
      expect(results.filter((r) => r.statusCode === 401).every((r) => (r.json() as { message: string }).message === wrongCodeMessage || (r.json() as { code: string }).code === 'ACCOUNT_LOCKED')).toBe(true);
      const row = await findAdminByEmail(test.db, account.email);
      expect(row?.failed_attempts).toBeGreaterThanOrEqual(5);
      expect(row?.locked_until).not.toBeNull();
      expect((await second(challenge, right)).statusCode).toBe(401);
      // The same count as passwords: the right password is refused too while locked.
      expect((await login(account.email)).statusCode).toBe(401);
    }, 120_000);

    it('counts wrong codes per account across challenges: 20 wrong codes, 4 a challenge, lock it at the fifth, and the password does not clear the count', async () => {
      const account = await enrolled();
      const answers: { step: string; status: number; code?: string }[] = [];
      const challenges: string[] = [];
      // A guesser who knows the password keeps each challenge under five wrong codes and signs in again.
      for (let challenge = 0; challenge < 5; challenge += 1) {
        const start = await login(account.email, password, `10.3.3.${challenge}`);
        const started = start.json() as { code?: string; twoFactor?: { challenge: string } };
        answers.push({ step: 'password', status: start.statusCode, ...(started.code ? { code: started.code } : {}) });
        if (!started.twoFactor) continue;
        challenges.push(started.twoFactor.challenge);
        for (let guess = 0; guess < 4; guess += 1) {
          const wrong = await second(started.twoFactor.challenge, String(100000 + challenge * 10 + guess), `10.3.3.${challenge}`);
          answers.push({ step: 'code', status: wrong.statusCode, ...((wrong.json() as { code?: string }).code ? { code: (wrong.json() as { code: string }).code } : {}) });
        }
      }
      const codes = answers.filter((a) => a.step === 'code');
      // Five wrong codes, over two challenges, lock the account (the fifth says so); every later step finds it locked.
      expect(codes.slice(0, 5).map((a) => a.code)).toEqual(['UNAUTHORIZED', 'UNAUTHORIZED', 'UNAUTHORIZED', 'UNAUTHORIZED', 'ACCOUNT_LOCKED']);
      expect(codes.slice(4).every((a) => a.status === 401 && a.code === 'ACCOUNT_LOCKED')).toBe(true);
      expect(answers.filter((a) => a.step === 'password').slice(2).every((a) => a.status === 401 && a.code === 'ACCOUNT_LOCKED')).toBe(true);
      const row = await findAdminByEmail(test.db, account.email);
      expect(row?.failed_attempts).toBe(5);
      expect(row?.locked_until ?? '').not.toBe('');
      // The right code, on the challenge still open, does not get through the lock either.
      const right = await second(challenges.at(-1) ?? '', totpCode(account.secret, account.email, new Date(Date.now() + 30_000)), '10.3.3.9');
      expect(right.statusCode).toBe(401);
      expect((right.json() as { code: string }).code).toBe('ACCOUNT_LOCKED');
    });

    it('clears the count of wrong codes with a right code, not with the right password', async () => {
      const account = await enrolled();
      for (let round = 0; round < 2; round += 1) {
        const challenge = await challengeOf(account.email);
        expect((await second(challenge, '000000')).statusCode).toBe(401);
        expect((await second(challenge, '000001')).statusCode).toBe(401);
      }
      expect((await findAdminByEmail(test.db, account.email))?.failed_attempts).toBe(4);
      const ok = await second(await challengeOf(account.email), totpCode(account.secret, account.email, new Date(Date.now() + 30_000)));
      expect(ok.statusCode).toBe(200);
      expect((await findAdminByEmail(test.db, account.email))?.failed_attempts).toBe(0);
    });

    // On PostgreSQL (and Redis) the sign-in limit's store is shared, and both steps count in the one
    // `login:{ip}` bucket; SQLite's single process keeps a bucket per route in memory.
    it('limits second factors per address with the sign-in limit (one bucket with passwords where the store is shared)', async () => {
      // The limit as an operator sets it (SIGN_IN_LIMIT).
      const limited = await buildApp({ config: testConfig({ SIGN_IN_LIMIT: '3' }), db: test.db, web: false, logger: false });
      try {
        const account = await enrolled();
        const first = await limited.inject({ method: 'POST', url: '/api/admin/login', remoteAddress: '10.7.7.7', payload: { email: account.email, password } });
        const challenge = (first.json() as { twoFactor: { challenge: string } }).twoFactor.challenge;
        const codes = ['000001', '000002', '000003', '000004'];
        const answers = [];
        for (const code of codes) answers.push((await limited.inject({ method: 'POST', url: '/api/admin/login/two-factor', remoteAddress: '10.7.7.7', payload: { challenge, code } })).statusCode);
        expect(answers).toEqual(dialect.name === 'postgres' ? [401, 401, 429, 429] : [401, 401, 401, 429]);
      } finally {
        await limited.close();
      }
    });

    it('enrols at sign-in when an administrator requires two-factor for everyone, and shows the recovery codes once', async () => {
      n += 1;
      const email = `nurse${n}@hospital.test`;
      await upsertAdmin(test.db, { email, password, name: 'Nurse' });
      await setTwoFactorRequired(test.db, true);
      try {
        const response = await login(email, password, '10.2.2.2');
        const body = response.json() as { twoFactor: { challenge: string; setup: { secret: string; otpauthUrl: string; qrSvg: string } } };
        expect(body.twoFactor.setup.otpauthUrl).toMatch(/^otpauth:\/\/totp\//);
        expect(body.twoFactor.setup.qrSvg).toMatch(/^<svg/);
        const done = await second(body.twoFactor.challenge, totpCode(body.twoFactor.setup.secret, email), '10.2.2.2');
        expect(done.statusCode).toBe(200);
        expect((done.json() as { recoveryCodes: string[] }).recoveryCodes).toHaveLength(10);
        expect((await findAdminByEmail(test.db, email))?.totp_secret).toBe(body.twoFactor.setup.secret);
      } finally {
        await setTwoFactorRequired(test.db, false);
      }
    });
  });
}
