import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { EdgeSettingsError, parseEdgeSettings, type EdgeSettings } from './edge-settings';
import { backupKeepHelp, backupScheduleHelp, parseBackupKeep, parseBackupSchedule, type BackupKeep, type BackupSchedule } from './backup-schedule';

const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
/** How a page answered from the cache is logged: at debug level, one in a hundred at info, or each at info. */
const cachedPageLogs = ['debug', 'sample', 'all'] as const;

const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value ? value : undefined));

const portMessage = 'must be a port number from 0 to 65535';

const configSchema = z.object({
  PORT: z.coerce.number({ message: portMessage }).int(portMessage).min(0, portMessage).max(65535, portMessage).default(3000),
  HOST: z.string().trim().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().trim().min(1).default('./data'),
  DATABASE_URL: optionalText.pipe(
    z
      .string()
      .regex(/^(postgres|postgresql):\/\/.+/, 'must be a postgres:// URL (leave it unset for SQLite)')
      .optional(),
  ),
  PUBLIC_URL: optionalText.pipe(z.url({ protocol: /^https?$/, message: 'must be an http(s) URL' }).optional()),
  ADMIN_EMAIL: optionalText.pipe(z.email('must be an email address').optional()),
  ADMIN_PASSWORD: optionalText.pipe(z.string().min(8, 'must be at least 8 characters').optional()),
  LOG_LEVEL: z.enum(logLevels, { message: `must be one of ${logLevels.join(', ')}` }).default('info'),
  TRUST_PROXY: optionalText,
  SEED: z.enum(['demo', 'none'], { message: 'must be demo or none' }).default('demo'),
  UPLOAD_MAX_MB: z.coerce.number().positive().max(1024).default(10),
  WORDPRESS_IMPORT_MAX_MB: z.coerce.number().positive().max(4096).default(200),
  WORDPRESS_UPLOADS_MAX_MB: z.coerce.number().positive().max(65536).default(4096),
  SESSION_MAX_DAYS: z.coerce.number({ message: 'must be a number of days from 1 to 90' }).positive('must be a number of days from 1 to 90').max(90, 'must be a number of days from 1 to 90').default(7),
  WEB_DIST_DIR: optionalText,
  SMTP_URL: optionalText.pipe(
    z
      .string()
      .regex(/^smtps?:\/\/[^\s]+$/, 'must be an smtp:// or smtps:// URL, e.g. smtp://user:pass@host:587')
      .refine((v) => URL.canParse(v), 'must be an smtp:// or smtps:// URL, e.g. smtp://user:pass@host:587')
      .optional(),
  ),
  REVISIONS_KEPT: z.coerce
    .number({ message: 'must be a whole number from 1 to 10000' })
    .int('must be a whole number from 1 to 10000')
    .min(1, 'must be a whole number from 1 to 10000')
    .max(10000, 'must be a whole number from 1 to 10000')
    .default(100),
  SIGN_IN_LIMIT: z.coerce
    .number({ message: 'must be a whole number of attempts from 1 to 10000' })
    .int('must be a whole number of attempts from 1 to 10000')
    .min(1, 'must be a whole number of attempts from 1 to 10000')
    .max(10000, 'must be a whole number of attempts from 1 to 10000')
    .default(20),
  SEARCH_IN_FLIGHT: z.coerce
    .number({ message: 'must be a whole number of searches from 1 to 1000' })
    .int('must be a whole number of searches from 1 to 1000')
    .min(1, 'must be a whole number of searches from 1 to 1000')
    .max(1000, 'must be a whole number of searches from 1 to 1000')
    .default(4),
  SEARCH_PER_SECOND: z.coerce
    .number({ message: 'must be a whole number of searches from 1 to 10000' })
    .int('must be a whole number of searches from 1 to 10000')
    .min(1, 'must be a whole number of searches from 1 to 10000')
    .max(10000, 'must be a whole number of searches from 1 to 10000')
    .default(10),
  SEARCH_MS_PER_SECOND: z.coerce
    .number({ message: 'must be 0 (not counted) or a whole number of milliseconds from 10 to 100000' })
    .int('must be 0 (not counted) or a whole number of milliseconds from 10 to 100000')
    .refine((ms) => ms === 0 || (ms >= 10 && ms <= 100000), 'must be 0 (not counted) or a whole number of milliseconds from 10 to 100000')
    .default(250),
  JOB_CLOCK_FILE: optionalText,
  REDIS_URL: optionalText.pipe(
    z
      .string()
      .regex(/^rediss?:\/\/[^\s]+$/, 'must be a redis:// or rediss:// URL, e.g. redis://127.0.0.1:6379')
      .refine((v) => URL.canParse(v), 'must be a redis:// or rediss:// URL, e.g. redis://127.0.0.1:6379')
      .optional(),
  ),
  WORKERS: z.coerce
    .number({ message: 'must be a number of server processes from 1 to 64' })
    .int('must be a number of server processes from 1 to 64')
    .min(1, 'must be a number of server processes from 1 to 64')
    .max(64, 'must be a number of server processes from 1 to 64')
    .default(1),
  RENDER_THREADS: z.coerce
    .number({ message: 'must be a number of threads from 1 to 16' })
    .int('must be a number of threads from 1 to 16')
    .min(1, 'must be a number of threads from 1 to 16')
    .max(16, 'must be a number of threads from 1 to 16')
    .optional(),
  WARM_PAGES: z.coerce
    .number({ message: 'must be a number of pages from 0 to 500' })
    .int('must be a number of pages from 0 to 500')
    .min(0, 'must be a number of pages from 0 to 500')
    .max(500, 'must be a number of pages from 0 to 500')
    .default(30),
  CACHED_PAGE_LOG: z.enum(cachedPageLogs, { message: `must be one of ${cachedPageLogs.join(', ')}` }).default('debug'),
  METRICS_TOKEN: optionalText.pipe(z.string().min(16, 'must be at least 16 characters (a long random secret)').regex(/^[\x21-\x7e]+$/, 'must be printable characters without spaces').optional()),
  METRICS_ALLOW: optionalText.pipe(
    z
      .string()
      .refine((value) => value.split(',').every((part) => parseAddressRule(part.trim()) !== null), 'must be IP addresses or CIDR ranges separated by commas, e.g. 127.0.0.1,10.0.0.0/8')
      .optional(),
  ),
  BACKUP_SCHEDULE: optionalText.pipe(z.string().refine((v) => parseBackupSchedule(v) !== undefined, backupScheduleHelp).optional()),
  BACKUP_KEEP: optionalText.pipe(z.string().refine((v) => parseBackupKeep(v) !== undefined, backupKeepHelp).optional()),
  BACKUP_DIR: optionalText,
  GIT_COMMIT: optionalText,
  MAIL_FROM: optionalText.pipe(z.string().max(320).regex(/^[^\r\n]*@[^\r\n]*$/, 'must be an address, e.g. "Hospital <desk@hospital.org>"').optional()),
});

/** One entry of METRICS_ALLOW: an address or a CIDR range, IPv4 or IPv6; null when it is neither. */
export function parseAddressRule(rule: string): { address: string; prefix: number; family: 'ipv4' | 'ipv6' } | null {
  const [address = '', prefixText, extra] = rule.split('/');
  const version = net.isIP(address);
  if (version === 0 || extra !== undefined) return null;
  const family = version === 4 ? 'ipv4' : 'ipv6';
  const max = version === 4 ? 32 : 128;
  if (prefixText === undefined) return { address, prefix: max, family };
  if (!/^\d{1,3}$/.test(prefixText) || Number(prefixText) > max) return null;
  return { address, prefix: Number(prefixText), family };
}

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  publicUrl: string | undefined;
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  logLevel: (typeof logLevels)[number];
  /** Fastify's trustProxy: `true`, a list of addresses/CIDRs, or a hop count (as a function). */
  trustProxy: boolean | string | ((address: string, hop: number) => boolean) | undefined;
  seed: 'demo' | 'none';
  uploadMaxBytes: number;
  /** The studio's WordPress import: the largest export (.xml) and the largest .zip of wp-content/uploads it takes. */
  wordpressImport: { exportMaxBytes: number; uploadsMaxBytes: number };
  /** How long a sign-in lasts at most, however active (idle sessions end sooner). */
  sessionMaxAgeMs: number;
  /** Where the built web app lives (client assets and the server renderer). */
  webDistDir: string;
  /** Where mail goes out; unset, nothing is sent. */
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Revisions kept per record; older ones are deleted as new ones are written. */
  revisionsKept: number;
  /** Sign-in attempts (passwords and second factors) one address may make a minute. */
  signInLimit: number;
  /** Site searches one address may have answered at once, and begin in a second (per process). */
  searchLimits: { inFlight: number; perSecond: number; busyMsPerSecond?: number };
  /** For tests only: a file whose ISO date the job runner takes as now while it exists (moves scheduled publishing forward). */
  jobClockFile: string | undefined;
  /** Where the form and sign-in rate limits count when set; else the database (PostgreSQL) or memory. */
  redisUrl: string | undefined;
  /** Server processes `npm start` runs (PostgreSQL only above 1). */
  workers: number;
  cachedPageLog: (typeof cachedPageLogs)[number];
  /** Worker threads that render public pages; by default one per core but one, at least one. */
  renderThreads: number;
  /** Pages rendered into the page cache in the background after start (the home page and the header menu's), 0: none. */
  warmPages: number;
  /** The bearer token that opens /metrics; with `metricsAllow` unset too, /metrics is off (404). */
  metricsToken: string | undefined;
  /** Addresses and CIDR ranges that may read /metrics without the token. */
  metricsAllow: string[];
  /** When the scheduled backup runs, on the hospital's clock; off by default. */
  backupSchedule: BackupSchedule;
  /** Which verified scheduled backups are kept. */
  backupKeep: BackupKeep;
  /** Where backups are written: DATA_DIR/backups unless BACKUP_DIR is set. */
  backupDir: string;
  /** The commit the running code was built from (System screen); unset, `git rev-parse` is asked once. */
  gitCommit: string | undefined;
  /** An edge cache in front of the site: its cache headers and how a change is purged (EDGE_*). */
  edge: EdgeSettings;
}

export class ConfigError extends Error {}

function parseTrustProxy(value: string | undefined): Config['trustProxy'] {
  if (value === undefined) return undefined;
  if (value === 'true') return true;
  if (value === 'false') return false;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    return (_address, hop) => hop < hops;
  }
  return value;
}

/** Reads and validates the environment; a wrong value throws one line naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const name = String(issue?.path[0] ?? 'environment');
    const given = env[name];
    throw new ConfigError(
      `Invalid ${name}${given !== undefined ? ` (${JSON.stringify(given)})` : ''}: ${issue?.message ?? 'invalid value'}`,
    );
  }
  const c = parsed.data;
  let edge: EdgeSettings;
  try {
    edge = parseEdgeSettings(env);
  } catch (error) {
    if (!(error instanceof EdgeSettingsError)) throw error;
    const given = env[error.variable];
    throw new ConfigError(`Invalid ${error.variable}${given !== undefined ? ` (${JSON.stringify(given)})` : ''}: ${error.message}`);
  }
  if (c.WORKERS > 1 && !c.DATABASE_URL) {
    throw new ConfigError(`Invalid WORKERS (${JSON.stringify(env.WORKERS)}): several server processes need PostgreSQL (DATABASE_URL); a SQLite file belongs to one process`);
  }
  return {
    port: c.PORT,
    host: c.HOST,
    // npm runs workspace scripts (`npm run seed`, `migrate`…) inside server/, but `npm start` at the
    // root: INIT_CWD, where the user typed the command, keeps a relative DATA_DIR the same for both.
    dataDir: path.resolve(env.INIT_CWD ?? process.cwd(), c.DATA_DIR),
    databaseUrl: c.DATABASE_URL,
    publicUrl: c.PUBLIC_URL?.replace(/\/+$/, ''),
    adminEmail: c.ADMIN_EMAIL,
    adminPassword: c.ADMIN_PASSWORD,
    logLevel: c.LOG_LEVEL,
    trustProxy: parseTrustProxy(c.TRUST_PROXY),
    seed: c.SEED,
    uploadMaxBytes: Math.round(c.UPLOAD_MAX_MB * 1024 * 1024),
    wordpressImport: { exportMaxBytes: Math.round(c.WORDPRESS_IMPORT_MAX_MB * 1024 * 1024), uploadsMaxBytes: Math.round(c.WORDPRESS_UPLOADS_MAX_MB * 1024 * 1024) },
    sessionMaxAgeMs: Math.round(c.SESSION_MAX_DAYS * 24 * 60 * 60 * 1000),
    webDistDir: path.resolve(c.WEB_DIST_DIR ?? path.join(import.meta.dirname, '../../../web/dist')),
    smtpUrl: c.SMTP_URL,
    mailFrom: c.MAIL_FROM ?? 'Hospital website <no-reply@localhost>',
    revisionsKept: c.REVISIONS_KEPT,
    signInLimit: c.SIGN_IN_LIMIT,
    searchLimits: { inFlight: c.SEARCH_IN_FLIGHT, perSecond: c.SEARCH_PER_SECOND, ...(c.SEARCH_MS_PER_SECOND > 0 ? { busyMsPerSecond: c.SEARCH_MS_PER_SECOND } : {}) },
    jobClockFile: c.JOB_CLOCK_FILE,
    redisUrl: c.REDIS_URL,
    workers: c.WORKERS,
    cachedPageLog: c.CACHED_PAGE_LOG,
    renderThreads: c.RENDER_THREADS ?? os.availableParallelism(),
    warmPages: c.WARM_PAGES,
    metricsToken: c.METRICS_TOKEN,
    metricsAllow: c.METRICS_ALLOW ? c.METRICS_ALLOW.split(',').map((part) => part.trim()) : [],
    backupSchedule: parseBackupSchedule(c.BACKUP_SCHEDULE ?? 'off') ?? { kind: 'off' },
    backupKeep: parseBackupKeep(c.BACKUP_KEEP ?? '7 daily, 4 weekly') ?? { latest: 0, daily: 7, weekly: 4, monthly: 0 },
    gitCommit: c.GIT_COMMIT,
    edge,
    backupDir: path.resolve(env.INIT_CWD ?? process.cwd(), c.BACKUP_DIR ?? path.join(c.DATA_DIR, 'backups')),
  };
}
