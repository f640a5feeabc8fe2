import crypto from 'node:crypto';
import type { Kysely } from 'kysely';

// The upgrade test's data: for each shipped migration, a small hospital written with plain
// Kysely<any> against the schema as it was at that step (never today's app code, whose tables
// differ), and what today's operations must read back after the upgrade. Like the migrations, a
// fixture is frozen once its migration has shipped.

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- written against the schema of its step, not today's
export type AnyDb = Kysely<any>;

export interface FixtureContext {
  /** DATA_DIR/uploads of the database being upgraded. */
  uploadsDir: string;
  /** The time the data is written; sessions must still be valid when the test signs in. */
  now: Date;
}

/** What must be there and readable after the upgrade, through today's operations. */
export interface Expected {
  records: { type: string; id: string; title: string; field: string; value: unknown }[];
  /** `listActiveByRelation(type, field, to)` finds `ids` (relations live in their own table). */
  relations: { type: string; field: string; to: string; ids: string[] }[];
  revisions: { type: string; recordId: string; id: string; title: string }[];
  entries: { id: string; reference: string; status: string; name: string; notes: string[] }[];
  accounts: { email: string; password: string; role: string }[];
  /** A studio session open when the old version stopped: still signed in after the upgrade. */
  sessions: { token: string; email: string }[];
  media: { id: string; fileName: string; bytes: Buffer; focalX: number; focalY: number }[];
  menus: { location: 'header' | 'quicklinks' | 'footer'; titles: string[] }[];
  settings: Record<string, string>;
  mail: { entryId: string; id: string; status: string }[];
  /** The one submission waiting for review per record (a migration folds duplicates into the oldest). */
  waiting: { type: string; recordId: string; id: string }[];
  /** Words the site search finds after the upgrade, and the record it finds. */
  searches: { query: string; id: string }[];
  /** Review submissions a migration folds into an older one (gone after the upgrade). */
  folded: string[];
  /** Rows a migration removes on purpose, by table; every other table keeps its count. */
  removed: Record<string, number>;
}

export interface UpgradeFixture {
  /** The migration the database is at when the data is written: the last one applied. */
  migration: string;
  write(db: AnyDb, context: FixtureContext): Promise<Expected>;
}

/** Fixed ids (24 hex digits, as the app's), so every step's data is the same hospital. */
export const ids = {
  cardiology: 'f1a000000000000000000c01',
  neurology: 'f1a000000000000000000c02',
  doctor: 'f1a000000000000000000e01',
  blog: 'f1a000000000000000000b01',
  faq: 'f1a000000000000000000f01',
  admin: 'f1a000000000000000000a01',
  editor: 'f1a000000000000000000a02',
  session: 'f1a000000000000000000501',
  media: 'f1a000000000000000000d01',
  contact: 'f1a000000000000000000101',
  appointment: 'f1a000000000000000000102',
  note: 'f1a000000000000000000201',
  mail: 'f1a000000000000000000301',
  revisionOne: 'f1a000000000000000000401',
  revisionTwo: 'f1a000000000000000000402',
  preview: 'f1a000000000000000000601',
  activity: 'f1a000000000000000000701',
  reviewWaiting: 'f1a000000000000000000801',
  reviewDuplicate: 'f1a000000000000000000802',
  reviewPublished: 'f1a000000000000000000803',
} as const;

export const administrator = {
  email: 'it@hospital.test',
  password: 'Monsoon-clinic-2026',
  // argon2id of the password, as the first versions stored it.
  hash: '$argon2id$v=19$m=19456,p=1,t=2$HY9vjCPdlZbSkhWIHEtePg$OHmPaUV749AS/r6b5KdYwrAv0gIQRdzmZ74e9rdKqIk',
};

export const departmentEditor = {
  email: 'ward.editor@hospital.test',
  password: 'Ward-editor-2026',
  hash: '$argon2id$v=19$m=19456,p=1,t=2$0dV661n+Btiib7hRVbvbEw$zUb9sVft1DxCMKXSZnMNjUGd6WRybWC9h4qYakL7eGM',
};

export const sessionToken = 'upgrade-fixture-session-token-of-the-it-desk';
export const sha256 = (text: string): string => crypto.createHash('sha256').update(text).digest('hex');

/** A 4 by 4 red PNG: the media library's one file. */
export const imageBytes = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAQAAAAECAIAAAAmkwkpAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEElEQVQImWM4Y2wMRwzEcQD7ExMhwLzAsQAAAABJRU5ErkJggg==',
  'base64',
);
export const imageFileName = '3f2a9c0d1e4b5a67.png';

export const iso = (date: Date, offsetMs = 0): string => new Date(date.getTime() + offsetMs).toISOString();
export const hour = 60 * 60 * 1000;
