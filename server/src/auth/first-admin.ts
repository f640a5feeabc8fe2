import crypto from 'node:crypto';
import type { Config } from '../config/config';
import type { Db } from '../db/database';
import { upsertAdmin } from './auth-operations';

export const defaultAdminEmail = 'admin@example.org';

export interface FirstAdmin {
  email: string;
  /** The generated password, present only when one was generated: print it once. */
  generatedPassword?: string;
  /** What to print at start-up. */
  lines: string[];
}

/**
 * On a database with no administrator, creates one from ADMIN_EMAIL / ADMIN_PASSWORD, or
 * admin@example.org with a generated password. Returns what to print, or undefined when an
 * administrator already exists (the environment is then not read again).
 */
export async function ensureFirstAdmin(db: Db, config: Pick<Config, 'adminEmail' | 'adminPassword'>): Promise<FirstAdmin | undefined> {
  const any = await db.kysely.selectFrom('admins').select('id').limit(1).executeTakeFirst();
  if (any) return undefined;
  const email = config.adminEmail ?? defaultAdminEmail;
  const generatedPassword = config.adminPassword ? undefined : crypto.randomBytes(15).toString('base64url');
  const password = config.adminPassword ?? generatedPassword ?? '';
  try {
    await upsertAdmin(db, { email, password, name: 'Administrator' });
  } catch (error) {
    // Another server process created the first administrator at the same moment.
    if (await db.kysely.selectFrom('admins').select('id').limit(1).executeTakeFirst()) return undefined;
    throw error;
  }
  const lines = [
    'An administrator account was created. Sign in at /admin with:',
    `  email:    ${email}`,
    generatedPassword
      ? `  password: ${generatedPassword}   (shown only this once; change it under Profile, or reset it with npm run admin:create)`
      : '  password: as set in ADMIN_PASSWORD',
  ];
  return { email, ...(generatedPassword ? { generatedPassword } : {}), lines };
}
