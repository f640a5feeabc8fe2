import { newId } from '../lib/ids';
import { menuLinkTypes, menuLocations, menus, type MenuLinkRef, type MenuLocation } from '@hospital/content/types/menus/index';
import { fieldSchema, translationsSchema } from '@hospital/content/validation';
import type { Transaction } from 'kysely';
import { z } from 'zod';
import type { Db } from '../db/database';
import type { Database } from '../db/schema';
import { ValidationError } from '../errors/http-errors';
import { linkKey, movesMenuLinks, resolveLinks } from './menu-links';
import { apiComponent } from '../lib/api-components';
import { parseInput } from '../lib/parse-input';
import { readTranslations, translationsKey, type Translations } from '@hospital/content/i18n/translations';
import { defaultLanguage } from '@hospital/content/i18n/languages';
import { localizeRecord } from '@hospital/content/i18n/localize';
import { settleTranslations } from '../content/record-translations';
import { getSiteLanguages } from '../settings/site-settings-operations';
import { transaction } from '../db/transaction';

/**
 * Menus are kept as one tree per location (header, quicklinks, footer), read and replaced whole,
 * so reordering and nesting are one save. The item fields and their rules come from the `menus`
 * declaration; the tree replaces its `location` and `parentId` fields.
 */

export interface MenuItem {
  _id: string;
  title: string;
  path: string;
  openInNewTab: boolean;
  custom_class: string;
  /** The record the item links to; its `path` is then the record's website address. Admin only. */
  link?: MenuLinkRef;
  /** The item's title in the site's other languages (`content/i18n/translations.ts`); absent when none. */
  translations?: Translations;
  children: MenuItem[];
}

/** An item as the website reads it (`public-nav`): the shape of SPEC §3, without `link`. */
export interface PublicNavItem {
  _id: string;
  title: string;
  path: string;
  openInNewTab: boolean;
  custom_class: string;
  /** Read in a language other than the default: whether the title is still the default's, and whether it is translated. */
  _fallback?: string[];
  _translated?: boolean;
  children: PublicNavItem[];
}

type Executor = Db['kysely'] | Transaction<Database>;

export const maxMenuDepth = 3;
export const maxMenuItems = 200;

export const isMenuLocation = (value: unknown): value is MenuLocation =>
  typeof value === 'string' && (menuLocations as readonly string[]).includes(value);

const itemFieldNames = ['title', 'path', 'openInNewTab', 'custom_class'] as const;
const itemFields = Object.fromEntries(
  itemFieldNames.map((name) => {
    const field = menus.fields.find((f) => f.name === name);
    if (!field) throw new Error(`The menus declaration has no field ${name}`);
    return [name, fieldSchema(field)];
  }),
);

const unknownKeys = {
  error: (iss: z.core.$ZodRawIssue): string | undefined =>
    iss.code === 'unrecognized_keys' ? `Unknown field: ${iss.keys.join(', ')}.` : undefined,
};

interface ItemInput {
  _id?: string | null | undefined;
  title: string;
  path: string;
  openInNewTab: boolean;
  custom_class?: string | null | undefined;
  link?: MenuLinkRef | null | undefined;
  translations?: unknown;
  children?: ItemInput[] | null | undefined;
}

const linkSchema = z.strictObject(
  {
    type: z.enum(menuLinkTypes, { error: `A link's type must be one of: ${menuLinkTypes.join(', ')}.` }),
    _id: z.string({ error: "A link's record id must be text." }).regex(/^[a-f0-9]{24}$/, "A link's record id is not a valid id."),
  },
  { error: (iss) => (iss.code === 'unrecognized_keys' ? `Unknown field: ${iss.keys.join(', ')}.` : 'A link must name a record: { type, _id }.') },
);

// The field schemas come from the declaration typed only as ZodType, so the item type is stated here.
const itemSchema: z.ZodType<ItemInput> = z.lazy(() =>
  z.strictObject(
    {
      _id: z
        .string({ error: 'An item id must be text.' })
        .regex(/^[A-Za-z0-9_-]{1,64}$/, 'An item id may hold letters, digits, - and _ only (at most 64).')
        .nullable()
        .optional(),
      ...itemFields,
      link: linkSchema.nullable().optional(),
      [translationsKey]: translationsSchema(menus).nullable().optional(),
      children: z.array(itemSchema, { error: 'Children must be a list of items.' }).nullable().optional(),
    },
    unknownKeys,
  ),
) as unknown as z.ZodType<ItemInput>;
apiComponent(itemSchema, 'MenuItemEdit');

/** The body of `PUT menus/{location}`. */
export const menuTreeSchema = z.strictObject(
  { items: z.array(itemSchema, { error: 'items must be a list of menu items.' }) },
  unknownKeys,
);

/**
 * What a save does with an item's translations: given the translations sent (undefined when
 * absent), the item and where it is in the body, the translations to keep.
 */
export type MenuTranslations = (given: unknown, item: { _id: string; title: string }, at: string) => Translations;

/** The workflow's publish of a checked tree: translations kept as they are, stamps included. */
export const stampedMenuTranslations: MenuTranslations = (given) => readTranslations(given);

/** A client's save: each item's translations settled against the same item (by id) of the tree saved before. */
export function settledMenuTranslations(previous: readonly MenuItem[], languages: readonly string[], now: Date): MenuTranslations {
  const before = new Map([...walk(previous)].map(({ item }) => [item._id, item.translations]));
  return (given, item, at) => settleTranslations(menus, item, given, before.get(item._id), languages, now, at);
}

/**
 * Validates a whole tree: field rules, depth, size, unique ids, translations (see
 * `MenuTranslations`). Ids are generated when absent.
 */
export function parseMenuTree(body: unknown, translationsOf: MenuTranslations): MenuItem[] {
  const input = parseInput(menuTreeSchema, body, 'Please correct the highlighted menu items.');
  const errors: Record<string, string> = {};
  const seen = new Set<string>();
  let count = 0;
  const build = (items: ItemInput[], depth: number, path: string): MenuItem[] =>
    items.map((item, i) => {
      const here = `${path}.${i}`;
      count += 1;
      if (depth > maxMenuDepth) errors[`${here}.children`] ??= `Menus may be nested at most ${maxMenuDepth} levels deep.`;
      const id = item._id || newId();
      if (seen.has(id)) errors[`${here}._id`] = `The item id ${id} is used twice.`;
      seen.add(id);
      const translations = translationsOf(item.translations, { _id: id, title: item.title }, `${here}.${translationsKey}`);
      return {
        _id: id,
        title: item.title,
        path: item.path,
        openInNewTab: item.openInNewTab,
        custom_class: item.custom_class ?? '',
        ...(item.link ? { link: { type: item.link.type, _id: item.link._id } } : {}),
        ...(Object.keys(translations).length > 0 ? { translations } : {}),
        children: build(item.children ?? [], depth + 1, `${here}.children`),
      };
    });
  const tree = build(input.items, 1, 'items');
  if (count > maxMenuItems) errors.items = `A menu may hold at most ${maxMenuItems} items (this one has ${count}).`;
  if (Object.keys(errors).length > 0) {
    const depthError = Object.values(errors).find((m) => m.startsWith('Menus may be nested'));
    throw new ValidationError(errors.items ?? depthError ?? 'Please correct the highlighted menu items.', errors);
  }
  return tree;
}

/** The tree of one location; empty when never saved. */
export async function getMenu(db: Db, location: MenuLocation): Promise<MenuItem[]> {
  const row = await db.kysely.selectFrom('menus').select('items').where('location', '=', location).executeTakeFirst();
  return row ? (JSON.parse(row.items) as MenuItem[]) : [];
}

/**
 * The tree of one location as the website may show it: an item linking to a record that is not
 * published (a draft page, an unpublished doctor, one deleted) is left out with the items under
 * it, so a menu never leads patients to a page that is not there yet.
 */
export async function publicMenu(db: Db, location: MenuLocation): Promise<MenuItem[]> {
  const items = await getMenu(db, location);
  const found = await resolveLinks(db.kysely, linksOf(items));
  const keep = (list: readonly MenuItem[]): MenuItem[] =>
    list.flatMap((item) => {
      if (item.link && found.get(linkKey(item.link))?.status !== 'active') return [];
      return [{ ...item, children: keep(item.children) }];
    });
  return keep(items);
}

/** The tree the website reads: the same items without the admin's link references, titled in `language`. */
export const toPublicNav = (items: readonly MenuItem[], language: string = defaultLanguage): PublicNavItem[] =>
  items.map((item) => {
    const nav: PublicNavItem = {
      _id: item._id,
      title: item.title,
      path: item.path,
      openInNewTab: item.openInNewTab,
      custom_class: item.custom_class,
      children: toPublicNav(item.children, language),
    };
    if (language === defaultLanguage) return nav;
    const localized = localizeRecord(menus, { title: item.title, [translationsKey]: item.translations }, language);
    return { ...nav, title: localized.title, _fallback: localized._fallback ?? [], _translated: localized._translated ?? false };
  });

export async function getAllMenus(db: Db): Promise<Record<MenuLocation, MenuItem[]>> {
  const rows = await db.kysely.selectFrom('menus').select(['location', 'items']).execute();
  const all = Object.fromEntries(menuLocations.map((l) => [l, [] as MenuItem[]])) as Record<MenuLocation, MenuItem[]>;
  for (const row of rows) if (isMenuLocation(row.location)) all[row.location] = JSON.parse(row.items) as MenuItem[];
  return all;
}

/** Every item of a tree with its place in the request body (`items.1.children.0`). */
function* walk(items: readonly MenuItem[], path = 'items'): Generator<{ item: MenuItem; at: string }> {
  for (const [i, item] of items.entries()) {
    yield { item, at: `${path}.${i}` };
    yield* walk(item.children, `${path}.${i}.children`);
  }
}

const linksOf = (items: readonly MenuItem[]): MenuLinkRef[] => [...walk(items)].flatMap(({ item }) => (item.link ? [item.link] : []));

/**
 * Sets each linking item's path to its record's address. A record that is gone, or has no
 * address, is an error on that item.
 */
async function applyLinkPaths(db: Executor, items: MenuItem[]): Promise<void> {
  const found = await resolveLinks(db, linksOf(items));
  const errors: Record<string, string> = {};
  for (const { item, at } of walk(items)) {
    if (!item.link) continue;
    const target = found.get(linkKey(item.link));
    if (!target) errors[`${at}.link`] = `"${item.title}" links to a record that no longer exists. Pick another or type a link.`;
    else if (!target.path) errors[`${at}.link`] = `"${item.title}" links to "${target.title}", which has no page on the website yet.`;
    else item.path = target.path;
  }
  const first = Object.values(errors)[0];
  if (first) throw new ValidationError(first, errors);
}

async function writeMenu(db: Executor, location: MenuLocation, items: readonly MenuItem[]): Promise<void> {
  const now = new Date().toISOString();
  const json = JSON.stringify(items);
  await db
    .insertInto('menus')
    .values({ location, items: json, updated_at: now })
    .onConflict((oc) => oc.column('location').doUpdateSet({ items: json, updated_at: now }))
    .execute();
}

/**
 * Replaces the tree of one location (validated first; see `parseMenuTree`); linked items take
 * their record's address. Translations are settled against the tree saved, unless given how.
 */
export async function saveMenu(db: Db, location: MenuLocation, body: unknown, translationsOf?: MenuTranslations): Promise<MenuItem[]> {
  const items = parseMenuTree(body, translationsOf ?? settledMenuTranslations(await getMenu(db, location), await getSiteLanguages(db), new Date()));
  await transaction(db, async (trx) => {
    await applyLinkPaths(trx, items);
    await writeMenu(trx, location, items);
  });
  return items;
}

/**
 * After a record of a linkable type changed (in the same transaction): the items linking to
 * records whose address moved take the new address. A record that is gone or has no address any
 * more leaves its items' last path as it was.
 */
export async function refreshMenuLinks(db: Executor, typeKey: string): Promise<void> {
  if (!movesMenuLinks(typeKey)) return;
  // By location: two saves that both move links write the trees in the same order.
  const rows = await db.selectFrom('menus').select(['location', 'items']).orderBy('location').execute();
  const trees = rows.flatMap((row) => (isMenuLocation(row.location) ? [{ location: row.location, items: JSON.parse(row.items) as MenuItem[] }] : []));
  const refs = trees.flatMap((tree) => linksOf(tree.items));
  if (refs.length === 0) return;
  const found = await resolveLinks(db, refs);
  for (const tree of trees) {
    let changed = false;
    for (const { item } of walk(tree.items)) {
      const path = item.link ? found.get(linkKey(item.link))?.path : undefined;
      if (path && path !== item.path) {
        item.path = path;
        changed = true;
      }
    }
    if (changed) await writeMenu(db, tree.location, tree.items);
  }
}

/** The menu items that link to a record, as a refused delete names them. */
export async function menuItemsLinkingTo(db: Executor, typeKey: string, id: string): Promise<{ type: 'menus'; _id: string; title: string }[]> {
  if (!movesMenuLinks(typeKey)) return [];
  const rows = await db.selectFrom('menus').select(['location', 'items']).orderBy('location').execute();
  return rows.flatMap((row) =>
    [...walk(JSON.parse(row.items) as MenuItem[])]
      .filter(({ item }) => item.link?.type === typeKey && item.link._id === id)
      .map(({ item }) => ({ type: 'menus' as const, _id: row.location, title: `${item.title} (${row.location} menu)` })),
  );
}
