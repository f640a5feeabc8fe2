import { describe, expect, it } from 'vitest';
import type { NavItem } from '../data/navigation';
import { expandedForPath, internalPath, isCurrentItem, isPlainLink } from './nav-links';

const item = (id: string, path: string, children: NavItem[] = []): NavItem => ({ _id: id, title: id, path, children });

const menu = [
  item('home', '/'),
  item('about', '#', [item('vision', 'vision-mission'), item('team', '#', [item('leaders', '/our-leadership')])]),
  item('blog', 'https://blog.example.org'),
];

describe('navigation links', () => {
  it('treats http, https and # paths as plain links and others as internal', () => {
    expect(isPlainLink('https://x.org')).toBe(true);
    expect(isPlainLink('http://x.org')).toBe(true);
    expect(isPlainLink('#')).toBe(true);
    expect(isPlainLink('about-us')).toBe(false);
    expect(isPlainLink('/about-us')).toBe(false);
  });

  it('adds the leading slash to internal paths', () => {
    expect(internalPath('about-us')).toBe('/about-us');
    expect(internalPath('/about-us')).toBe('/about-us');
  });

  it('marks an item current when its own or a descendant path matches, ignoring a trailing slash', () => {
    expect(isCurrentItem(menu[0]!, '/')).toBe(true);
    expect(isCurrentItem(menu[1]!, '/vision-mission/')).toBe(true);
    expect(isCurrentItem(menu[1]!, '/our-leadership')).toBe(true);
    expect(isCurrentItem(menu[1]!, '/blogs')).toBe(false);
    expect(isCurrentItem(menu[0]!, '/vision-mission')).toBe(false);
  });

  it('opens every parent of the current item', () => {
    expect([...expandedForPath(menu, '/our-leadership')].sort()).toEqual(['about', 'team']);
    expect([...expandedForPath(menu, '/vision-mission')]).toEqual(['about']);
    expect(expandedForPath(menu, '/elsewhere').size).toBe(0);
  });
});
