import { describe, expect, it } from 'vitest';
import { createRelatedTargets, sampleBody, typeOf } from '../../test/helpers/content-factories';
import { dialects } from '../../test/helpers/databases';
import { useSignedInApp } from '../../test/helpers/signed-in-app';
import { createRecord } from '../content/content-operations';
import type { LinkTarget } from './menu-links';
import type { MenuItem } from './menu-operations';

const pages = typeOf('pages');
const experts = typeOf('experts');
const departments = typeOf('expert-categories');
const blogs = typeOf('blogs');

const item = (title: string, path: string, extra: Record<string, unknown> = {}): Record<string, unknown> => ({
  title,
  path,
  openInNewTab: false,
  custom_class: '',
  ...extra,
});

for (const dialect of dialects) {
  describe(`menu items linking to records on ${dialect.name}`, () => {
    const app = useSignedInApp(dialect);

    const save = (location: string, items: unknown) => app.inject({ method: 'PUT', url: `/api/admin/menus/${location}`, payload: { items } });
    const publicNav = async (location: string) => (await app.inject({ url: `/api/admin/public-nav?location=${location}` })).json<MenuItem[]>();
    const adminMenu = async (location: string) => (await app.inject({ url: `/api/admin/menus/${location}` })).json<{ data: MenuItem[] }>().data;
    const replace = (key: string, id: string, body: Record<string, unknown>) => app.inject({ method: 'PUT', url: `/api/admin/${key}/${id}`, payload: body });

    it('stores the record beside the path, takes the path from the record, and keeps the public answer as before', async () => {
      const visitors = await createRecord(app.db, pages, sampleBody(pages, {}, { title: 'Visitor Guidelines', pageRoute: 'visitor-guidelines' }));
      const saved = await save('header', [
        item('Patient Care', '#', { _id: 'care', children: [item('Visitors', 'typed-by-hand', { link: { type: 'pages', _id: visitors._id } })] }),
      ]);
      expect(saved.statusCode, saved.body).toBe(200);

      const admin = await adminMenu('header');
      expect(admin[0]?.children[0]).toMatchObject({ path: '/visitor-guidelines', link: { type: 'pages', _id: visitors._id } });
      const nav = await publicNav('header');
      expect(nav[0]?.children[0]).toEqual({
        _id: admin[0]?.children[0]?._id,
        title: 'Visitors',
        path: '/visitor-guidelines',
        openInNewTab: false,
        custom_class: '',
        children: [],
      });
    });

    it("follows a page, a blog and a doctor when their routes change, in the record's own save", async () => {
      const related = await createRelatedTargets(app.db);
      const page = await createRecord(app.db, pages, sampleBody(pages, {}, { title: 'Rights', pageRoute: 'patient-rights' }));
      const blog = await createRecord(app.db, blogs, sampleBody(blogs, related, { title: 'Heart health', slug: 'heart-health' }));
      const cardiology = await createRecord(app.db, departments, sampleBody(departments, {}, { title: 'Cardiology', slug: 'cardiology' }));
      const doctor = await createRecord(app.db, experts, sampleBody(experts, { 'expert-categories': cardiology._id }, { title: 'Dr. Asha Mehta', slug: 'dr-asha' }));
      const saved = await save('quicklinks', [
        item('Rights', '/x', { link: { type: 'pages', _id: page._id } }),
        item('Blog', '/x', { link: { type: 'blogs', _id: blog._id } }),
        item('Dr. Asha', '/x', { link: { type: 'experts', _id: doctor._id } }),
        item('Unlinked', '/patient-rights'),
      ]);
      expect(saved.statusCode, saved.body).toBe(200);
      expect((await publicNav('quicklinks')).map((i) => i.path)).toEqual(['/patient-rights', '/blogs/heart-health', '/our-experts/cardiology/dr-asha', '/patient-rights']);

      const moved = await replace('pages', page._id, { ...sampleBody(pages), title: 'Rights', pageRoute: 'patient-care/rights', template: 'default' });
      expect(moved.statusCode, moved.body).toBe(200);
      expect((await replace('blogs', blog._id, sampleBody(blogs, related, { title: 'Heart health', slug: 'a-healthy-heart' }))).statusCode).toBe(200);
      expect((await replace('expert-categories', cardiology._id, sampleBody(departments, {}, { title: 'Cardiology', slug: 'heart' }))).statusCode).toBe(200);

      // The item typed by hand keeps its path; the linked ones moved with their records.
      expect((await publicNav('quicklinks')).map((i) => i.path)).toEqual(['/patient-care/rights', '/blogs/a-healthy-heart', '/our-experts/heart/dr-asha', '/patient-rights']);
    });

    it('leaves the menus untouched when the record change is refused', async () => {
      const first = await createRecord(app.db, pages, sampleBody(pages, {}, { pageRoute: 'first-route' }));
      await createRecord(app.db, pages, sampleBody(pages, {}, { pageRoute: 'taken-route' }));
      expect((await save('footer', [item('First', '/x', { link: { type: 'pages', _id: first._id } })])).statusCode).toBe(200);
      const refused = await replace('pages', first._id, { ...sampleBody(pages), pageRoute: 'taken-route', template: 'default' });
      expect(refused.statusCode).toBe(409);
      expect((await publicNav('footer'))[0]?.path).toBe('/first-route');
    });

    it('refuses a link to a missing record or of an unknown type, naming the item', async () => {
      const missing = await save('footer', [item('Ok', '/ok'), item('Gone', '/x', { link: { type: 'pages', _id: 'a'.repeat(24) } })]);
      expect(missing.statusCode).toBe(400);
      expect(missing.json<{ errors: Record<string, string> }>().errors['items.1.link']).toBe('"Gone" links to a record that no longer exists. Pick another or type a link.');
      const unknown = await save('footer', [item('Faq', '/x', { link: { type: 'faqs', _id: 'a'.repeat(24) } })]);
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json<{ errors: Record<string, string> }>().errors['items.0.link.type']).toMatch(/must be one of: pages, experts/);
      const doctorless = await createRecord(app.db, departments, sampleBody(departments));
      const orphan = await createRecord(app.db, experts, sampleBody(experts, { 'expert-categories': doctorless._id }));
      const linked = await save('footer', [item('Doctor', '/x', { link: { type: 'experts', _id: orphan._id } })]);
      expect(linked.statusCode, linked.body).toBe(200);
    });

    it('refuses to delete a record a menu item links to, naming the item', async () => {
      const page = await createRecord(app.db, pages, sampleBody(pages, {}, { pageRoute: 'to-keep' }));
      expect((await save('header', [item('Keep me', '/x', { link: { type: 'pages', _id: page._id } })])).statusCode).toBe(200);
      const refused = await app.inject({ method: 'DELETE', url: `/api/admin/pages/${page._id}` });
      expect(refused.statusCode).toBe(409);
      expect(refused.json<{ referrers: unknown[] }>().referrers).toEqual([{ type: 'menus', _id: 'header', title: 'Keep me (header menu)' }]);
      expect((await save('header', [])).statusCode).toBe(200);
      expect((await app.inject({ method: 'DELETE', url: `/api/admin/pages/${page._id}` })).statusCode).toBe(200);
    });

    it("searches every linkable type for the picker, with each record's website address", async () => {
      const neuro = await createRecord(app.db, departments, sampleBody(departments, {}, { title: 'Neurology Zeta', slug: 'neurology-zeta' }));
      await createRecord(app.db, experts, sampleBody(experts, { 'expert-categories': neuro._id }, { title: 'Dr. Zeta Rao', slug: 'dr-zeta-rao' }));
      await createRecord(app.db, pages, sampleBody(pages, {}, { title: 'Zeta wing', pageRoute: 'zeta-wing' }));
      const response = await app.inject({ url: '/api/admin/menus/link-targets?q=zeta' });
      expect(response.statusCode, response.body).toBe(200);
      const found = response.json<{ data: LinkTarget[] }>().data.map((t) => [t.type, t.title, t.path]);
      expect(found).toEqual([
        ['pages', 'Zeta wing', '/zeta-wing'],
        ['experts', 'Dr. Zeta Rao', '/our-experts/neurology-zeta/dr-zeta-rao'],
        ['expert-categories', 'Neurology Zeta', '/our-experts/neurology-zeta'],
      ]);
      // LIKE wildcards are searched for as text.
      expect((await app.inject({ url: '/api/admin/menus/link-targets?q=%25' })).json<{ data: LinkTarget[] }>().data).toEqual([]);
      expect((await app.inject({ url: '/api/admin/menus/link-targets?q=zeta', headers: { authorization: '' } })).statusCode).toBe(401);
    });
  });
}
