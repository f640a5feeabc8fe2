import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { issuesToErrors } from '@hospital/content/issues';
import type { Db } from '../db/database';
import { ValidationError } from '../errors/http-errors';
import { documentationOnlyValidator, errorResponseSchema, jsonSchemaOf, plainSerializer } from '../lib/json-schema';
import { revokeSession, signIn } from './auth-operations';
import './auth-types';

const loginBody = z.strictObject(
  {
    email: z.string({ error: 'Email is required.' }).trim().min(1, 'Email is required.').max(320, 'Email is too long.'),
    password: z.string({ error: 'Password is required.' }).min(1, 'Password is required.').max(1000, 'Password is too long.'),
  },
  { error: (issue) => (issue.code === 'unrecognized_keys' ? `Unknown field: ${issue.keys.join(', ')}.` : undefined) },
);

const adminUser = {
  type: 'object',
  properties: { _id: { type: 'string' }, name: { type: 'string' }, email: { type: 'string' } },
  required: ['_id', 'name', 'email'],
} as const;

export interface AuthRouteOptions {
  db: Db;
  /** Sign-in attempts per minute from one IP address. */
  loginRateLimit: number;
}

/** POST login: public, rate limited per IP. */
export async function loginRoutes(app: FastifyInstance, options: AuthRouteOptions): Promise<void> {
  app.setValidatorCompiler(documentationOnlyValidator);
  app.setSerializerCompiler(plainSerializer);
  app.post(
    '/login',
    {
      config: {
        rateLimit: {
          max: options.loginRateLimit,
          timeWindow: '1 minute',
          // One bucket per address for the login route, whatever the path's spelling or the body.
          keyGenerator: (request) => `login:${request.ip}`,
          errorResponseBuilder: (_request, context) => ({
            statusCode: 429,
            code: 'TOO_MANY_REQUESTS',
            message: `Too many sign-in attempts from this address. Please wait ${Math.ceil(context.ttl / 1000)} seconds and try again.`,
          }),
        },
      },
      schema: {
        tags: ['auth'],
        summary: 'Sign in with email and password',
        body: jsonSchemaOf(loginBody),
        response: {
          200: {
            type: 'object',
            properties: {
              token: { type: 'string' },
              message: { type: 'string' },
              data: { type: 'object', properties: { token: { type: 'string' }, user: adminUser } },
            },
          },
          400: errorResponseSchema,
          401: errorResponseSchema,
          429: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const parsed = loginBody.safeParse(request.body);
      if (!parsed.success) throw new ValidationError('Please enter your email and password.', issuesToErrors(parsed.error.issues));
      const { token, admin } = await signIn(options.db, parsed.data.email, parsed.data.password);
      reply.header('cache-control', 'no-store');
      return { token, message: 'Login successful', data: { token, user: { _id: admin.id, name: admin.name, email: admin.email } } };
    },
  );
}

/** GET me and POST logout: inside the admin scope. */
export async function sessionRoutes(app: FastifyInstance, options: { db: Db }): Promise<void> {
  app.setValidatorCompiler(documentationOnlyValidator);
  app.setSerializerCompiler(plainSerializer);
  app.get(
    '/me',
    {
      config: { permission: 'signed-in' },
      schema: {
        tags: ['auth'],
        summary: 'The signed-in administrator',
        response: { 200: { type: 'object', properties: { data: adminUser } }, 401: errorResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { data: { _id: request.admin.id, name: request.admin.name, email: request.admin.email } };
    },
  );
  app.post(
    '/logout',
    {
      config: { contentChange: false, permission: 'signed-in' },
      schema: {
        tags: ['auth'],
        summary: 'Sign out: ends this session',
        response: { 200: { type: 'object', properties: { message: { type: 'string' } } }, 401: errorResponseSchema },
      },
    },
    async (request) => {
      await revokeSession(options.db, request.authSession.tokenHash);
      return { message: 'Signed out' };
    },
  );
}
