import { newId } from '../lib/ids';
import { issuesToErrors } from '@hospital/content/issues';
import { menuLocations, menus, type MenuLocation } from '@hospital/content/types/menus/index';
import { fieldSchema } from '@hospital/content/validation';
import { z } from 'zod';
import type { Db } from '../db/database';
import { ValidationError } from '../errors/http-errors';

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
  children: MenuItem[];
}

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
  children?: ItemInput[] | null | undefined;
}

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
      children: z.array(itemSchema, { error: 'Children must be a list of items.' }).nullable().optional(),
    },
    unknownKeys,
  ),
) as unknown as z.ZodType<ItemInput>;

/** The body of `PUT menus/{location}`. */
export const menuTreeSchema = z.strictObject(
  { items: z.array(itemSchema, { error: 'items must be a list of menu items.' }) },
  unknownKeys,
);

/** Validates a whole tree: field rules, depth, size, unique ids. Ids are generated when absent. */
export function parseMenuTree(body: unknown): MenuItem[] {
  const parsed = menuTreeSchema.safeParse(body);
  if (!parsed.success) throw new ValidationError('Please correct the highlighted menu items.', issuesToErrors(parsed.error.issues));
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
      return {
        _id: id,
        title: item.title,
        path: item.path,
        openInNewTab: item.openInNewTab,
        custom_class: item.custom_class ?? '',
        children: build(item.children ?? [], depth + 1, `${here}.children`),
      };
    });
  const tree = build(parsed.data.items, 1, 'items');
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

export async function getAllMenus(db: Db): Promise<Record<MenuLocation, MenuItem[]>> {
  const rows = await db.kysely.selectFrom('menus').select(['location', 'items']).execute();
  const all = Object.fromEntries(menuLocations.map((l) => [l, [] as MenuItem[]])) as Record<MenuLocation, MenuItem[]>;
  for (const row of rows) if (isMenuLocation(row.location)) all[row.location] = JSON.parse(row.items) as MenuItem[];
  return all;
}

/** Replaces the tree of one location (validated first; see `parseMenuTree`). */
export async function saveMenu(db: Db, location: MenuLocation, body: unknown): Promise<MenuItem[]> {
  const items = parseMenuTree(body);
  const now = new Date().toISOString();
  const json = JSON.stringify(items);
  await db.kysely
    .insertInto('menus')
    .values({ location, items: json, updated_at: now })
    .onConflict((oc) => oc.column('location').doUpdateSet({ items: json, updated_at: now }))
    .execute();
  return items;
}
