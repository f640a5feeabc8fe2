import type { RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { twoFactorSignInTexts } from '@hospital/content/sign-in-texts';
import { can, permissions, roleKeys } from '@hospital/content/roles';
import type { Db } from '../db/database';
import { recordActivity } from '../activity/activity-operations';
import { UnauthorizedError } from '../errors/http-errors';
import { messageAnswer, refusals } from '../lib/route-schemas';
import { clearedStudioPreviewCookie } from '../lib/studio-cookie';
import { AccountLockedError, findAdminByEmail, revokeSession, type AdminIdentity, type SignInContext } from './auth-operations';
import { challengeOwner, completeSignIn, startSignIn, type SecondFactorResult, type SignInStart } from './two-factor';
import './auth-types';
import { everyChangeReviewed } from '../settings/site-settings-operations';

const loginBody = z.strictObject(
  {
    email: z.string({ error: 'Email is required.' }).trim().min(1, 'Email is required.').max(320, 'Email is too long.'),
    password: z.string({ error: 'Password is required.' }).min(1, 'Password is required.').max(1000, 'Password is too long.'),
  },
  { error: (issue) => (issue.code === 'unrecognized_keys' ? `Unknown field: ${issue.keys.join(', ')}.` : undefined) },
);

const adminUser = z.object({ _id: z.string(), name: z.string(), email: z.string() });

const secondFactorBody = z.strictObject(
  {
    challenge: z.string({ error: 'Please sign in again.' }).min(20, 'Please sign in again.').max(200, 'Please sign in again.'),
    code: z.string({ error: 'Enter the code.' }).trim().min(1, 'Enter the code.').max(40, 'That code is not right.'),
  },
  { error: (issue) => (issue.code === 'unrecognized_keys' ? `Unknown field: ${issue.keys.join(', ')}.` : undefined) },
);

const setupSchema = z
  .object({ secret: z.string(), otpauthUrl: z.string(), qrSvg: z.string() })
  .describe('Present when two-factor sign-in is required and the account has none yet: scan the QR code, then send a code');

const signedIn = z.object({
  token: z.string().optional(),
  message: z.string(),
  data: z.object({ token: z.string(), user: adminUser }).optional(),
  recoveryCodes: z.array(z.string()).optional().describe('Only when this sign-in turned two-factor on: shown once'),
  twoFactor: z
    .object({ challenge: z.string(), setup: setupSchema.optional() })
    .optional()
    .describe('Instead of a token, when the account signs in with a second factor: answer the challenge at login/two-factor'),
});

export interface AuthRouteOptions {
  db: Db;
  /** Sign-in attempts per minute from one IP address (passwords and second factors together). */
  loginRateLimit: number;
}

const userOf = (admin: AdminIdentity) => ({ _id: admin.id, name: admin.name, email: admin.email });
const contextOf = (request: FastifyRequest): SignInContext => ({ ip: request.ip, userAgent: request.headers['user-agent'] });

/**
 * The sign-in limit per address: one bucket (`login:{ip}`) for every route that checks a sign-in
 * secret (the password, a second factor), whatever the path's spelling or the body, counted in the
 * store every server process shares (see `cluster/shared-rate-limit.ts`).
 */
export function signInRateLimit(max: number): RateLimitOptions {
  return {
    max,
    timeWindow: '1 minute',
    keyGenerator: (request) => `login:${request.ip}`,
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      code: 'TOO_MANY_REQUESTS',
      message: `Too many sign-in attempts from this address. Please wait ${Math.ceil(context.ttl / 1000)} seconds and try again.`,
    }),
  };
}

/**
 * POST login and login/two-factor: public. Both take the sign-in limit's one bucket per address, so
 * a second factor guessed from an address spends the same allowance as passwords guessed from it.
 */
export async function loginRoutes(fastify: FastifyInstance, options: AuthRouteOptions): Promise<void> {
  const { db } = options;
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const logFailure = async (request: FastifyRequest, email: string, summary: string) => {
    const account = await findAdminByEmail(db, email);
    await recordActivity(db.kysely, {
      actor: account ? { id: account.id, name: account.name, email: account.email } : null,
      ip: request.ip,
      action: 'sign_in_failed',
      contentType: 'admins',
      recordId: account?.id,
      recordTitle: account?.name ?? email.slice(0, 320),
      summary,
    });
  };

  app.post(
    '/login',
    {
      config: { rateLimit: signInRateLimit(options.loginRateLimit), invalidBodyMessage: 'Please enter your email and password.' },
      schema: {
        tags: ['auth'],
        summary: 'Sign in with email and password (then login/two-factor when the account has a second factor)',
        body: loginBody,
        response: { 200: signedIn, ...refusals(400, 401, 429) },
      },
    },
    async (request, reply) => {
      const { email, password } = request.body;
      reply.header('cache-control', 'no-store');
      let start: SignInStart;
      try {
        start = await startSignIn(db, email, password, contextOf(request));
      } catch (error) {
        if (error instanceof AccountLockedError) await logFailure(request, email, `Failed sign-in as ${email.slice(0, 320)}: the right password, but the account is locked`);
        else if (error instanceof UnauthorizedError) await logFailure(request, email, `Failed sign-in as ${email.slice(0, 320)}: wrong password, unknown, locked or disabled account`);
        throw error;
      }
      if (start.kind === 'second-factor') {
        return {
          message: start.setup ? twoFactorSignInTexts.setUp : twoFactorSignInTexts.enterCode,
          twoFactor: { challenge: start.challenge, ...(start.setup ? { setup: start.setup } : {}) },
        };
      }
      await recordActivity(db.kysely, { actor: start.admin, ip: request.ip, action: 'sign_in', contentType: 'admins', recordId: start.admin.id, recordTitle: start.admin.name, summary: 'Signed in' });
      return { token: start.token, message: 'Login successful', data: { token: start.token, user: userOf(start.admin) } };
    },
  );

  app.post(
    '/login/two-factor',
    {
      config: { rateLimit: signInRateLimit(options.loginRateLimit), invalidBodyMessage: 'Please enter the code.' },
      schema: {
        tags: ['auth'],
        summary: 'The second step of sign-in: { challenge, code } with a code of the authenticator app or a recovery code',
        body: secondFactorBody,
        response: { 200: signedIn, ...refusals(400, 401, 429) },
      },
    },
    async (request, reply) => {
      const { challenge, code } = request.body;
      reply.header('cache-control', 'no-store');
      let result: SecondFactorResult;
      try {
        result = await completeSignIn(db, challenge, code, contextOf(request));
      } catch (error) {
        if (error instanceof UnauthorizedError || error instanceof AccountLockedError) {
          const pending = await challengeOwner(db, challenge);
          if (pending) await logFailure(request, pending, error instanceof AccountLockedError ? 'Failed sign-in: the account is locked' : 'Failed sign-in: wrong second factor');
        }
        throw error;
      }
      const { admin, token } = result;
      const how = result.recoveryCodes ? ' and turned two-factor sign-in on' : result.usedRecoveryCode ? ' with a recovery code' : ' with two-factor';
      await recordActivity(db.kysely, { actor: admin, ip: request.ip, action: 'sign_in', contentType: 'admins', recordId: admin.id, recordTitle: admin.name, summary: `Signed in${how}` });
      if (result.recoveryCodes) await recordActivity(db.kysely, { actor: admin, ip: request.ip, action: 'two_factor_enabled', contentType: 'admins', recordId: admin.id, recordTitle: admin.name, summary: 'Turned two-factor sign-in on (required for everyone)' });
      return {
        token,
        message: 'Login successful',
        data: { token, user: userOf(admin) },
        ...(result.recoveryCodes ? { recoveryCodes: result.recoveryCodes } : {}),
      };
    },
  );
}

/** GET me and POST logout: inside the admin scope. */
export async function sessionRoutes(fastify: FastifyInstance, options: { db: Db }): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/me',
    {
      config: { permission: 'signed-in' },
      schema: {
        tags: ['auth'],
        summary: 'The signed-in staff member',
        response: { 200: z.object({ data: adminUser }), ...refusals(401) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { data: { _id: request.admin.id, name: request.admin.name, email: request.admin.email } };
    },
  );
  app.get(
    '/me/access',
    {
      config: { permission: 'signed-in' },
      schema: {
        tags: ['auth'],
        summary: "The signed-in staff member's role, departments and what the role may do (the studio shows only that)",
        response: {
          200: z.object({
            data: z.object({
              role: z.enum(roleKeys),
              departmentIds: z.array(z.string()),
              contentTypes: z.array(z.string()).describe("An author's content types; empty: every type"),
              languages: z.array(z.string()).describe("A translator's languages"),
              permissions: z.array(z.enum(permissions)),
              everyChangeReviewed: z.boolean().describe('The site setting "Every change is reviewed": editors then submit for review and cannot publish their own change'),
            }),
          }),
          ...refusals(401),
        },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { role, departmentIds, contentTypes, languages } = request.admin;
      return { data: { role, departmentIds, contentTypes, languages, permissions: permissions.filter((p) => can(role, p)), everyChangeReviewed: await everyChangeReviewed(options.db) } };
    },
  );
  app.post(
    '/logout',
    {
      config: { contentChange: false, permission: 'signed-in', activity: 'sign_out' },
      schema: {
        tags: ['auth'],
        summary: 'Sign out: ends this session',
        response: { 200: messageAnswer, ...refusals(401) },
      },
    },
    async (request, reply) => {
      await revokeSession(options.db, request.authSession.tokenHash);
      // The session is gone, so its preview cookie opens nothing; the browser forgets it too.
      reply.header('set-cookie', clearedStudioPreviewCookie(request.protocol === 'https'));
      return { message: 'Signed out' };
    },
  );
}
