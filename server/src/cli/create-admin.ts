import { parseArgs } from 'node:util';
import { isEmail } from '@hospital/content/formats';
import { upsertAdmin } from '../auth/auth-operations';
import { fail, openForCli, say } from '../lib/cli';

const usage = 'Usage: npm run admin:create -- --email admin@hospital.org --password "a long password" [--name "Full Name"]';

/**
 * npm run admin:create: adds an administrator, or resets the one with that email (new
 * password, unlocked, signed out everywhere).
 */
async function main(): Promise<void> {
  let values: { email?: string | undefined; password?: string | undefined; name?: string | undefined };
  try {
    ({ values } = parseArgs({
      options: { email: { type: 'string' }, password: { type: 'string' }, name: { type: 'string' } },
      strict: true,
    }));
  } catch (error) {
    fail(`${(error as Error).message}\n${usage}`);
  }
  const email = values.email?.trim() ?? '';
  const password = values.password ?? '';
  if (!email || !password) fail(usage);
  if (!isEmail(email)) fail(`"${email}" is not an email address.`);
  if (password.length < 8) fail('The password must be at least 8 characters.');
  if (password.length > 1000) fail('The password must be at most 1000 characters.');

  const { db } = await openForCli();
  try {
    const { admin, created } = await upsertAdmin(db, { email, password, name: values.name });
    say(
      created
        ? `Administrator ${admin.email} created. Sign in at /admin.`
        : `Administrator ${admin.email} reset: new password set, account unlocked, all sessions signed out.`,
    );
  } finally {
    await db.close();
  }
}

await main();
