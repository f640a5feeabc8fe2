import { contentTypes } from '@hospital/content/registry';
import { describe, expect, it } from 'vitest';
import { can, permissions, type Role } from '@hospital/content/roles';
import { menuHides, type Access } from '../../shared/access/screen-access';
import { isNavItemActive, navigationSections, sectionsFor, withScreenItems } from './navigation';

describe('admin navigation', () => {
  it('lists every content type once, in sections of the spec order', () => {
    const sections = navigationSections();
    expect(sections.map((s) => s.label)).toEqual(['Content', 'People', 'Media', 'Site', 'Forms', 'Account']);
    const paths = sections.flatMap((s) => s.items.map((i) => i.path));
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths.sort()).toEqual(contentTypes.map((t) => t.adminPath).sort());
  });

  it('links the routes of the spec admin table, including the odd ones', () => {
    const paths = navigationSections().flatMap((s) => s.items.map((i) => i.path));
    for (const path of ['videogalleries', 'our-speciality', 'hospitalfacilities', 'contactentries', 'change-profile', 'medias', 'menus', 'site-settings']) {
      expect(paths).toContain(path);
    }
  });

  it('names the profile screen by its one record and collections by their records', () => {
    const items = navigationSections().flatMap((s) => s.items);
    expect(items.find((i) => i.path === 'change-profile')?.label).toBe('Profile');
    expect(items.find((i) => i.path === 'pages')?.label).toBe('Pages');
  });

  it('marks an entry current on its list and on the create and edit screens, also under a singular path', () => {
    const videos = navigationSections().flatMap((s) => s.items).find((i) => i.path === 'videogalleries');
    if (!videos) throw new Error('no video gallery entry');
    expect(isNavItemActive(videos, '/admin/videogalleries')).toBe(true);
    expect(isNavItemActive(videos, '/admin/videogallery/create')).toBe(true);
    expect(isNavItemActive(videos, '/admin/videogallery/edit/abc')).toBe(true);
    expect(isNavItemActive(videos, '/admin/videogalleriesx')).toBe(false);
    const pages = { label: 'Pages', path: 'pages', icon: 'Article', permission: 'content.read' } as const;
    expect(isNavItemActive(pages, '/admin/pages/edit/1')).toBe(true);
    expect(isNavItemActive(pages, '/admin/page-templates')).toBe(false);
  });

  describe('what each role sees (content/src/roles.ts)', () => {
    const menuOf = (role: Role) =>
      sectionsFor(withScreenItems(navigationSections()), (permission) => permission === 'signed-in' || can(role, permission)).flatMap((s) => s.items.map((i) => i.label));

    it('shows an administrator everything, Users and the Activity log included', () => {
      const menu = menuOf('administrator');
      for (const label of ['Pages', 'Doctors', 'Site settings', 'Site search', 'Form entries', 'Users', 'Activity log', 'System', 'Profile']) expect(menu).toContain(label);
    });

    it('shows editors, department editors and viewers the content but no site settings, requests, users or log', () => {
      for (const role of ['editor', 'department_editor', 'viewer'] as const) {
        const menu = menuOf(role);
        expect(menu).toContain('Pages');
        expect(menu).toContain('Menus');
        expect(menu).toContain('Profile');
        for (const hidden of ['Site settings', 'Site search', 'Form entries', 'Appointments', 'Users', 'Activity log', 'System']) expect(menu, `${role}: ${hidden}`).not.toContain(hidden);
      }
    });

    it('leaves Menus and Redirects out of the menu of those who write content but may not change them', () => {
      const accessOf = (role: Role): Access => ({ role, departmentIds: [], contentTypes: [], languages: [], permissions: permissions.filter((p) => can(role, p)), everyChangeReviewed: false });
      const menuWith = (role: Role) =>
        sectionsFor(withScreenItems(navigationSections()), (permission) => permission === 'signed-in' || can(role, permission), () => true, (path) => menuHides(accessOf(role), path)).flatMap((s) => s.items.map((i) => i.label));
      for (const role of ['department_editor', 'author', 'translator', 'reviewer'] as const) {
        expect(menuWith(role), role).not.toContain('Menus');
        expect(menuWith(role), role).not.toContain('Redirects');
        expect(menuWith(role), role).toContain('Pages');
      }
      for (const role of ['editor', 'viewer'] as const) expect(menuWith(role), role).toEqual(expect.arrayContaining(['Menus', 'Redirects']));
    });

    it('shows the requests desk its form entries, the day of appointments and profile only', () => {
      expect(menuOf('requests_desk')).toEqual(['Form entries', 'Appointments', 'Profile']);
    });

    it('shows nothing that needs a right before the rights have arrived', () => {
      const menu = sectionsFor(withScreenItems(navigationSections()), (permission) => permission === 'signed-in').flatMap((s) => s.items.map((i) => i.label));
      expect(menu).toEqual(['Profile']);
    });
  });
});
