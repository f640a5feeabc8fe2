import { describe, expect, it } from 'vitest';
import { edgeHeaders } from '../web/edge-headers';
import { edgeOff } from '../config/edge-settings';
import { keysOfChange, pageKeys } from './edge-keys';

const id = '0123456789abcdef01234567';

describe('the surrogate keys of a page', () => {
  it('name the types of the lists it read, the menus, the settings, a department’s doctors, and the whole site', () => {
    expect(pageKeys(['site-settings?lang=hi', 'public-nav?location=header', 'public-nav?location=footer', 'blogs/active', 'blogs/active?lang=hi', `experts/expert-categories/${id}`, 'search?q=x', 'nope/active'])).toEqual([
      'site',
      'settings',
      'menus',
      'type:blogs',
      'type:experts',
      `record:${id}`,
    ]);
  });
});

describe('the keys a change purges', () => {
  it('a publish, an unpublish, a scheduled publish and a record’s save purge its type, the types showing it, and the sitemap', () => {
    expect(keysOfChange({ method: 'POST', url: `/api/admin/workflow/blogs/${id}/publish` })).toEqual(['type:blogs', 'sitemap']);
    expect(keysOfChange({ method: 'POST', url: `/api/admin/workflow/blogs/${id}/unpublish` })).toEqual(['type:blogs', 'sitemap']);
    expect(keysOfChange({ method: 'POST', url: `/api/admin/blogs/${id}/publish` })).toEqual(['type:blogs', 'sitemap']);
    expect(keysOfChange({ method: 'POST', url: '/api/admin/workflow/experts/bulk' })).toEqual(expect.arrayContaining(['type:experts', 'sitemap']));
    // A doctor's name shows on the lists that relate to doctors (a blog's author…).
    expect(keysOfChange({ method: 'PUT', url: `/api/admin/expert-categories/${id}` })).toEqual(expect.arrayContaining(['type:expert-categories', 'type:experts']));
  });

  it('the settings, the menus, a media file, a redirect or a template purge theirs', () => {
    expect(keysOfChange({ method: 'PUT', url: '/api/admin/site-settings' })).toEqual(['settings']);
    expect(keysOfChange({ method: 'PUT', url: '/api/admin/menus/header' })).toEqual(['menus']);
    expect(keysOfChange({ method: 'POST', url: '/api/admin/medias' })).toEqual(['site']);
    expect(keysOfChange({ method: 'POST', url: '/api/admin/redirects' })).toEqual(['site', 'redirects']);
    expect(keysOfChange({ method: 'PUT', url: `/api/admin/templates/${id}` })).toEqual(['site']);
  });

  it('a draft, a schedule, a preview link or a request’s handling purge nothing; an unknown change purges the site', () => {
    expect(keysOfChange({ method: 'PUT', url: `/api/admin/workflow/blogs/${id}/draft` })).toEqual([]);
    expect(keysOfChange({ method: 'POST', url: `/api/admin/workflow/blogs/${id}/schedule` })).toEqual([]);
    expect(keysOfChange({ method: 'POST', url: `/api/admin/workflow/blogs/${id}/preview-links` })).toEqual([]);
    expect(keysOfChange({ method: 'PATCH', url: `/api/admin/form-entries/${id}` })).toEqual([]);
    expect(keysOfChange({})).toEqual(['site']);
    expect(keysOfChange({ method: 'POST', url: '/api/admin/something-new' })).toEqual(['site']);
  });
});

describe('the cache headers of a page', () => {
  const on = edgeHeaders({ ...edgeOff, cache: true, maxAgeSeconds: 604800 });
  it('off: no-cache and no keys, as before', () => {
    expect(edgeHeaders(edgeOff).page(200, ['blogs/active'])).toEqual({ 'cache-control': 'no-cache' });
  });

  it('on: long for shared caches, revalidated by browsers, a minute for a page showing free slots, never a failed render', () => {
    expect(on.page(200, ['blogs/active'])).toEqual({
      'cache-control': 'public, max-age=0, s-maxage=604800, stale-while-revalidate=60, stale-if-error=86400',
      'surrogate-key': 'site type:blogs',
      'cache-tag': 'site,type:blogs',
    });
    expect(on.page(200, [`appointment-slots?doctor=${id}`])['cache-control']).toContain('s-maxage=60,');
    expect(on.page(503, [])).toEqual({ 'cache-control': 'no-store' });
  });
});
