import fs from 'node:fs';
import path from 'node:path';
import { administrator, hour, ids, imageBytes, imageFileName, iso, sessionToken, sha256, type AnyDb, type Expected, type FixtureContext, type UpgradeFixture } from './fixture';

// The first schema: content tables with their fields in `data`, relations beside them, one
// administrator (no roles yet) with an open session, a media file, menus, site settings, and form
// entries as they were before the requests desk (no reference, no status).

const created = '2026-01-05T08:00:00.000Z';

const content = (id: string, slug: string | null, title: string, data: Record<string, unknown>, recordDate: string | null = null) => ({
  id,
  slug,
  title,
  status: 'active',
  sort_order: 0,
  record_date: recordDate,
  created_at: created,
  updated_at: created,
  data: JSON.stringify({ title, ...(slug ? { slug } : {}), ...data }),
});

export async function write(db: AnyDb, { uploadsDir, now }: FixtureContext): Promise<Expected> {
  await db
    .insertInto('content_expert_categories')
    .values([
      content(ids.cardiology, 'cardiology', 'Cardiology', { description: '<p>Heart care, day and night.</p>' }),
      content(ids.neurology, 'neurology', 'Neurology', { description: '<p>Brain and nerves.</p>' }),
    ])
    .execute();
  await db
    .insertInto('content_experts')
    .values(
      content(ids.doctor, 'dr-asha-mehta', 'Dr. Asha Mehta', {
        designation: 'Senior Consultant',
        education: 'MBBS, MD (Medicine), DM (Cardiology)',
        languages: ['English', 'Hindi'],
        description: '<p>Twenty years of heart care.</p>',
        imageUrl: `/uploads/${imageFileName}`,
        departments: [ids.cardiology],
      }),
    )
    .execute();
  await db
    .insertInto('content_relations')
    .values({ from_type: 'experts', from_id: ids.doctor, field: 'departments', to_type: 'expert-categories', to_id: ids.cardiology, position: 0 })
    .execute();
  await db
    .insertInto('content_blogs')
    .values(content(ids.blog, 'staying-well-in-the-monsoon', 'Staying well in the monsoon', { date: '2026-07-01', description: '<p>Boil water, keep dry.</p>' }, '2026-07-01'))
    .execute();
  await db.insertInto('content_faqs').values(content(ids.faq, null, 'What are the visiting hours?', { description: '<p>4 pm to 7 pm.</p>' })).execute();

  await db
    .insertInto('admins')
    .values({ id: ids.admin, email: administrator.email, name: 'IT Desk', password_hash: administrator.hash, failed_attempts: 0, locked_until: null, created_at: created, updated_at: created })
    .execute();
  await db
    .insertInto('sessions')
    .values({ id: ids.session, token_hash: sha256(sessionToken), admin_id: ids.admin, created_at: iso(now, -hour), last_seen_at: iso(now), expires_at: iso(now, 24 * hour) })
    .execute();

  fs.mkdirSync(uploadsDir, { recursive: true });
  fs.writeFileSync(path.join(uploadsDir, imageFileName), imageBytes);
  await db
    .insertInto('media')
    .values({ id: ids.media, file_name: imageFileName, original_name: 'ward.png', mime_type: 'image/png', size: imageBytes.length, width: 4, height: 4, title: 'Ward', alt: 'A bright ward', created_at: created, updated_at: created })
    .execute();

  const item = (id: string, title: string, itemPath: string) => ({ _id: id, title, path: itemPath, openInNewTab: false, custom_class: '', children: [] });
  await db
    .insertInto('menus')
    .values([
      { location: 'header', items: JSON.stringify([item('home', 'Home', '/'), { ...item('doctors', 'Our doctors', '/experts'), children: [item('cardio', 'Cardiology', '/experts?department=cardiology')] }]), updated_at: created },
      { location: 'footer', items: JSON.stringify([item('contact', 'Contact us', '/contact-us')]), updated_at: created },
    ])
    .execute();
  await db
    .insertInto('settings')
    .values({ key: 'site-settings', value: JSON.stringify({ siteTitle: 'Good Health Hospital', site_phone_no_1: '+91 44 2345 6789', site_mail_id: 'care@hospital.test' }), updated_at: created })
    .execute();

  await db
    .insertInto('form_entries')
    .values([
      {
        id: ids.contact,
        kind: 'contact',
        data: JSON.stringify({ name: 'Ravi Kumar', phone: '+91 98765 43210', email: 'Ravi@Example.com', subject: 'Visiting hours', message: 'When may I visit my father?' }),
        submit_ip: '203.0.113.7',
        remote_ip: '203.0.113.7',
        created_at: '2026-01-10T09:00:00.000Z',
      },
      {
        id: ids.appointment,
        kind: 'appointment',
        data: JSON.stringify({ name: 'Meena Iyer', phone: '9123456780', email: 'meena@example.com', department: 'Cardiology', doctor: 'Dr. Asha Mehta', date: '2026-02-01', time: '10:00' }),
        submit_ip: '203.0.113.8',
        remote_ip: '203.0.113.8',
        created_at: '2026-01-12T11:30:00.000Z',
      },
    ])
    .execute();

  return {
    records: [
      { type: 'expert-categories', id: ids.cardiology, title: 'Cardiology', field: 'slug', value: 'cardiology' },
      { type: 'expert-categories', id: ids.neurology, title: 'Neurology', field: 'description', value: '<p>Brain and nerves.</p>' },
      { type: 'experts', id: ids.doctor, title: 'Dr. Asha Mehta', field: 'designation', value: 'Senior Consultant' },
      { type: 'blogs', id: ids.blog, title: 'Staying well in the monsoon', field: 'date', value: '2026-07-01' },
      { type: 'faqs', id: ids.faq, title: 'What are the visiting hours?', field: 'description', value: '<p>4 pm to 7 pm.</p>' },
    ],
    relations: [{ type: 'experts', field: 'departments', to: ids.cardiology, ids: [ids.doctor] }],
    revisions: [],
    // The requests desk migration numbers the entries it finds, per form and year, in order of arrival.
    entries: [
      { id: ids.contact, reference: 'CON-2026-000001', status: 'new', name: 'Ravi Kumar', notes: [] },
      { id: ids.appointment, reference: 'APT-2026-000001', status: 'new', name: 'Meena Iyer', notes: [] },
    ],
    // Accounts from before roles are administrators.
    accounts: [{ email: administrator.email, password: administrator.password, role: 'administrator' }],
    sessions: [{ token: sessionToken, email: administrator.email }],
    media: [{ id: ids.media, fileName: imageFileName, bytes: imageBytes, focalX: 50, focalY: 50 }],
    menus: [
      { location: 'header', titles: ['Home', 'Our doctors'] },
      { location: 'footer', titles: ['Contact us'] },
    ],
    settings: { siteTitle: 'Good Health Hospital', site_phone_no_1: '+91 44 2345 6789' },
    mail: [],
    waiting: [],
    folded: [],
    searches: [{ query: 'Mehta', id: ids.doctor }],
    removed: {},
  };
}

export const fixture: UpgradeFixture = { migration: '2026-11-21T0900-initial', write };
