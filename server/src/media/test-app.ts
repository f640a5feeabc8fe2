import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { signInToken, testAdmin } from '../../test/helpers/api';
import { buildApp } from '../app';
import { findAdminByEmail, upsertAdmin } from '../auth/auth-operations';
import type { Config } from '../config/config';
import type { Db } from '../db/database';

/** The whole API as it runs, with every request signed in as the test administrator. */
export interface SignedInApi {
  app: FastifyInstance;
  inject(options: InjectOptions): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

/**
 * For tests of the media, menu, settings, form and dashboard routes: `buildApp` on the test
 * database and configuration, signed in once for real; `inject` adds the bearer token (the
 * public routes ignore it).
 */
export async function buildTestApp(db: Db, config: Config): Promise<SignedInApi> {
  // Resetting an existing administrator would end the sessions of an app built before.
  if (!(await findAdminByEmail(db, testAdmin.email))) await upsertAdmin(db, testAdmin);
  const app = await buildApp({ config, db, web: false, logger: false });
  const token = await signInToken(app);
  return {
    app,
    inject: (options) => app.inject({ ...options, headers: { authorization: `Bearer ${token}`, ...options.headers } }),
    close: () => app.close(),
  };
}
