import { describe, expect, it } from 'vitest';
import {
  buildTree,
  canHaveChildren,
  canIndent,
  indentBlockedReason,
  insertItem,
  projectDrop,
  treeMeta,
  canMoveUp,
  dropItem,
  flattenTree,
  indent,
  moveDown,
  moveUp,
  outdent,
  removeItem,
  type FlatItem,
  type MenuNode,
} from './menu-tree';

const node = (title: string, children: MenuNode[] = []): MenuNode => ({
  _id: title,
  title,
  path: `/${title.toLowerCase()}`,
  openInNewTab: false,
  custom_class: '',
  children,
});

/** The shape of a flat list as "title:depth" strings, easy to read in assertions. */
const shape = (flat: readonly FlatItem[]) => flat.map((r) => `${r.item.title}:${r.depth}`);

const sample = () => flattenTree([node('Home'), node('About', [node('Vision'), node('Leaders', [node('Board')])]), node('Contact')]);
const at = (flat: readonly FlatItem[], title: string) => flat.findIndex((r) => r.item.title === title);

describe('menu tree', () => {
  it('flattens a tree in reading order and builds the same tree back', () => {
    const flat = sample();
    expect(shape(flat)).toEqual(['Home:0', 'About:0', 'Vision:1', 'Leaders:1', 'Board:2', 'Contact:0']);
    expect(buildTree(flat)).toEqual([node('Home'), node('About', [node('Vision'), node('Leaders', [node('Board')])]), node('Contact')]);
  });

  it('moves an item with its children above its previous sibling, and down again', () => {
    const flat = sample();
    const up = moveUp(flat, at(flat, 'About'));
    expect(shape(up)).toEqual(['About:0', 'Vision:1', 'Leaders:1', 'Board:2', 'Home:0', 'Contact:0']);
    expect(shape(moveDown(up, at(up, 'About')))).toEqual(shape(flat));
    expect(canMoveUp(flat, at(flat, 'Vision'))).toBe(false);
  });

  it('indents under the previous sibling and outdents after the parent', () => {
    const flat = sample();
    const indented = indent(flat, at(flat, 'Contact'));
    expect(shape(indented)).toEqual(['Home:0', 'About:0', 'Vision:1', 'Leaders:1', 'Board:2', 'Contact:1']);
    const outdented = outdent(flat, at(flat, 'Vision'));
    expect(shape(outdented)).toEqual(['Home:0', 'About:0', 'Leaders:1', 'Board:2', 'Vision:0', 'Contact:0']);
  });

  it('refuses to nest deeper than three levels', () => {
    const flat = sample();
    // Leaders has a child, so under Vision it would reach a fourth level.
    expect(canIndent(flat, at(flat, 'Leaders'))).toBe(false);
    expect(shape(indent(flat, at(flat, 'Leaders')))).toEqual(shape(flat));
    expect(canIndent(flat, at(flat, 'Board'))).toBe(false);
  });

  it('removes an item with its children', () => {
    const flat = sample();
    expect(shape(removeItem(flat, at(flat, 'Leaders')))).toEqual(['Home:0', 'About:0', 'Vision:1', 'Contact:0']);
  });

  it('drops a dragged item where it lands, at the depth the drag asks for within the rules', () => {
    const flat = sample();
    expect(shape(dropItem(flat, 'Contact', 'Home', 0) ?? [])).toEqual(['Contact:0', 'Home:0', 'About:0', 'Vision:1', 'Leaders:1', 'Board:2']);
    // Dragged right under Home: becomes its child, at most one level deeper than the row above.
    expect(shape(dropItem(flat, 'Contact', 'About', 3) ?? [])).toEqual(['Home:0', 'Contact:1', 'About:0', 'Vision:1', 'Leaders:1', 'Board:2']);
    // Between Vision and Leaders it cannot be shallower than Leaders, or Leaders would change parent.
    expect(shape(dropItem(flat, 'Home', 'Vision', -2) ?? [])).toEqual(['About:0', 'Vision:1', 'Home:1', 'Leaders:1', 'Board:2', 'Contact:0']);
    // About spans three levels: it cannot go under Home.
    expect(shape(dropItem(flat, 'About', 'About', 1) ?? [])).toEqual(shape(flat));
  });

  it('adds an item at the end, as the last child of an item, or right after an item and its children', () => {
    const flat = sample();
    const added = { title: 'New', path: '/new', openInNewTab: false, custom_class: '' };
    expect(shape(insertItem(flat, added, { kind: 'end' }) ?? [])).toEqual([...shape(flat), 'New:0']);
    expect(shape(insertItem(flat, added, { kind: 'under', key: 'About' }) ?? [])).toEqual(['Home:0', 'About:0', 'Vision:1', 'Leaders:1', 'Board:2', 'New:1', 'Contact:0']);
    expect(shape(insertItem(flat, added, { kind: 'after', key: 'Vision' }) ?? [])).toEqual(['Home:0', 'About:0', 'Vision:1', 'New:1', 'Leaders:1', 'Board:2', 'Contact:0']);
    expect(shape(insertItem(flat, added, { kind: 'after', key: 'About' }) ?? [])).toEqual(['Home:0', 'About:0', 'Vision:1', 'Leaders:1', 'Board:2', 'New:0', 'Contact:0']);
    // Board is on the third level: nothing may go under it.
    expect(canHaveChildren(flat, at(flat, 'Board'))).toBe(false);
    expect(insertItem(flat, added, { kind: 'under', key: 'Board' })).toBeNull();
    expect(insertItem(flat, added, { kind: 'under', key: 'Missing' })).toBeNull();
  });

  it('says why an item cannot go under the one above it', () => {
    const flat = sample();
    expect(indentBlockedReason(flat, at(flat, 'Contact'))).toBeNull();
    expect(indentBlockedReason(flat, at(flat, 'Home'))).toBe('"Home" has no item above it at its level to go under.');
    expect(indentBlockedReason(flat, at(flat, 'Leaders'))).toBe('Menus may be nested at most 3 levels deep: "Leaders" and the items under it cannot go under "Vision".');
  });

  it('projects a drag: the level it lands at, the parent it lands under, and whether it asked to go too deep', () => {
    const flat = sample();
    expect(projectDrop(flat, 'Contact', 'About', 3)).toMatchObject({ depth: 1, parentTitle: 'Home', tooDeep: false });
    expect(projectDrop(flat, 'Contact', 'Contact', 0)).toMatchObject({ depth: 0, parentTitle: null, tooDeep: false });
    // Below Board, dragged far right: the third level is the deepest there is.
    expect(projectDrop(flat, 'Contact', 'Contact', 5)).toMatchObject({ depth: 2, parentTitle: 'Leaders', tooDeep: true });
  });

  it('gives each row its place among its siblings and the guide lines that run on past it', () => {
    const meta = treeMeta(sample());
    expect(meta.map((m) => `${m.posInSet}/${m.setSize}`)).toEqual(['1/3', '2/3', '1/2', '2/2', '1/1', '3/3']);
    expect(meta.map((m) => m.parentIndex)).toEqual([-1, -1, 1, 1, 3, -1]);
    expect(meta.map((m) => m.hasChildren)).toEqual([false, true, false, true, false, false]);
    // Board: About's line runs on (Contact follows), Leaders' does not, Board is the last child.
    expect(meta[4]?.continues).toEqual([true, false, false]);
    expect(meta[2]?.continues).toEqual([true, true]);
  });
});
