import type {} from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config/config';
import type { Db } from '../db/database';
import '../auth/auth-types';
import { documentationOnlyValidator, jsonSchemaOf } from '../lib/json-schema';
import { getProfile, profileSchema, updateProfile } from './profile-operations';

export interface ProfileRoutesOptions {
  config: Config;
  db: Db;
}

/** The signed-in administrator's own account (the admin scope has authenticated the request). */
export async function profileRoutes(app: FastifyInstance, options: ProfileRoutesOptions): Promise<void> {
  const { db } = options;
  // The schema documents the API; the body is checked with the zod rules of the operation.
  app.setValidatorCompiler(documentationOnlyValidator);
  app.get('/profile', { config: { permission: 'signed-in' }, schema: { tags: ['profile'], summary: 'Your own name and email' } }, async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return { data: await getProfile(db, request.admin.id) };
  });

  app.put('/profile', { config: { permission: 'signed-in' }, schema: { tags: ['profile'], summary: 'Change your name, email or password (current password required)', body: jsonSchemaOf(profileSchema) } }, async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    const { profile, passwordChanged } = await updateProfile(db, request.admin.id, request.body, request.authSession.tokenHash);
    return {
      data: profile,
      message: passwordChanged ? 'Profile saved. Your other sessions have been signed out.' : 'Profile saved',
    };
  });
}
