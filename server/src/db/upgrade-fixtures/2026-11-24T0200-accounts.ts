import { write as writeDrafts } from './2026-11-24T0100-drafts';
import { departmentEditor, ids, type AnyDb, type Expected, type FixtureContext, type UpgradeFixture } from './fixture';

// Team accounts: a department editor of Cardiology, the activity log, and review submissions. At
// this step nothing kept two submissions of one record from waiting at once: `write` leaves one
// waiting, and the fixture adds a second, which the next-but-one migration folds into the oldest.

export async function write(db: AnyDb, context: FixtureContext): Promise<Expected> {
  const expected = await writeDrafts(db, context);
  const at = '2026-07-03T09:00:00.000Z';
  await db
    .insertInto('admins')
    .values({
      id: ids.editor,
      email: departmentEditor.email,
      name: 'Ward Editor',
      password_hash: departmentEditor.hash,
      failed_attempts: 0,
      locked_until: null,
      created_at: at,
      updated_at: at,
      role: 'department_editor',
      department_ids: JSON.stringify([ids.cardiology]),
      last_sign_in_at: at,
    })
    .execute();
  await db.updateTable('sessions').set({ ip: '203.0.113.9', user_agent: 'Mozilla/5.0' }).where('id', '=', ids.session).execute();
  await db
    .insertInto('activity_log')
    .values({ id: ids.activity, created_at: at, actor_id: ids.admin, actor_name: 'IT Desk', ip: '203.0.113.9', action: 'user.create', content_type: null, record_id: ids.editor, record_title: 'Ward Editor', summary: 'Added Ward Editor (Department editor)' })
    .execute();
  const submission = (id: string, status: string, submittedAt: string) => ({
    id,
    content_type: 'experts',
    record_id: ids.doctor,
    record_title: 'Dr. Asha Mehta',
    version: 1,
    status,
    submitted_by_id: ids.editor,
    submitted_by_name: 'Ward Editor',
    submitted_at: submittedAt,
    comment: 'New degree added.',
    decided_by_id: status === 'waiting' ? null : ids.admin,
    decided_by_name: status === 'waiting' ? null : 'IT Desk',
    decided_at: status === 'waiting' ? null : '2026-07-04T09:00:00.000Z',
    review_comment: null,
  });
  await db
    .insertInto('review_submissions')
    .values([submission(ids.reviewPublished, 'published', '2026-07-03T10:00:00.000Z'), submission(ids.reviewWaiting, 'waiting', '2026-07-05T10:00:00.000Z')])
    .execute();
  return {
    ...expected,
    accounts: [...expected.accounts, { email: departmentEditor.email, password: departmentEditor.password, role: 'department_editor' }],
    waiting: [{ type: 'experts', recordId: ids.doctor, id: ids.reviewWaiting }],
  };
}

/** A second submission of the same record waiting, sent later: possible until the one-waiting-review migration. */
export async function addDuplicateWaiting(db: AnyDb, expected: Expected): Promise<Expected> {
  await db
    .insertInto('review_submissions')
    .values({
      id: ids.reviewDuplicate,
      content_type: 'experts',
      record_id: ids.doctor,
      record_title: 'Dr. Asha Mehta',
      version: 2,
      status: 'waiting',
      submitted_by_id: ids.editor,
      submitted_by_name: 'Ward Editor',
      submitted_at: '2026-07-06T10:00:00.000Z',
      comment: 'Sent twice.',
    })
    .execute();
  return { ...expected, folded: [...expected.folded, ids.reviewDuplicate], removed: { ...expected.removed, review_submissions: (expected.removed.review_submissions ?? 0) + 1 } };
}

export const fixture: UpgradeFixture = { migration: '2026-11-24T0200-accounts', write: async (db, context) => addDuplicateWaiting(db, await write(db, context)) };
