import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../../src/app';
import { upsertAdmin } from '../../src/auth/auth-operations';
import type { Db } from '../../src/db/database';
import { testConfig } from './databases';

export const testAdmin = { email: 'admin@hospital.test', password: 'correct-horse-battery-9', name: 'Test Admin' };

/** The API on a test database (no web app), with one administrator. */
export async function buildTestApi(db: Db, options: { loginRateLimit?: number } = {}): Promise<FastifyInstance> {
  await upsertAdmin(db, testAdmin);
  return buildApp({ config: testConfig(), db, web: false, logger: false, ...options });
}

/** Signs the test administrator in and returns the bearer token. */
export async function signInToken(app: FastifyInstance): Promise<string> {
  const response = await app.inject({ method: 'POST', url: '/api/admin/login', payload: { email: testAdmin.email, password: testAdmin.password } });
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.statusCode} ${response.body}`);
  return (response.json() as { token: string }).token;
}

export const bearer = (token: string): Record<string, string> => ({ authorization: `Bearer ${token}` });

export const json = <T = Record<string, unknown>>(response: LightMyRequestResponse): T => response.json() as T;
