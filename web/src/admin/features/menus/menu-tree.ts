import type { MenuLinkRef } from '@hospital/content/types/menus/index';
import type { Translations } from '@hospital/content/i18n/translations';

/** A navigation item as `GET/PUT menus/{location}` carry it. */
export interface MenuNode {
  _id?: string;
  title: string;
  path: string;
  openInNewTab: boolean;
  custom_class: string;
  /** The record the item links to; the server keeps `path` equal to its website address. */
  link?: MenuLinkRef;
  /** The title in the site's other languages (content/src/i18n/translations.ts); absent when none. */
  translations?: Translations;
  children: MenuNode[];
}

export type MenuItemFields = Omit<MenuNode, 'children'>;

/** One row of the tree as the editor shows it: the item, its depth (0 = top level) and a stable key. */
export interface FlatItem {
  key: string;
  depth: number;
  item: MenuItemFields;
}

/** Levels a menu may have (the server refuses deeper trees). */
export const MAX_MENU_DEPTH = 3;

let nextKey = 0;
export const newKey = (): string => `menu-item-${++nextKey}`;

const fieldsOf = (node: Partial<MenuNode>): MenuItemFields => ({
  ...(node._id ? { _id: node._id } : {}),
  title: node.title ?? '',
  path: node.path ?? '',
  openInNewTab: Boolean(node.openInNewTab),
  custom_class: node.custom_class ?? '',
  ...(node.link ? { link: node.link } : {}),
  ...(node.translations && Object.keys(node.translations).length > 0 ? { translations: node.translations } : {}),
});

/** The tree in reading order, each item with its depth. */
export function flattenTree(tree: readonly Partial<MenuNode>[], depth = 0): FlatItem[] {
  return tree.flatMap((node) => [
    { key: node._id ?? newKey(), depth, item: fieldsOf(node) },
    ...flattenTree(node.children ?? [], depth + 1),
  ]);
}

/** The tree back from its rows: an item's parent is the nearest row above it one level up. */
export function buildTree(flat: readonly FlatItem[]): MenuNode[] {
  const roots: MenuNode[] = [];
  const stack: MenuNode[] = [];
  for (const row of flat) {
    const node: MenuNode = { ...row.item, children: [] };
    const depth = Math.min(row.depth, stack.length);
    stack.length = depth;
    const parent = stack[depth - 1];
    if (parent) parent.children.push(node);
    else roots.push(node);
    stack.push(node);
  }
  return roots;
}

/** The index just past the item's last descendant. */
export function blockEnd(flat: readonly FlatItem[], index: number): number {
  const depth = flat[index]?.depth ?? 0;
  let end = index + 1;
  while (end < flat.length && (flat[end]?.depth ?? 0) > depth) end += 1;
  return end;
}

/** How many levels the item and its descendants span (1 for a leaf). */
function blockHeight(flat: readonly FlatItem[], index: number): number {
  const depth = flat[index]?.depth ?? 0;
  let height = 1;
  for (let i = index + 1; i < blockEnd(flat, index); i += 1) height = Math.max(height, (flat[i]?.depth ?? 0) - depth + 1);
  return height;
}

function previousSibling(flat: readonly FlatItem[], index: number): number {
  const depth = flat[index]?.depth ?? 0;
  for (let i = index - 1; i >= 0; i -= 1) {
    const d = flat[i]?.depth ?? 0;
    if (d === depth) return i;
    if (d < depth) return -1;
  }
  return -1;
}

export function parentOf(flat: readonly FlatItem[], index: number): number {
  const depth = flat[index]?.depth ?? 0;
  for (let i = index - 1; i >= 0; i -= 1) if ((flat[i]?.depth ?? 0) < depth) return i;
  return -1;
}

const shift = (rows: readonly FlatItem[], by: number): FlatItem[] => rows.map((r) => ({ ...r, depth: r.depth + by }));

export const canMoveUp = (flat: readonly FlatItem[], index: number): boolean => previousSibling(flat, index) >= 0;
export const canMoveDown = (flat: readonly FlatItem[], index: number): boolean => {
  const end = blockEnd(flat, index);
  return end < flat.length && flat[end]?.depth === flat[index]?.depth;
};
export const canIndent = (flat: readonly FlatItem[], index: number): boolean =>
  previousSibling(flat, index) >= 0 && (flat[index]?.depth ?? 0) + blockHeight(flat, index) < MAX_MENU_DEPTH;
export const canOutdent = (flat: readonly FlatItem[], index: number): boolean => (flat[index]?.depth ?? 0) > 0;

/** Swaps the item (with its children) and its previous sibling. */
export function moveUp(flat: readonly FlatItem[], index: number): FlatItem[] {
  const prev = previousSibling(flat, index);
  if (prev < 0) return [...flat];
  const end = blockEnd(flat, index);
  return [...flat.slice(0, prev), ...flat.slice(index, end), ...flat.slice(prev, index), ...flat.slice(end)];
}

/** Swaps the item (with its children) and its next sibling. */
export function moveDown(flat: readonly FlatItem[], index: number): FlatItem[] {
  if (!canMoveDown(flat, index)) return [...flat];
  const end = blockEnd(flat, index);
  const nextEnd = blockEnd(flat, end);
  return [...flat.slice(0, index), ...flat.slice(end, nextEnd), ...flat.slice(index, end), ...flat.slice(nextEnd)];
}

/** Makes the item the last child of its previous sibling. */
export function indent(flat: readonly FlatItem[], index: number): FlatItem[] {
  if (!canIndent(flat, index)) return [...flat];
  const end = blockEnd(flat, index);
  return [...flat.slice(0, index), ...shift(flat.slice(index, end), 1), ...flat.slice(end)];
}

/** Makes the item the next sibling of its parent; the siblings below it stay with the parent. */
export function outdent(flat: readonly FlatItem[], index: number): FlatItem[] {
  if (!canOutdent(flat, index)) return [...flat];
  const parent = parentOf(flat, index);
  const end = blockEnd(flat, index);
  const parentEnd = blockEnd(flat, parent);
  const block = shift(flat.slice(index, end), -1);
  return [...flat.slice(0, index), ...flat.slice(end, parentEnd), ...block, ...flat.slice(parentEnd)];
}

/** Whether an item may hold items of its own: its children would still be within the menu's levels. */
export const canHaveChildren = (flat: readonly FlatItem[], index: number): boolean => (flat[index]?.depth ?? MAX_MENU_DEPTH) + 1 < MAX_MENU_DEPTH;

/** Why the item cannot go under the one above it, in words for the editor; null when it can. */
export function indentBlockedReason(flat: readonly FlatItem[], index: number): string | null {
  const row = flat[index];
  const prev = previousSibling(flat, index);
  if (!row) return null;
  if (prev < 0) return `"${row.item.title}" has no item above it at its level to go under.`;
  if (canIndent(flat, index)) return null;
  return `Menus may be nested at most ${MAX_MENU_DEPTH} levels deep: "${row.item.title}"${blockHeight(flat, index) > 1 ? ' and the items under it' : ''} cannot go under "${flat[prev]?.item.title ?? ''}".`;
}

/** Where "Add item" puts a new item: at the end of the top level, as the last child of an item, or right after an item (and its children). */
export type Placement = { kind: 'end' } | { kind: 'under'; key: string } | { kind: 'after'; key: string };

/** Adds a row at its placement; null when the placement names no row or would go too deep. */
export function insertItem(flat: readonly FlatItem[], item: MenuItemFields, placement: Placement, key = newKey()): FlatItem[] | null {
  if (placement.kind === 'end') return [...flat, { key, depth: 0, item }];
  const index = flat.findIndex((r) => r.key === placement.key);
  const anchor = flat[index];
  if (!anchor) return null;
  if (placement.kind === 'under' && !canHaveChildren(flat, index)) return null;
  const depth = placement.kind === 'under' ? anchor.depth + 1 : anchor.depth;
  const at = blockEnd(flat, index);
  return [...flat.slice(0, at), { key, depth, item }, ...flat.slice(at)];
}

/** What a drag would do if dropped now: the rows after the drop, and where the dragged item lands. */
export interface DropProjection {
  rows: FlatItem[];
  depth: number;
  /** The item it would go under; null at the top level. */
  parentTitle: string | null;
  /** The drag asked for a deeper level than the menu allows. */
  tooDeep: boolean;
}

export function projectDrop(flat: readonly FlatItem[], activeKey: string, overKey: string, depthChange: number): DropProjection | null {
  const rows = dropItem(flat, activeKey, overKey, depthChange);
  if (!rows) return null;
  const index = rows.findIndex((r) => r.key === activeKey);
  const moved = rows[index];
  const from = flat.find((r) => r.key === activeKey);
  if (!moved || !from) return null;
  const parent = rows[parentOf(rows, index)];
  return {
    rows,
    depth: moved.depth,
    parentTitle: moved.depth > 0 && parent ? parent.item.title : null,
    tooDeep: from.depth + depthChange > moved.depth && moved.depth + blockHeight(rows, index) >= MAX_MENU_DEPTH,
  };
}

/** Removes the item and its children. */
export function removeItem(flat: readonly FlatItem[], index: number): FlatItem[] {
  return [...flat.slice(0, index), ...flat.slice(blockEnd(flat, index))];
}

/**
 * A drag and drop: the item (with its children) moves to where `overKey` was and to the depth
 * its horizontal drag asks for, within what keeps the tree valid: at most one level below the
 * row above, not shallower than the row below (which would steal it from its parent), and no
 * deeper than the menu allows. Returns null when it cannot land there.
 */
export function dropItem(flat: readonly FlatItem[], activeKey: string, overKey: string, depthChange: number): FlatItem[] | null {
  const from = flat.findIndex((r) => r.key === activeKey);
  if (from < 0) return null;
  const end = blockEnd(flat, from);
  const block = flat.slice(from, end);
  const rest = [...flat.slice(0, from), ...flat.slice(end)];
  const head = block[0] as FlatItem;
  let at: number;
  if (overKey === activeKey || block.some((r) => r.key === overKey)) {
    at = from;
  } else {
    const overIndexInFlat = flat.findIndex((r) => r.key === overKey);
    if (overIndexInFlat < 0) return null;
    const overInRest = rest.findIndex((r) => r.key === overKey);
    // Dragging down lands after the row it is over; dragging up, before it.
    at = overIndexInFlat > from ? overInRest + 1 : overInRest;
  }
  const above = rest[at - 1];
  const below = rest[at];
  const max = Math.min(above ? above.depth + 1 : 0, MAX_MENU_DEPTH - blockHeight(flat, from));
  const min = below ? below.depth : 0;
  if (max < min) return null;
  const depth = Math.max(min, Math.min(max, head.depth + depthChange));
  return [...rest.slice(0, at), ...shift(block, depth - head.depth), ...rest.slice(at)];
}

/** What a tree row needs for WAI-ARIA and its guide lines: place among its siblings and, per level above it, whether that line carries on below. */
export interface RowMeta {
  parentIndex: number;
  posInSet: number;
  setSize: number;
  hasChildren: boolean;
  /** For each level 0..depth: does the branch at that level continue below this row (a sibling still to come)? */
  continues: boolean[];
}

export function treeMeta(flat: readonly FlatItem[]): RowMeta[] {
  const isLast = flat.map((_row, index) => !canMoveDown(flat, index));
  const meta: RowMeta[] = [];
  const ancestors: number[] = [];
  const siblingsOf = new Map<number, number[]>();
  flat.forEach((row, index) => {
    ancestors.length = row.depth;
    const parentIndex = ancestors[row.depth - 1] ?? -1;
    const siblings = siblingsOf.get(parentIndex) ?? [];
    siblings.push(index);
    siblingsOf.set(parentIndex, siblings);
    meta.push({
      parentIndex,
      posInSet: siblings.length,
      setSize: 0,
      hasChildren: (flat[index + 1]?.depth ?? -1) > row.depth,
      continues: [...ancestors.map((a) => !isLast[a]), !isLast[index]],
    });
    ancestors.push(index);
  });
  for (const siblings of siblingsOf.values()) for (const index of siblings) (meta[index] as RowMeta).setSize = siblings.length;
  return meta;
}
