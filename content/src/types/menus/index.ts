import { defineContentType } from '../../content-type';
import { boolean, relation, select, text } from '../../fields';

/** Where a menu shows: the header navigation and the footer's two lists. */
export const menuLocations = ['header', 'quicklinks', 'footer'] as const;
export type MenuLocation = (typeof menuLocations)[number];

/**
 * The records a menu item may link to by reference (pages, doctors, departments, specialities,
 * blogs, events, camps): the item stores the record's type and id beside its path, and the server
 * keeps the path equal to the record's website address when its route changes.
 */
export const menuLinkTypes = ['pages', 'experts', 'expert-categories', 'specialities', 'blogs', 'events', 'camps'] as const;
export type MenuLinkType = (typeof menuLinkTypes)[number];

export interface MenuLinkRef {
  type: MenuLinkType;
  _id: string;
}

const locationLabels: Record<MenuLocation, string> = {
  header: 'Header',
  quicklinks: 'Footer: Quick Links',
  footer: 'Footer: About Us',
};

/**
 * One navigation item. Items form a tree per location: `parentId` names the parent item (empty
 * for a top-level item) and `sortOrder` orders siblings. `public-nav?location=…` returns the
 * tree with `children`.
 */
export const menus = defineContentType({
  key: 'menus',
  adminPath: 'menus',
  label: { singular: 'Menu item', plural: 'Menus' },
  section: 'Site',
  icon: 'Menu',
  kind: 'custom',
  fields: [
    text('title', 'Title', { required: true, maxLength: 200, translatable: true }),
    text('path', 'Link', {
      required: true,
      format: 'link',
      help: 'A page of this site (about-us or /about-us), a full web address (https://…), or # for a heading that only opens its submenu.',
    }),
    boolean('openInNewTab', 'Open in a new tab'),
    text('custom_class', 'CSS class', { maxLength: 100, help: 'For special styling; usually left empty.' }),
    select('location', 'Menu', {
      required: true,
      options: menuLocations.map((value) => ({ value, label: locationLabels[value] })),
      defaultValue: 'header',
    }),
    relation('parentId', 'Parent item', { to: 'menus', help: 'Empty for a top-level item.' }),
  ],
  titleField: 'title',
  listColumns: ['title', 'path', 'location', 'openInNewTab'],
  searchFields: ['title', 'path'],
  defaultSort: { field: 'sortOrder', direction: 'asc' },
});
