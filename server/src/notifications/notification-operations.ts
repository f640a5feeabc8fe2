import type { ContentType } from '@hospital/content/content-type';
import { defaultLanguage } from '@hospital/content/i18n/languages';
import { translationStatus } from '@hospital/content/i18n/translations';
import { roleOf, isRole, type Role } from '@hospital/content/roles';
import type { NotificationKind, StaffNotification } from '@hospital/content/wire/notifications';
import { z } from 'zod';
import { parseDepartmentIds } from '../auth/auth-operations';
import type { Db } from '../db/database';
import type { NotificationRow } from '../db/schema';
import { isId, newId } from '../lib/ids';
import { firstFieldMessage, parseInput } from '../lib/parse-input';
import { getSiteLanguages } from '../settings/site-settings-operations';

/**
 * Each person's notifications in the studio (issue 44), kept per recipient on the server: what
 * awaits their review (a submission they may publish), their own submission published or sent
 * back (with the reviewer's word), and a translation asked of them (an English they translate went
 * on the website without their language, or with it out of date). They are read when the person
 * opens the list; the header shows how many are not.
 */

/** The newest notifications a list shows. */
export const notificationListLimit = 50;

export interface NotificationNote {
  kind: NotificationKind;
  type: string;
  recordId: string;
  title: string;
  language?: string | null;
  actor?: string | null;
  comment?: string | null;
}

const notificationOf = (row: NotificationRow): StaffNotification => ({
  _id: row.id,
  kind: row.kind as NotificationKind,
  type: row.content_type,
  recordId: row.record_id,
  title: row.record_title,
  language: row.language,
  actor: row.actor_name,
  comment: row.comment,
  createdAt: row.created_at,
  read: row.read_at !== null,
});

/** Writes one notification per recipient (each at most once). */
export async function notify(db: Db, recipientIds: readonly (string | null | undefined)[], note: NotificationNote, now = new Date()): Promise<void> {
  const ids = [...new Set(recipientIds.filter((id): id is string => typeof id === 'string' && id !== ''))];
  if (ids.length === 0) return;
  await db.kysely
    .insertInto('notifications')
    .values(
      ids.map((recipient) => ({
        id: newId(),
        recipient_id: recipient,
        kind: note.kind,
        content_type: note.type.slice(0, 60),
        record_id: note.recordId.slice(0, 60),
        record_title: note.title.slice(0, 500),
        language: note.language ?? null,
        actor_name: note.actor?.slice(0, 400) ?? null,
        comment: note.comment ?? null,
        created_at: now.toISOString(),
        read_at: null,
      })),
    )
    .execute();
}

/** The active accounts whose role passes `allowed`, but `except` (who acted). */
export async function accountsWhere(db: Db, allowed: (role: Role) => boolean, except?: string | null): Promise<{ id: string; role: Role; languages: string[] }[]> {
  const rows = await db.kysely.selectFrom('admins').select(['id', 'role', 'languages']).where('disabled_at', 'is', null).execute();
  return rows
    .filter((row) => isRole(row.role) && allowed(row.role) && row.id !== except)
    .map((row) => ({ id: row.id, role: row.role as Role, languages: parseDepartmentIds(row.languages) }));
}

/**
 * A record of a translated type went on the website: each translator whose language it now lacks
 * (missing or out of date) is asked for it, once while an earlier request of theirs for the same
 * record and language is unread.
 */
export async function requestTranslations(db: Db, type: ContentType, recordId: string, fields: Record<string, unknown>, actor: { id: string | null; name: string } | null | undefined, now = new Date()): Promise<void> {
  const translators = await accountsWhere(db, (role) => roleOf(role).writes === 'translations', actor?.id);
  if (translators.length === 0) return;
  const siteLanguages = (await getSiteLanguages(db)).filter((code) => code !== defaultLanguage);
  const title = typeof fields[type.titleField] === 'string' ? (fields[type.titleField] as string) : '';
  for (const language of siteLanguages) {
    if (translationStatus(type, fields, language).state === 'translated') continue;
    const asked = translators.filter((t) => t.languages.length === 0 || t.languages.includes(language)).map((t) => t.id);
    if (asked.length === 0) continue;
    const pending = await db.kysely
      .selectFrom('notifications')
      .select('recipient_id')
      .where('kind', '=', 'translation_requested')
      .where('content_type', '=', type.key)
      .where('record_id', '=', recordId)
      .where('language', '=', language)
      .where('read_at', 'is', null)
      .where('recipient_id', 'in', asked)
      .execute();
    const already = new Set(pending.map((row) => row.recipient_id));
    await notify(db, asked.filter((id) => !already.has(id)), { kind: 'translation_requested', type: type.key, recordId, title, language, actor: actor?.name ?? null }, now);
  }
}

/** A person's newest notifications and how many are unread. */
export async function listNotifications(db: Db, recipientId: string): Promise<{ data: StaffNotification[]; unread: number }> {
  const rows = await db.kysely
    .selectFrom('notifications')
    .selectAll()
    .where('recipient_id', '=', recipientId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(notificationListLimit)
    .execute();
  return { data: rows.map(notificationOf), unread: await unreadCount(db, recipientId) };
}

export async function unreadCount(db: Db, recipientId: string): Promise<number> {
  const row = await db.kysely
    .selectFrom('notifications')
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .where('recipient_id', '=', recipientId)
    .where('read_at', 'is', null)
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

/** `{ ids }`: the notifications to mark read; absent, every one of the person's. */
export const markReadSchema = z.strictObject({
  ids: z
    .array(z.string().refine(isId, 'Each id must be a notification id.'), { error: 'ids must be a list of notification ids.' })
    .max(notificationListLimit, `At most ${notificationListLimit} ids.`)
    .optional(),
});

/** Marks the person's notifications read (only theirs: another's id changes nothing); answers the unread count left. */
export async function markRead(db: Db, recipientId: string, input: unknown, now = new Date()): Promise<number> {
  const { ids } = parseInput(markReadSchema, input ?? {}, firstFieldMessage);
  if (ids === undefined || ids.length > 0) {
    let query = db.kysely.updateTable('notifications').set({ read_at: now.toISOString() }).where('recipient_id', '=', recipientId).where('read_at', 'is', null);
    if (ids !== undefined) query = query.where('id', 'in', ids);
    await query.execute();
  }
  return unreadCount(db, recipientId);
}
