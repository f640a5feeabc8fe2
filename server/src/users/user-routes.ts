import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { formatHospitalTime } from '@hospital/content/hospital-time';
import { roleKeys } from '@hospital/content/roles';
import type { StaffAccount } from '@hospital/content/wire/accounts';
import { noteActivity } from '../activity/activity-hook';
import { recordActivity } from '../activity/activity-operations';
import { isTwoFactorRequired, setTwoFactorRequired } from '../auth/two-factor';
import type { Config } from '../config/config';
import type { Db } from '../db/database';
import { refusals } from '../lib/route-schemas';
import { firstFieldMessage } from '../lib/parse-input';
import { queueMail } from '../mail/outbox';
import { getSiteSettings, hospitalTimeZone } from '../settings/site-settings-operations';
import {
  createUser,
  deleteUser,
  listUsers,
  newUserSchema,
  passwordLinkAccount,
  resetPasswordLink,
  setPasswordSchema,
  unlockUser,
  setPasswordWithLink,
  updateUser,
  userChangeSchema,
  type PasswordLink,
} from './user-operations';
import '../access/access-types';

export interface UserRoutesOptions {
  config: Config;
  db: Db;
}

const idParams = z.object({ id: z.string().regex(/^[a-f0-9]{24}$/, 'id must be an account id.') });
const manage = { permission: 'users.manage', contentChange: false } as const;
const twoFactorBody = z.strictObject({ required: z.boolean({ error: 'required must be true or false.' }) });
/** Account bodies answer their first field's message, as the operations do. */
const manageBody = { ...manage, invalidBodyMessage: firstFieldMessage } as const;

const staffAccount = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(roleKeys),
  roleLabel: z.string(),
  departmentIds: z.array(z.string()),
  departments: z.array(z.object({ _id: z.string(), title: z.string() })),
  contentTypes: z.array(z.string()).describe("An author's content types (keys); empty: every type"),
  languages: z.array(z.string()).describe("A translator's languages (codes)"),
  locationIds: z.array(z.string()).describe("A requests desk person's locations of the network; empty: every location"),
  state: z.enum(['active', 'disabled', 'invited']),
  lastSignInAt: z.string().nullable(),
  twoFactor: z.boolean(),
  lockedUntil: z.string().nullable().describe('Until when wrong passwords or codes keep the account locked; null when it is not'),
  createdAt: z.string(),
}) satisfies z.ZodType<StaffAccount>;
/** A one-time set-password link: its address is shown once, to the administrator who made it. */
const linkAnswer = z.object({ data: staffAccount, link: z.object({ url: z.string(), expiresAt: z.string(), mailed: z.boolean() }), message: z.string() });
const deletedAnswer = z.object({ data: z.object({ _id: z.string() }), message: z.string() });

/** The address of the studio's set-password screen for a link's token. */
const linkUrl = (config: Config, request: FastifyRequest, token: string): string =>
  `${config.publicUrl ?? `${request.protocol}://${request.host}`}/admin/set-password?token=${encodeURIComponent(token)}`;

/** Queues the link to the person when mail is configured; answers whether it did. */
async function mailLink(db: Db, config: Config, link: PasswordLink, url: string, kind: 'invite' | 'reset'): Promise<boolean> {
  if (config.smtpUrl === undefined) return false;
  const settings = await getSiteSettings(db);
  const site = settings.siteTitle;
  const timeZone = hospitalTimeZone(settings);
  const hospital = typeof site === 'string' && site !== '' ? site : 'the hospital website';
  const opening = kind === 'invite' ? `An account has been made for you in the studio of ${hospital}.` : `A new password was asked for your account in the studio of ${hospital}.`;
  await queueMail(db.kysely, {
    entryId: null,
    kind: 'account',
    to: [link.account.email],
    subject: kind === 'invite' ? `Your account for ${hospital}` : `Set a new password for ${hospital}`,
    body: `Hello ${link.account.name},\n\n${opening}\nSet your password here (the link works once, until ${formatHospitalTime(link.expiresAt, { timeZone })}, ${timeZone} time):\n\n${url}\n\nIf you did not expect this, you can ignore this mail.\n`,
  });
  return true;
}

/** Staff accounts (administrators only) and the public set-password step of a link. */
export async function userAdminRoutes(fastify: FastifyInstance, options: UserRoutesOptions): Promise<void> {
  const { db, config } = options;
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/users',
    {
      config: { permission: 'users.manage' },
      schema: { tags: ['users'], summary: 'Every staff account: role, departments, last sign-in, state, two-factor', response: { 200: z.object({ data: z.array(staffAccount), twoFactorRequired: z.boolean() }) } },
    }, async () => ({
    data: await listUsers(db),
      twoFactorRequired: await isTwoFactorRequired(db),
    }),
  );

  app.post(
    '/users',
    {
      config: { ...manageBody, activity: 'user_create' },
      schema: {
        tags: ['users'],
        summary: 'Add a staff account: { name, email, role, departmentIds, contentTypes (an author\'s, empty: all), languages (a translator\'s), locationIds (a requests desk person\'s, empty: all) }; answers a one-time set-password link (also mailed when SMTP_URL is set)',
        body: newUserSchema,
        response: { 201: linkAnswer, ...refusals(400, 409) },
      },
    },
    async (request, reply) => {
      const link = await createUser(db, request.body);
      const url = linkUrl(config, request, link.token);
      const mailed = await mailLink(db, config, link, url, 'invite');
      const { account } = link;
      noteActivity(request, { action: 'user_create', contentType: 'admins', recordId: account._id, recordTitle: account.name, summary: `Added ${account.name} (${account.email}) as ${account.roleLabel}${account.departments.length ? ` of ${account.departments.map((d) => d.title).join(', ')}` : ''}` });
      return reply.status(201).send({ data: account, link: { url, expiresAt: link.expiresAt, mailed }, message: mailed ? 'Account added; the link was e-mailed' : 'Account added: pass the link on' });
    },
  );

  app.patch(
    '/users/:id',
    {
      config: { ...manageBody, activity: 'user_update' },
      schema: {
        tags: ['users'],
        summary: 'Change a staff account: { name?, role?, departmentIds?, contentTypes?, languages?, locationIds?, disabled? }',
        params: idParams,
        body: userChangeSchema,
        response: { 200: z.object({ data: staffAccount, message: z.string() }), ...refusals(400, 404, 409) },
      },
    },
    async (request) => {
      const { id } = request.params;
      const { account, changes } = await updateUser(db, id, request.body, request.admin);
      const action = changes.includes('disabled') ? 'user_disable' : changes.includes('enabled') ? 'user_enable' : 'user_update';
      noteActivity(request, { action, contentType: 'admins', recordId: id, recordTitle: account.name, summary: changes.length ? `Changed ${account.name}: ${changes.join('; ')}` : `Saved ${account.name} (nothing changed)` });
      return { data: account, message: 'Account saved' };
    },
  );

  const linkSchema = { tags: ['users'], summary: 'A new one-time set-password link for an account (mailed when SMTP_URL is set)', params: idParams, response: { 200: linkAnswer, ...refusals(400, 404) } };
  app.post('/users/:id/password-link', { config: { ...manage, activity: 'password_link' }, schema: linkSchema }, async (request) => {
    const { id } = request.params;
    const link = await resetPasswordLink(db, id);
    const url = linkUrl(config, request, link.token);
    const mailed = await mailLink(db, config, link, url, 'reset');
    noteActivity(request, { action: 'password_link', contentType: 'admins', recordId: id, recordTitle: link.account.name, summary: `Made a new set-password link for ${link.account.name}${mailed ? ' (mailed)' : ''}` });
    return { data: link.account, link: { url, expiresAt: link.expiresAt, mailed }, message: mailed ? 'A new link was e-mailed' : 'Pass the new link on' };
  });

  const unlockSchema = {
    tags: ['users'],
    summary: 'Unlock an account that wrong passwords or two-factor codes locked: it can sign in at once, its count of wrong attempts starts again',
    params: idParams,
    response: { 200: z.object({ data: staffAccount, message: z.string() }), ...refusals(400, 404) },
  };
  app.post('/users/:id/unlock', { config: { ...manage, activity: 'user_unlock' }, schema: unlockSchema }, async (request) => {
    const { id } = request.params;
    const { account, wasLocked } = await unlockUser(db, id);
    noteActivity(request, { action: 'user_unlock', contentType: 'admins', recordId: id, recordTitle: account.name, summary: wasLocked ? `Unlocked the account of ${account.name}` : `Unlocked the account of ${account.name} (it was not locked)` });
    return { data: account, message: wasLocked ? 'Account unlocked: they can sign in now' : 'The account was not locked' };
  });

  const deleteSchema = { tags: ['users'], summary: 'Delete a staff account (its history keeps its name)', params: idParams, response: { 200: deletedAnswer, ...refusals(400, 404, 409) } };
  app.delete('/users/:id', { config: { ...manage, activity: 'user_delete' }, schema: deleteSchema }, async (request) => {
    const { id } = request.params;
    const account = await deleteUser(db, id, request.admin);
    noteActivity(request, { action: 'user_delete', contentType: 'admins', recordId: id, recordTitle: account.name, summary: `Deleted the account of ${account.name} (${account.email}, ${account.roleLabel})` });
    return { data: { _id: id }, message: 'Account deleted' };
  });

  const twoFactorSchema = {
    tags: ['users'],
    summary: 'Require two-factor sign-in of every account: { required }',
    body: twoFactorBody,
    response: { 200: z.object({ data: z.object({ required: z.boolean() }), message: z.string() }), ...refusals(400) },
  };
  app.put('/users/two-factor', { config: { ...manageBody, activity: 'two_factor_rule' }, schema: twoFactorSchema }, async (request) => {
    const { required } = request.body;
    await setTwoFactorRequired(db, required);
    noteActivity(request, { action: 'two_factor_rule', contentType: 'admins', summary: required ? 'Required two-factor sign-in for everyone' : 'Made two-factor sign-in optional' });
    return { data: { required }, message: required ? 'Two-factor sign-in is now required for everyone' : 'Two-factor sign-in is now optional' };
  });
}

const tokenQuery = z.object({ token: z.string({ error: 'This link is not valid.' }).min(20, 'This link is not valid.').max(200, 'This link is not valid.') });

/** The set-password link's screen: who it is for, and setting the password. Public: the token is the key. */
export async function passwordLinkRoutes(fastify: FastifyInstance, options: { db: Db }): Promise<void> {
  const { db } = options;
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const whoSchema = {
    tags: ['users'],
    summary: 'Who a set-password link is for (?token=), while it works',
    security: [],
    querystring: tokenQuery,
    response: { 200: z.object({ data: z.object({ name: z.string(), email: z.string() }) }), ...refusals(400, 401) },
  };
  app.get('/set-password', { schema: whoSchema }, async (request, reply) => {
    const { token } = request.query;
    reply.header('cache-control', 'no-store');
    return { data: await passwordLinkAccount(db, token) };
  });
  const setSchema = {
    tags: ['users'],
    summary: 'Set the password with a one-time link: { token, password } (12+ characters, not a common one)',
    security: [],
    body: setPasswordSchema,
    response: { 200: z.object({ data: z.object({ email: z.string() }), message: z.string() }), ...refusals(400, 401) },
  };
  app.post('/set-password', { config: { invalidBodyMessage: firstFieldMessage }, schema: setSchema }, async (request, reply) => {
    const account = await setPasswordWithLink(db, request.body);
    await recordActivity(db.kysely, { actor: account, ip: request.ip, action: 'password_set', contentType: 'admins', recordId: account.id, recordTitle: account.name, summary: 'Set their password with a one-time link' });
    reply.header('cache-control', 'no-store');
    return { data: { email: account.email }, message: 'Your password is set. Sign in with it now.' };
  });
}
