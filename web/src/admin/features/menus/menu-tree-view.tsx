import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  closestCenter,
  useSensor,
  useSensors,
  type DragEndEvent,
  type DragMoveEvent,
} from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import AddIcon from '@mui/icons-material/Add';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import EditIcon from '@mui/icons-material/Edit';
import FormatIndentDecreaseIcon from '@mui/icons-material/FormatIndentDecrease';
import FormatIndentIncreaseIcon from '@mui/icons-material/FormatIndentIncrease';
import LinkIcon from '@mui/icons-material/Link';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { memo, useEffect, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { linkTypeLabel } from './link-picker';
import {
  MAX_MENU_DEPTH,
  blockEnd,
  canHaveChildren,
  canMoveDown,
  canMoveUp,
  canOutdent,
  indent,
  indentBlockedReason,
  moveDown,
  moveUp,
  outdent,
  projectDrop,
  treeMeta,
  type DropProjection,
  type FlatItem,
  type Placement,
  type RowMeta,
} from './menu-tree';

/** How far a row moves right per level, and how far a drag must go to change level. */
export const INDENT_PX = 32;

type RowAction = 'up' | 'down' | 'outdent' | 'indent' | 'edit' | 'delete' | 'add' | 'drag';

interface MenuTreeViewProps {
  /** Names the tree: "{label} menu items". */
  label: string;
  flat: FlatItem[];
  /** A change to the rows, with the sentence that announces it. */
  onChange: (next: FlatItem[], message: string) => void;
  /** An action the rules refuse, with the reason to show. */
  onRefused: (message: string) => void;
  onEdit: (key: string) => void;
  onDelete: (key: string) => void;
  onAdd: (placement: Placement) => void;
}

const levelWords = (depth: number) => `level ${depth + 1}`;

/**
 * The menu as a WAI-ARIA tree (one `treeitem` per item with `aria-level`, `aria-setsize` and
 * `aria-posinset`), indented with guide lines. Arrow keys move the focus (Up/Down, Left to the
 * parent, Right to the first child, Home/End); Alt+arrows move the item; each row also has buttons
 * for every move, so nothing needs the mouse. Dragging a row by its handle shows where and at which
 * level it will land before it is dropped.
 */
export function MenuTreeView({ label, flat, onChange, onRefused, onEdit, onDelete, onAdd }: MenuTreeViewProps) {
  const meta = useMemo(() => treeMeta(flat), [flat]);
  // One "Add item" menu for the whole tree, opened beside the row asked for.
  const [addMenu, setAddMenu] = useState<{ key: string; anchor: HTMLElement } | null>(null);
  const addIndex = addMenu ? flat.findIndex((r) => r.key === addMenu.key) : -1;
  const addRow = flat[addIndex];
  const addUnderReason = addRow && !canHaveChildren(flat, addIndex) ? `menus have at most ${MAX_MENU_DEPTH} levels` : null;
  const chooseAdd = (kind: 'under' | 'after') => {
    setAddMenu(null);
    if (addRow) onAdd({ kind, key: addRow.key });
  };
  const [focusedKey, setFocusedKey] = useState<string | null>(null);
  const rowRefs = useRef(new Map<string, HTMLElement>());
  const refocus = useRef<{ key: string; action: RowAction | null } | null>(null);
  const tabbableKey = flat.some((r) => r.key === focusedKey) ? focusedKey : (flat[0]?.key ?? null);

  // A move re-orders the DOM, which loses the focus: put it back where the editor was.
  useEffect(() => {
    const wanted = refocus.current;
    if (!wanted) return;
    refocus.current = null;
    const row = rowRefs.current.get(wanted.key);
    const target = wanted.action ? row?.querySelector<HTMLElement>(`[data-action="${wanted.action}"]:not([disabled])`) : row;
    (target ?? row)?.focus();
  }, [flat]);

  const focusRow = (index: number) => {
    const row = flat[index];
    if (!row) return;
    setFocusedKey(row.key);
    rowRefs.current.get(row.key)?.focus();
  };

  const move = (index: number, action: 'up' | 'down' | 'outdent' | 'indent', keepFocusOn: RowAction | null) => {
    const row = flat[index];
    if (!row) return;
    const title = row.item.title;
    if (action === 'indent') {
      const reason = indentBlockedReason(flat, index);
      if (reason) return onRefused(reason);
    }
    const allowed = { up: canMoveUp, down: canMoveDown, outdent: canOutdent, indent: () => true }[action](flat, index);
    if (!allowed) {
      const reasons = {
        up: `"${title}" is already first at its level.`,
        down: `"${title}" is already last at its level.`,
        outdent: `"${title}" is already at the top level.`,
        indent: '',
      };
      return onRefused(reasons[action]);
    }
    const next = { up: moveUp, down: moveDown, outdent, indent }[action](flat, index);
    const moved = next.findIndex((r) => r.key === row.key);
    const parent = treeMeta(next)[moved]?.parentIndex ?? -1;
    const where = parent >= 0 ? `under "${next[parent]?.item.title ?? ''}"` : 'at the top level';
    const messages = {
      up: `"${title}" moved up.`,
      down: `"${title}" moved down.`,
      outdent: `"${title}" moved out one level: now ${where}, ${levelWords(next[moved]?.depth ?? 0)}.`,
      indent: `"${title}" is now ${where}, ${levelWords(next[moved]?.depth ?? 0)}.`,
    };
    refocus.current = { key: row.key, action: keepFocusOn };
    setFocusedKey(row.key);
    onChange(next, messages[action]);
  };

  const onRowKeyDown = (event: KeyboardEvent<HTMLElement>, index: number) => {
    if (event.target !== event.currentTarget) return;
    const row = flat[index];
    const info = meta[index];
    if (!row || !info) return;
    const alt = event.altKey;
    const handled = (() => {
      switch (event.key) {
        case 'ArrowDown':
          return alt ? move(index, 'down', null) : focusRow(index + 1);
        case 'ArrowUp':
          return alt ? move(index, 'up', null) : focusRow(index - 1);
        case 'ArrowRight':
          if (alt) return move(index, 'indent', null);
          return info.hasChildren ? focusRow(index + 1) : undefined;
        case 'ArrowLeft':
          if (alt) return move(index, 'outdent', null);
          return info.parentIndex >= 0 ? focusRow(info.parentIndex) : undefined;
        case 'Home':
          return focusRow(0);
        case 'End':
          return focusRow(flat.length - 1);
        case 'Enter':
        case 'F2':
          return onEdit(row.key);
        case 'Delete':
          return onDelete(row.key);
        default:
          return false;
      }
    })();
    if (handled !== false) event.preventDefault();
  };

  // Dragging: the dragged row shows where it would land and at which level.
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const [activeKey, setActiveKey] = useState<string | null>(null);
  const [projection, setProjection] = useState<DropProjection | null>(null);
  const activeIndex = activeKey ? flat.findIndex((r) => r.key === activeKey) : -1;
  const activeEnd = activeIndex >= 0 ? blockEnd(flat, activeIndex) : -1;
  // Pointer moves come many times a second: the tree re-renders only when the landing place changes.
  const projected = useRef('');
  const project = ({ active, over, delta }: DragMoveEvent) => {
    const depthChange = Math.round(delta.x / INDENT_PX);
    const signature = over ? `${String(over.id)}|${depthChange}` : '';
    if (signature === projected.current) return;
    projected.current = signature;
    setProjection(over ? projectDrop(flat, String(active.id), String(over.id), depthChange) : null);
  };
  const endDrag = () => {
    projected.current = '';
    setActiveKey(null);
    setProjection(null);
  };
  const onDragEnd = (event: DragEndEvent) => {
    const key = String(event.active.id);
    const landing = event.over ? projectDrop(flat, key, String(event.over.id), Math.round(event.delta.x / INDENT_PX)) : null;
    endDrag();
    if (!landing) return;
    const moved = landing.rows.find((r) => r.key === key);
    if (!moved) return;
    const where = landing.parentTitle ? `under "${landing.parentTitle}"` : 'at the top level';
    refocus.current = { key, action: 'drag' };
    onChange(landing.rows, `"${moved.item.title}" moved to position ${landing.rows.indexOf(moved) + 1}, ${where}, ${levelWords(moved.depth)}.`);
    if (landing.tooDeep) onRefused(`Menus may be nested at most ${MAX_MENU_DEPTH} levels deep: "${moved.item.title}" was placed ${where}.`);
  };

  // Rows are memoised: they get handlers that stay the same and call the latest ones.
  const latest = useRef({ move, onRowKeyDown, onEdit, onDelete, flat });
  useLayoutEffect(() => {
    latest.current = { move, onRowKeyDown, onEdit, onDelete, flat };
  });
  const handlers = useMemo<RowHandlers>(() => {
    const indexOf = (key: string) => latest.current.flat.findIndex((r) => r.key === key);
    return {
      setRef: (key, el) => (el ? rowRefs.current.set(key, el) : rowRefs.current.delete(key)),
      focus: (key) => setFocusedKey(key),
      keyDown: (key, event) => latest.current.onRowKeyDown(event, indexOf(key)),
      move: (key, action) => latest.current.move(indexOf(key), action, action),
      edit: (key) => latest.current.onEdit(key),
      remove: (key) => latest.current.onDelete(key),
      addMenu: (key, anchor) => setAddMenu({ key, anchor }),
    };
  }, []);

  return (
    <>
      <Typography id="menu-tree-keys" variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        In the list: arrow keys move between items, Alt + arrow keys move the focused item (Alt + Right puts it under the item above),
        Enter edits it.
      </Typography>
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragStart={({ active }) => setActiveKey(String(active.id))}
        onDragMove={project}
        onDragOver={project}
        onDragCancel={endDrag}
        onDragEnd={onDragEnd}
      >
        <SortableContext items={flat.map((r) => r.key)} strategy={verticalListSortingStrategy}>
          <Box role="tree" aria-label={`${label} menu items`} aria-describedby="menu-tree-keys">
            {flat.map((row, index) => {
              const info = meta[index] as RowMeta;
              const dragging = row.key === activeKey;
              const indentReason = indentBlockedReason(flat, index);
              return (
                <MenuRow
                  key={row.key}
                  row={row}
                  meta={info}
                  tabbable={row.key === tabbableKey}
                  shownDepth={dragging && projection ? projection.depth : row.depth}
                  dropNote={dragging ? dropNote(projection) : null}
                  dimmed={index > activeIndex && index < activeEnd}
                  canUp={canMoveUp(flat, index)}
                  canDown={canMoveDown(flat, index)}
                  canOut={canOutdent(flat, index)}
                  indentReason={indentReason}
                  addMenuOpen={addMenu?.key === row.key}
                  handlers={handlers}
                />
              );
            })}
          </Box>
        </SortableContext>
      </DndContext>
      <Menu id={addMenuId} anchorEl={addMenu?.anchor ?? null} open={Boolean(addRow)} onClose={() => setAddMenu(null)}>
        <MenuItem disabled={Boolean(addUnderReason)} onClick={() => chooseAdd('under')}>
          <ListItemText primary={`Add item under ${addRow?.item.title ?? ''}`} secondary={addUnderReason ? `Not here: ${addUnderReason}` : 'As its last submenu item'} />
        </MenuItem>
        <MenuItem onClick={() => chooseAdd('after')}>
          <ListItemText primary={`Add item after ${addRow?.item.title ?? ''}`} secondary={`At the same level, ${levelWords(addRow?.depth ?? 0)}`} />
        </MenuItem>
      </Menu>
    </>
  );
}

function dropNote(projection: DropProjection | null): { text: string; tooDeep: boolean } | null {
  if (!projection) return null;
  const where = projection.parentTitle ? `under "${projection.parentTitle}"` : 'at the top level';
  if (projection.tooDeep) return { text: `Menus have at most ${MAX_MENU_DEPTH} levels: drops ${where}`, tooDeep: true };
  return { text: `Drops ${where}, ${levelWords(projection.depth)}`, tooDeep: false };
}

interface MenuRowProps {
  row: FlatItem;
  meta: RowMeta;
  tabbable: boolean;
  shownDepth: number;
  dropNote: { text: string; tooDeep: boolean } | null;
  dimmed: boolean;
  canUp: boolean;
  canDown: boolean;
  canOut: boolean;
  indentReason: string | null;
  addMenuOpen: boolean;
  handlers: RowHandlers;
}

interface RowHandlers {
  setRef: (key: string, el: HTMLElement | null) => void;
  focus: (key: string) => void;
  keyDown: (key: string, event: KeyboardEvent<HTMLElement>) => void;
  move: (key: string, action: 'up' | 'down' | 'outdent' | 'indent') => void;
  edit: (key: string) => void;
  remove: (key: string) => void;
  addMenu: (key: string, anchor: HTMLElement) => void;
}

const addMenuId = 'menu-add-actions';

const MenuRow = memo(function MenuRow(props: MenuRowProps) {
  const { row, meta, tabbable, shownDepth, dropNote, dimmed, canUp, canDown, canOut, indentReason, handlers } = props;
  const key = row.key;
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: row.key });
  const title = row.item.title;
  const link = row.item.link;
  // Buttons of the focused row only are in the Tab order, so Tab leaves the tree after them.
  const tab = tabbable ? 0 : -1;
  return (
    <Box
      ref={(el: HTMLElement | null) => {
        setNodeRef(el);
        handlers.setRef(key, el);
      }}
      role="treeitem"
      aria-level={row.depth + 1}
      aria-setsize={meta.setSize}
      aria-posinset={meta.posInSet}
      aria-label={title}
      tabIndex={tab}
      data-testid="menu-row"
      data-depth={row.depth}
      onFocus={() => handlers.focus(key)}
      onKeyDown={(e) => handlers.keyDown(key, e)}
      sx={{
        display: 'flex',
        alignItems: 'stretch',
        outline: 'none',
        // The drag moves the row up and down only; its level shows as its indentation.
        transform: transform ? `translate3d(0, ${transform.y}px, 0)` : undefined,
        transition,
        opacity: dimmed ? 0.5 : 1,
        position: 'relative',
        zIndex: isDragging ? 2 : 'auto',
        '&:focus-visible > .menu-row-card': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: 1 },
      }}
    >
      <Guides depth={shownDepth} continues={meta.continues} />
      <Paper
        className="menu-row-card"
        variant="outlined"
        sx={{
          flex: '1 1 auto',
          minWidth: 0,
          my: 0.5,
          px: 1,
          py: 0.5,
          ...(isDragging ? { borderStyle: 'dashed', borderWidth: 2, borderColor: dropNote?.tooDeep ? 'error.main' : 'primary.main', boxShadow: 4 } : {}),
        }}
      >
        {/* On a phone the row's buttons go on a line of their own, so the title keeps its width. */}
        <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: { xs: 'wrap', md: 'nowrap' } }}>
          <IconButton
            ref={setActivatorNodeRef}
            size="small"
            aria-label={`Drag ${title}`}
            data-action="drag"
            sx={{ cursor: 'grab', touchAction: 'none' }}
            {...attributes}
            {...listeners}
            tabIndex={tab}
          >
            <DragIndicatorIcon fontSize="small" />
          </IconButton>
          <Box sx={{ flexGrow: 1, minWidth: 0, flexBasis: { xs: 'calc(100% - 48px)', md: 0 } }}>
            <Typography sx={{ fontWeight: row.depth === 0 ? 700 : 500 }} noWrap>
              {title}
              {row.item.openInNewTab && <OpenInNewIcon fontSize="inherit" titleAccess="Opens in a new tab" sx={{ ml: 0.5, verticalAlign: 'middle' }} />}
            </Typography>
            <Typography variant="body2" color="text.secondary" noWrap>
              {link && <LinkIcon fontSize="inherit" titleAccess={`Follows a ${linkTypeLabel(link.type).toLowerCase()}`} sx={{ mr: 0.5, verticalAlign: 'middle' }} />}
              {link ? `${linkTypeLabel(link.type)} · ` : ''}
              {row.item.path}
              {row.item.custom_class ? ` · class ${row.item.custom_class}` : ''}
            </Typography>
            {dropNote && (
              <Typography role="status" variant="body2" sx={{ fontWeight: 600, color: dropNote.tooDeep ? 'error.main' : 'primary.main' }}>
                {dropNote.text}
              </Typography>
            )}
          </Box>
          <Stack direction="row" spacing={0.5} sx={{ ml: 'auto' }}>
            <RowButton action="up" tab={tab} label={`Move ${title} up`} disabled={!canUp} onClick={() => handlers.move(key, 'up')} icon={<ArrowUpwardIcon fontSize="small" />} />
            <RowButton action="down" tab={tab} label={`Move ${title} down`} disabled={!canDown} onClick={() => handlers.move(key, 'down')} icon={<ArrowDownwardIcon fontSize="small" />} />
            <RowButton action="outdent" tab={tab} label={`Outdent ${title}`} disabled={!canOut} onClick={() => handlers.move(key, 'outdent')} icon={<FormatIndentDecreaseIcon fontSize="small" />} />
            <RowButton
              action="indent"
              tab={tab}
              label={`Indent ${title}`}
              blockedReason={indentReason}
              onClick={() => handlers.move(key, 'indent')}
              icon={<FormatIndentIncreaseIcon fontSize="small" />}
            />
            <RowButton
              action="add"
              tab={tab}
              label={`Add item near ${title}`}
              onClick={(anchor) => handlers.addMenu(key, anchor)}
              icon={<AddIcon fontSize="small" />}
              popup={{ id: addMenuId, open: props.addMenuOpen }}
            />
            <RowButton action="edit" tab={tab} label={`Edit ${title}`} onClick={() => handlers.edit(key)} icon={<EditIcon fontSize="small" />} />
            <RowButton action="delete" tab={tab} label={`Delete ${title}`} onClick={() => handlers.remove(key)} icon={<DeleteOutlinedIcon fontSize="small" />} />
          </Stack>
        </Stack>
      </Paper>
    </Box>
  );
});

/** One vertical guide per level above the row, with a branch into the row itself. */
function Guides({ depth, continues }: { depth: number; continues: readonly boolean[] }) {
  if (depth === 0) return null;
  const half = INDENT_PX / 2;
  return (
    <Box aria-hidden="true" sx={{ display: 'flex', flex: '0 0 auto' }}>
      {Array.from({ length: depth }, (_, level) => {
        const own = level === depth - 1;
        // The line of an ancestor level runs on only if that ancestor has a sibling still to come.
        const runsOn = own ? (continues[depth] ?? false) : (continues[level + 1] ?? false);
        return (
          <Box
            key={level}
            data-testid="menu-guide"
            sx={{
              width: INDENT_PX,
              position: 'relative',
              '&::before': {
                content: '""',
                position: 'absolute',
                left: half,
                top: 0,
                bottom: own && !runsOn ? '50%' : 0,
                borderLeft: '2px solid',
                borderColor: runsOn || own ? 'divider' : 'transparent',
              },
              ...(own ? { '&::after': { content: '""', position: 'absolute', left: half, width: half, top: '50%', borderTop: '2px solid', borderColor: 'divider' } } : {}),
            }}
          />
        );
      })}
    </Box>
  );
}

interface RowButtonProps {
  action: RowAction;
  tab: number;
  label: string;
  disabled?: boolean;
  /** Shown and announced instead of acting: the button stays reachable so the reason can be read. */
  blockedReason?: string | null;
  onClick: (el: HTMLElement) => void;
  icon: ReactNode;
  popup?: { id: string; open: boolean };
}

function RowButton({ action, tab, label, disabled, blockedReason, onClick, icon, popup }: RowButtonProps) {
  const button = (
    <IconButton
      size="small"
      aria-label={label}
      disabled={disabled}
      aria-disabled={blockedReason ? true : undefined}
      data-action={action}
      tabIndex={tab}
      onClick={(e) => onClick(e.currentTarget)}
      sx={blockedReason ? { opacity: 0.45 } : undefined}
      {...(popup ? { 'aria-haspopup': 'menu' as const, 'aria-controls': popup.open ? popup.id : undefined, 'aria-expanded': popup.open } : {})}
    >
      {icon}
    </IconButton>
  );
  // A disabled button fires no events, so its tooltip needs a wrapper.
  return (
    <Tooltip title={blockedReason ?? label}>
      <span>{button}</span>
    </Tooltip>
  );
}
