import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../../src/app';
import { loadConfig, type Config } from '../../src/config/config';
import { openSqlite, type Db } from '../../src/db/database';
import { signInToken } from './api';
import { seededDemoTemplate } from './seeded-demo-template';

export interface DemoSite {
  readonly app: FastifyInstance;
  readonly db: Db;
  readonly config: Config;
  /** A bearer token of the test administrator (the demo has one, `testAdmin`). */
  readonly token: string;
}

/**
 * For a describe block: a copy of the seeded demo, served by the whole app (website included; the
 * web app must be built), signed in as the test administrator; removed after the block's tests.
 */
export function useDemoSite(env: Record<string, string> = {}): DemoSite {
  let state: { app: FastifyInstance; db: Db; config: Config; token: string; dir: string } | undefined;
  beforeAll(async () => {
    const template = await seededDemoTemplate();
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hospital-test-demo-copy-'));
    fs.cpSync(template, dir, { recursive: true });
    const config = loadConfig({ DATA_DIR: dir, LOG_LEVEL: 'silent', SEED: 'none', WARM_PAGES: '0', ...env });
    const db = openSqlite(dir);
    const app = await buildApp({ config, db, web: true, logger: false });
    state = { app, db, config, dir, token: await signInToken(app) };
  }, 300_000);
  afterAll(async () => {
    if (!state) return;
    await state.app.close();
    await state.db.close();
    fs.rmSync(state.dir, { recursive: true, force: true });
  });
  const current = () => {
    if (!state) throw new Error('useDemoSite: the site exists only inside the tests of its describe block');
    return state;
  };
  return {
    get app() {
      return current().app;
    },
    get db() {
      return current().db;
    },
    get config() {
      return current().config;
    },
    get token() {
      return current().token;
    },
  };
}
