import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ActiveSession } from '@hospital/content/wire/accounts';
import type { Config } from '../config/config';
import type { Db } from '../db/database';
import '../auth/auth-types';
import { messageAnswer, refusals } from '../lib/route-schemas';
import { firstFieldMessage } from '../lib/parse-input';
import { z } from 'zod';
import { noteActivity } from '../activity/activity-hook';
import { revokeSessions } from '../auth/auth-operations';
import { disableTwoFactor, enableTwoFactor, isTwoFactorRequired, newRecoveryCodes, newTotpSecret, recoveryCodesLeft, twoFactorSetup } from '../auth/two-factor';
import { endSession, getProfile, listSessions, profileSchema, updateProfile } from './profile-operations';
import '../access/access-types';

export interface ProfileRoutesOptions {
  config: Config;
  db: Db;
}

/** The signed-in administrator's own account (the admin scope has authenticated the request). */
export async function profileRoutes(fastify: FastifyInstance, options: ProfileRoutesOptions): Promise<void> {
  const { db } = options;
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get('/profile', { config: self, schema: { tags: ['profile'], summary: 'Your own name and email', response: { 200: z.object({ data: profile }) } } }, async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return { data: await getProfile(db, request.admin.id) };
  });

  app.put('/profile', { config: { ...self, activity: 'profile_change' }, schema: { tags: ['profile'], summary: 'Change your name, email or password (current password required)', body: profileSchema, response: { 200: z.object({ data: profile, message: z.string() }), ...refusals(400, 401) } } }, async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    const { profile, passwordChanged } = await updateProfile(db, request.admin.id, request.body, request.authSession.tokenHash);
    return {
      data: profile,
      message: passwordChanged ? 'Profile saved. Your other sessions have been signed out.' : 'Profile saved',
    };
  });

  app.get('/profile/sessions', { config: self, schema: { tags: ['profile'], summary: 'Your active sessions: device, address, last seen; current marks this one', response: { 200: z.object({ data: z.array(activeSession) }) } } }, async (request) => ({
    data: await listSessions(db, request.admin.id, request.authSession.id),
  }));

  app.delete('/profile/sessions/:id', { config: { ...selfChange, activity: 'sign_out' }, schema: { tags: ['profile'], summary: 'Sign out one of your sessions', params: sessionParams, response: { 200: z.object({ data: z.object({ _id: z.string() }), message: z.string() }), ...refusals(400, 404) } } }, async (request) => {
    const { id } = request.params;
    await endSession(db, request.admin.id, id);
    noteActivity(request, { action: 'sign_out', contentType: 'admins', recordId: request.admin.id, recordTitle: request.admin.name, summary: id === request.authSession.id ? 'Signed out' : 'Signed out one of their other sessions' });
    return { data: { _id: id }, message: 'Session signed out' };
  });

  app.post('/profile/sessions/sign-out-others', { config: { ...selfChange, activity: 'sign_out' }, schema: { tags: ['profile'], summary: 'Sign out everywhere else: ends every session but this one', response: { 200: messageAnswer } } }, async (request) => {
    await revokeSessions(db, request.admin.id, request.authSession.tokenHash);
    noteActivity(request, { action: 'sign_out', contentType: 'admins', recordId: request.admin.id, recordTitle: request.admin.name, summary: 'Signed out everywhere else' });
    return { message: 'Signed out everywhere else' };
  });

  app.get('/profile/two-factor', { config: self, schema: {
        tags: ['profile'],
        summary: 'Whether two-factor sign-in is on, recovery codes left, and whether it is required',
        response: { 200: z.object({ data: z.object({ enabled: z.boolean(), enabledAt: z.string().nullable(), recoveryCodesLeft: z.number().int(), required: z.boolean() }) }) },
      },
    }, async (request) => {
    const profile = await db.kysely.selectFrom('admins').select(['totp_enabled_at']).where('id', '=', request.admin.id).executeTakeFirst();
    return { data: { enabled: Boolean(profile?.totp_enabled_at), enabledAt: profile?.totp_enabled_at ?? null, recoveryCodesLeft: await recoveryCodesLeft(db, request.admin.id), required: await isTwoFactorRequired(db) } };
  });

  app.post('/profile/two-factor/setup', { config: { ...selfChange, activity: 'two_factor_setup' }, schema: {
        tags: ['profile'],
        summary: 'Start turning two-factor on: a new secret, its otpauth:// address and QR code (SVG); nothing is saved until enable',
        response: { 200: z.object({ data: z.object({ secret: z.string(), otpauthUrl: z.string(), qrSvg: z.string() }) }) },
      },
    }, async (request) => {
    noteActivity(request, { action: 'two_factor_setup', contentType: 'admins', recordId: request.admin.id, recordTitle: request.admin.name, summary: 'Started setting up two-factor sign-in' });
    return { data: await twoFactorSetup(newTotpSecret(), request.admin.email) };
  });

  app.post('/profile/two-factor/enable', { config: { ...selfChange, activity: 'two_factor_enabled', invalidBodyMessage: firstFieldMessage }, schema: { tags: ['profile'], summary: 'Turn two-factor on: { secret, code, currentPassword }; answers ten recovery codes, shown once', body: enableBody, response: { 200: recoveryCodesAnswer, ...refusals(400, 401) } } }, async (request) => {
    const recoveryCodes = await enableTwoFactor(db, request.admin.id, request.body);
    noteActivity(request, { action: 'two_factor_enabled', contentType: 'admins', recordId: request.admin.id, recordTitle: request.admin.name, summary: 'Turned two-factor sign-in on' });
    return { data: { recoveryCodes }, message: 'Two-factor sign-in is on' };
  });

  app.post('/profile/two-factor/disable', { config: { ...selfChange, activity: 'two_factor_disabled', invalidBodyMessage: firstFieldMessage }, schema: { tags: ['profile'], summary: 'Turn two-factor off: { currentPassword } (refused while it is required for everyone)', body: passwordBody, response: { 200: messageAnswer, ...refusals(400, 401, 409) } } }, async (request) => {
    const { currentPassword } = request.body;
    await disableTwoFactor(db, request.admin.id, currentPassword);
    noteActivity(request, { action: 'two_factor_disabled', contentType: 'admins', recordId: request.admin.id, recordTitle: request.admin.name, summary: 'Turned two-factor sign-in off' });
    return { message: 'Two-factor sign-in is off' };
  });

  app.post('/profile/two-factor/recovery-codes', { config: { ...selfChange, activity: 'recovery_codes', invalidBodyMessage: firstFieldMessage }, schema: { tags: ['profile'], summary: 'Ten new recovery codes: { currentPassword }; the old ones stop working', body: passwordBody, response: { 200: recoveryCodesAnswer, ...refusals(400, 401) } } }, async (request) => {
    const { currentPassword } = request.body;
    const recoveryCodes = await newRecoveryCodes(db, request.admin.id, currentPassword);
    noteActivity(request, { action: 'recovery_codes', contentType: 'admins', recordId: request.admin.id, recordTitle: request.admin.name, summary: 'Made new two-factor recovery codes' });
    return { data: { recoveryCodes }, message: 'New recovery codes made' };
  });
}

const profile = z.object({ _id: z.string(), name: z.string(), email: z.string() });
const activeSession = z.object({
  _id: z.string(),
  device: z.string().nullable(),
  ip: z.string().nullable(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  current: z.boolean(),
}) satisfies z.ZodType<ActiveSession>;
const recoveryCodesAnswer = z.object({ data: z.object({ recoveryCodes: z.array(z.string()) }), message: z.string() });

/** Every account's own profile, sessions and second factor. */
const self = { permission: 'signed-in' } as const;
const selfChange = { ...self, contentChange: false } as const;
const sessionParams = z.object({ id: z.string().regex(/^[a-f0-9]{24}$/, 'id must be a session id.') });
const strict = { error: (issue: z.core.$ZodRawIssue) => (issue.code === 'unrecognized_keys' ? `Unknown field: ${issue.keys.join(', ')}.` : undefined) };
const passwordBody = z.strictObject({ currentPassword: z.string({ error: 'Enter your current password.' }).min(1, 'Enter your current password.').max(1000, 'The current password is not correct.') }, strict);
const enableBody = passwordBody.extend({
  secret: z.string({ error: 'Start the set-up again.' }).max(100, 'Start the set-up again.'),
  code: z.string({ error: 'Enter the 6-digit code.' }).trim().min(1, 'Enter the 6-digit code.').max(20, 'Enter the 6-digit code.'),
});
