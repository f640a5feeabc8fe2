import { describe, expect, it } from 'vitest';
import { dialects } from '../../test/helpers/databases';
import { useSignedInApp } from '../../test/helpers/signed-in-app';
import { maxMenuItems, type MenuItem } from './menu-operations';

const item = (title: string, path: string, extra: Record<string, unknown> = {}): Record<string, unknown> => ({ title, path, openInNewTab: false, ...extra });

for (const dialect of dialects) {
  describe(`menus on ${dialect.name}`, () => {
    const app = useSignedInApp(dialect);


    const save = (location: string, items: unknown) => app.inject({ method: 'PUT', url: `/api/admin/menus/${location}`, payload: { items } });

    it('replaces a tree whole and the website reads it, nested, as a bare list', async () => {
      expect((await app.inject({ url: '/api/admin/public-nav?location=header' })).json()).toEqual([]);
      const saved = await save('header', [
        item('Home', '/'),
        item('About Us', '#', {
          _id: 'about',
          children: [item('Our Story', 'about-us'), item('Leadership', '/our-leadership', { children: [item('Board', '/board', { custom_class: 'highlight' })] })],
        }),
        item('Patient portal', 'https://portal.example.org', { openInNewTab: true }),
      ]);
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json<{ message: string }>().message).toBe('Menu saved');
      const nav = (await app.inject({ url: '/api/admin/public-nav?location=header' })).json<MenuItem[]>();
      expect(nav.map((i) => i.title)).toEqual(['Home', 'About Us', 'Patient portal']);
      expect(nav[1]?._id).toBe('about');
      expect(nav[1]?.children.map((c) => c.title)).toEqual(['Our Story', 'Leadership']);
      expect(nav[1]?.children[1]?.children[0]).toMatchObject({ title: 'Board', path: '/board', custom_class: 'highlight', openInNewTab: false, children: [] });
      expect(nav[2]).toMatchObject({ openInNewTab: true, custom_class: '' });
      for (const i of [nav[0], nav[2], nav[1]?.children[0]]) expect(i?._id).toMatch(/^[a-f0-9]{24}$/);

      // Saving again what was read keeps the ids; reordering is one save.
      const reordered = [nav[2], nav[0], nav[1]];
      await save('header', reordered);
      const again = (await app.inject({ url: '/api/admin/menus/header' })).json<{ data: MenuItem[] }>().data;
      expect(again.map((i) => i._id)).toEqual(reordered.map((i) => i?._id));
      // Other locations are untouched.
      expect((await app.inject({ url: '/api/admin/public-nav?location=footer' })).json()).toEqual([]);
    });

    it('reads every location at once', async () => {
      await save('quicklinks', [item('FAQ', '/faq')]);
      const all = (await app.inject({ url: '/api/admin/menus' })).json<{ data: Record<string, MenuItem[]> }>().data;
      expect(Object.keys(all).sort()).toEqual(['footer', 'header', 'quicklinks']);
      expect(all.quicklinks?.[0]?.title).toBe('FAQ');
    });

    it('answers 400 for a missing or unknown location on the website and 404 in the admin', async () => {
      for (const url of ['/api/admin/public-nav', '/api/admin/public-nav?location=sidebar', '/api/admin/public-nav?location=Header']) {
        const response = await app.inject({ url });
        expect(response.statusCode, url).toBe(400);
        expect(response.json<{ message: string }>().message).toBe('location must be one of: header, quicklinks, footer.');
      }
      expect((await app.inject({ url: '/api/admin/menus/sidebar' })).statusCode).toBe(404);
      expect((await save('sidebar', [])).statusCode).toBe(404);
    });

    it('checks every item: title and path required, safe links, booleans, known fields', async () => {
      const before = (await app.inject({ url: '/api/admin/menus/footer' })).json<{ data: MenuItem[] }>().data;
      const cases: [unknown, string, RegExp][] = [
        [[{ path: '/x', openInNewTab: false }], 'items.0.title', /Title is required/],
        [[item('', '/x')], 'items.0.title', /Title is required/],
        [[{ title: 'X', openInNewTab: false }], 'items.0.path', /Link is required/],
        [[item('X', 'javascript:alert(1)')], 'items.0.path', /Link must be/],
        [[item('X', '//evil.example')], 'items.0.path', /Link must be/],
        [[item('X', '/ok', { children: [item('Y', 'java script:x')] })], 'items.0.children.0.path', /Link must be/],
        [[{ ...item('X', '/x'), openInNewTab: 'yes' }], 'items.0.openInNewTab', /true or false/],
        [[{ ...item('X', '/x'), icon: 'home' }], 'items.0.icon', /Unknown field: icon/],
        [[{ ...item('X', '/x'), _id: '../x' }], 'items.0._id', /letters, digits/],
        [[{ ...item('X', '/x'), _id: 'same' }, { ...item('Y', '/y'), _id: 'same' }], 'items.1._id', /used twice/],
        ['not a list', 'items', /list/],
      ];
      for (const [items, path, message] of cases) {
        const response = await save('footer', items);
        expect(response.statusCode, JSON.stringify(items)).toBe(400);
        expect(response.json<{ errors: Record<string, string> }>().errors[path], response.body).toMatch(message);
      }
      expect((await app.inject({ method: 'PUT', url: '/api/admin/menus/footer', payload: { items: [], extra: 1 } })).statusCode).toBe(400);
      expect((await app.inject({ url: '/api/admin/menus/footer' })).json<{ data: MenuItem[] }>().data).toEqual(before);
    });

    it('allows three levels and at most 200 items', async () => {
      const three = [item('1', '/1', { children: [item('2', '/2', { children: [item('3', '/3')] })] })];
      expect((await save('footer', three)).statusCode).toBe(200);
      const four = [item('1', '/1', { children: [item('2', '/2', { children: [item('3', '/3', { children: [item('4', '/4')] })] })] })];
      const deep = await save('footer', four);
      expect(deep.statusCode).toBe(400);
      expect(deep.json<{ message: string }>().message).toBe('Menus may be nested at most 3 levels deep.');
      const many = Array.from({ length: maxMenuItems + 1 }, (_, i) => item(`Item ${i}`, `/p${i}`));
      const big = await save('footer', many);
      expect(big.statusCode).toBe(400);
      expect(big.json<{ message: string }>().message).toBe('A menu may hold at most 200 items (this one has 201).');
      expect((await save('footer', many.slice(0, maxMenuItems))).statusCode).toBe(200);
    });
  });
}
