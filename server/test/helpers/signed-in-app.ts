import fs from 'node:fs';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../../src/app';
import { findAdminByEmail, upsertAdmin } from '../../src/auth/auth-operations';
import type { Config } from '../../src/config/config';
import type { Db } from '../../src/db/database';
import { signInToken, testAdmin } from './api';
import { testConfig, type TestDialect } from './databases';

/** The whole API as it runs, with every request signed in as the test administrator. */
export interface SignedInApi {
  app: FastifyInstance;
  inject(options: InjectOptions): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

/**
 * `buildApp` on a test database and configuration, signed in once for real; `inject` adds the
 * bearer token (the public routes ignore it).
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

export interface SignedInTestApp extends SignedInApi {
  readonly db: Db;
  readonly config: Config;
  /** Another connection to the same database, as a second server process has. */
  connect(): Db;
}

/**
 * For a describe block: a fresh database of the dialect and a signed-in app, built before its
 * tests and removed (app, database, data folder) after them.
 */
export function useSignedInApp(dialect: TestDialect, env: Record<string, string> = {}): SignedInTestApp {
  let state: { api: SignedInApi; db: Db; config: Config; drop: () => Promise<void>; connect: () => Db } | undefined;
  beforeAll(async () => {
    const test = await dialect.create();
    const config = testConfig(env);
    state = { api: await buildTestApp(test.db, config), db: test.db, config, drop: test.drop, connect: test.connect };
  });
  afterAll(async () => {
    if (!state) return;
    await state.api.close();
    await state.drop();
    fs.rmSync(state.config.dataDir, { recursive: true, force: true });
  });
  const current = () => {
    if (!state) throw new Error('useSignedInApp: the app exists only inside the tests of its describe block');
    return state;
  };
  return {
    inject: (options) => current().api.inject(options),
    close: () => current().api.close(),
    connect: () => current().connect(),
    get app() {
      return current().api.app;
    },
    get db() {
      return current().db;
    },
    get config() {
      return current().config;
    },
  };
}
