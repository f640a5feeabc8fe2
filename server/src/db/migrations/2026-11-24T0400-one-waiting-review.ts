import { sql, type Kysely } from 'kysely';

// Frozen: at most one submission waiting for review per record, kept by the database, so two
// submissions of one record at the same moment cannot both wait (the second updates the first).
// Duplicates from before are folded into the oldest.

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are written against an untyped database
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    delete from review_submissions
    where status = 'waiting' and exists (
      select 1 from review_submissions older
      where older.content_type = review_submissions.content_type
        and older.record_id = review_submissions.record_id
        and older.status = 'waiting'
        and (older.submitted_at < review_submissions.submitted_at or (older.submitted_at = review_submissions.submitted_at and older.id < review_submissions.id))
    )`.execute(db);
  await db.schema
    .createIndex('review_submissions_one_waiting')
    .on('review_submissions')
    .columns(['content_type', 'record_id'])
    .unique()
    .where(sql.ref('status'), '=', 'waiting')
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are written against an untyped database
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('review_submissions_one_waiting').execute();
}
