import { contentTypes } from '@hospital/content/registry';
import { describe, expect, it } from 'vitest';
import { isNavItemActive, navigationSections } from './navigation';

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
    const pages = { label: 'Pages', path: 'pages', icon: 'Article' };
    expect(isNavItemActive(pages, '/admin/pages/edit/1')).toBe(true);
    expect(isNavItemActive(pages, '/admin/page-templates')).toBe(false);
  });
});
