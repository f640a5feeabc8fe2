import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  closestCenter,
  useSensor,
  useSensors,
  type DragEndEvent,
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
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { ApiError } from '../../../shared/api/http';
import { adminApi } from '../../shared/api/admin-api';
import { errorMessage } from '../../shared/error-message';
import { useSnackbar } from '../../shared/snackbar';
import { UnsavedChangesGuard } from '../../shared/unsaved-changes';
import { MenuItemDialog } from './menu-item-dialog';
import {
  MAX_MENU_DEPTH,
  blockEnd,
  buildTree,
  canIndent,
  canMoveDown,
  canMoveUp,
  canOutdent,
  dropItem,
  flattenTree,
  indent,
  moveDown,
  moveUp,
  newKey,
  outdent,
  removeItem,
  type FlatItem,
  type MenuItemFields,
  type MenuNode,
} from './menu-tree';

type Location = 'header' | 'quicklinks' | 'footer';

const locations: readonly { value: Location; label: string; help: string }[] = [
  { value: 'header', label: 'Header', help: 'The main navigation at the top of every page.' },
  { value: 'quicklinks', label: 'Quick Links', help: 'The "Quick Links" list in the footer.' },
  { value: 'footer', label: 'About Us (footer)', help: 'The "About Us" list in the footer.' },
];

/** How far a row moves right per level, and how far a drag must go to change level. */
const INDENT_PX = 32;

const menuKey = (location: Location) => ['menus', location] as const;

/** /admin/menus: the header and footer navigation trees, edited and saved whole. */
export function MenuManagerScreen() {
  const [location, setLocation] = useState<Location>('header');
  const [pending, setPending] = useState<Location | null>(null);
  const dirty = useRef(false);
  const isDirty = useCallback(() => dirty.current, []);
  const onDirtyChange = useCallback((value: boolean) => {
    dirty.current = value;
  }, []);
  const current = locations.find((l) => l.value === location);

  return (
    <Box>
      <Typography variant="h4" component="h1" sx={{ mb: 1 }}>
        Menus
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Drag items by their handle to reorder them; drag right or left to nest them (up to {MAX_MENU_DEPTH} levels). The arrow and indent
        buttons do the same from the keyboard. Nothing changes on the website until you press "Save menu".
      </Typography>
      <Tabs
        value={location}
        onChange={(_e, value: Location) => (dirty.current ? setPending(value) : setLocation(value))}
        aria-label="Menu locations"
        sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}
      >
        {locations.map((l) => (
          <Tab key={l.value} value={l.value} label={l.label} id={`menu-tab-${l.value}`} aria-controls="menu-panel" />
        ))}
      </Tabs>
      <Box id="menu-panel" role="tabpanel" aria-labelledby={`menu-tab-${location}`}>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {current?.help}
        </Typography>
        <MenuLoader key={location} location={location} label={current?.label ?? location} onDirtyChange={onDirtyChange} />
      </Box>
      <UnsavedChangesGuard isDirty={isDirty} />
      <Dialog open={pending !== null} onClose={() => setPending(null)} aria-labelledby="menu-discard-title">
        <DialogTitle id="menu-discard-title">Discard unsaved changes?</DialogTitle>
        <DialogContent>
          <DialogContentText>This menu has changes that are not saved. Switching menus discards them.</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setPending(null)} autoFocus>
            Stay
          </Button>
          <Button
            color="error"
            onClick={() => {
              dirty.current = false;
              if (pending) setLocation(pending);
              setPending(null);
            }}
          >
            Discard
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}

function MenuLoader({ location, label, onDirtyChange }: { location: Location; label: string; onDirtyChange: (dirty: boolean) => void }) {
  const query = useQuery({
    queryKey: menuKey(location),
    queryFn: async () => (await adminApi.get<{ data: MenuNode[] }>(`menus/${location}`)).data ?? [],
    // The editor holds its own copy; a background refetch must not replace what is being edited.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
  if (query.isPending) return <CircularProgress aria-label="Loading the menu" />;
  if (query.isError) return <Alert severity="error">{errorMessage(query.error, 'The menu could not be loaded.')}</Alert>;
  return <MenuEditor location={location} label={label} initial={query.data} onDirtyChange={onDirtyChange} />;
}

interface EditorProps {
  location: Location;
  label: string;
  initial: MenuNode[];
  onDirtyChange: (dirty: boolean) => void;
}

function MenuEditor({ location, label, initial, onDirtyChange }: EditorProps) {
  const { showSnackbar } = useSnackbar();
  const queryClient = useQueryClient();
  const [flat, setFlat] = useState<FlatItem[]>(() => flattenTree(initial));
  const [saved, setSaved] = useState(() => JSON.stringify(buildTree(flattenTree(initial))));
  const [editing, setEditing] = useState<{ key: string | null; item: MenuItemFields } | null>(null);
  const [confirmDelete, setConfirmDelete] = useState<FlatItem | null>(null);
  const [saving, setSaving] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const dirty = JSON.stringify(buildTree(flat)) !== saved;

  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);

  const apply = (next: FlatItem[], message: string) => {
    setFlat(next);
    setAnnouncement(message);
  };

  const save = async () => {
    setSaving(true);
    setServerError(null);
    try {
      const result = await adminApi.put<{ data: MenuNode[]; message?: string }>(`menus/${location}`, { items: buildTree(flat) });
      const tree = result.data ?? buildTree(flat);
      setFlat(flattenTree(tree));
      setSaved(JSON.stringify(buildTree(flattenTree(tree))));
      queryClient.setQueryData(menuKey(location), tree);
      showSnackbar(result.message ?? 'Menu saved', 'success');
    } catch (error) {
      const message = errorMessage(error, 'The menu could not be saved.');
      setServerError(error instanceof ApiError && error.status === 400 ? message : null);
      showSnackbar(message, 'error');
    } finally {
      setSaving(false);
    }
  };

  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const [activeKey, setActiveKey] = useState<string | null>(null);
  const activeIndex = activeKey ? flat.findIndex((r) => r.key === activeKey) : -1;
  const activeEnd = activeIndex >= 0 ? blockEnd(flat, activeIndex) : -1;
  const onDragEnd = ({ active, over, delta }: DragEndEvent) => {
    setActiveKey(null);
    if (!over) return;
    const next = dropItem(flat, String(active.id), String(over.id), Math.round(delta.x / INDENT_PX));
    const moved = next?.find((r) => r.key === active.id);
    if (next && moved) apply(next, `${moved.item.title} moved to position ${next.indexOf(moved) + 1}, level ${moved.depth + 1}.`);
  };

  return (
    <Box>
      {serverError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {serverError}
        </Alert>
      )}
      {flat.length === 0 && <Typography color="text.secondary">This menu has no items yet.</Typography>}
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragStart={({ active }) => setActiveKey(String(active.id))}
        onDragCancel={() => setActiveKey(null)}
        onDragEnd={onDragEnd}
      >
        <SortableContext items={flat.map((r) => r.key)} strategy={verticalListSortingStrategy}>
          <Stack component="ol" spacing={1} aria-label={`${label} menu items`} sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {flat.map((row, index) => (
              <MenuRow
                key={row.key}
                row={row}
                dimmed={index > activeIndex && index < activeEnd}
                canUp={canMoveUp(flat, index)}
                canDown={canMoveDown(flat, index)}
                canIn={canIndent(flat, index)}
                canOut={canOutdent(flat, index)}
                onUp={() => apply(moveUp(flat, index), `${row.item.title} moved up.`)}
                onDown={() => apply(moveDown(flat, index), `${row.item.title} moved down.`)}
                onIndent={() => apply(indent(flat, index), `${row.item.title} is now under the item above.`)}
                onOutdent={() => apply(outdent(flat, index), `${row.item.title} moved one level up.`)}
                onEdit={() => setEditing({ key: row.key, item: row.item })}
                onDelete={() => setConfirmDelete(row)}
              />
            ))}
          </Stack>
        </SortableContext>
      </DndContext>
      <Box role="status" aria-live="polite" sx={{ position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' }}>
        {announcement}
      </Box>
      <Stack direction="row" spacing={2} sx={{ mt: 3, alignItems: 'center' }}>
        <Button
          startIcon={<AddIcon />}
          variant="outlined"
          onClick={() => setEditing({ key: null, item: { title: '', path: '', openInNewTab: false, custom_class: '' } })}
        >
          Add item
        </Button>
        <Button variant="contained" onClick={() => void save()} disabled={saving || !dirty}>
          {saving ? 'Saving...' : 'Save menu'}
        </Button>
        {dirty && (
          <Typography variant="body2" color="warning.main">
            Unsaved changes
          </Typography>
        )}
      </Stack>
      <MenuItemDialog
        item={editing?.item ?? null}
        isNew={editing?.key === null}
        onClose={() => setEditing(null)}
        onSave={(item) => {
          if (editing?.key) {
            const key = editing.key;
            apply(
              flat.map((r) => (r.key === key ? { ...r, item } : r)),
              `${item.title} changed.`,
            );
          } else {
            apply([...flat, { key: newKey(), depth: 0, item }], `${item.title} added at the end.`);
          }
          setEditing(null);
        }}
      />
      <Dialog open={confirmDelete !== null} onClose={() => setConfirmDelete(null)} aria-labelledby="menu-delete-title">
        <DialogTitle id="menu-delete-title">Remove "{confirmDelete?.item.title}"?</DialogTitle>
        <DialogContent>
          <DialogContentText>The item and the items nested under it leave this menu when you save it.</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirmDelete(null)} autoFocus>
            Cancel
          </Button>
          <Button
            color="error"
            onClick={() => {
              const index = flat.findIndex((r) => r.key === confirmDelete?.key);
              if (index >= 0) apply(removeItem(flat, index), `${confirmDelete?.item.title ?? 'Item'} removed.`);
              setConfirmDelete(null);
            }}
          >
            Remove
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}

interface MenuRowProps {
  row: FlatItem;
  dimmed: boolean;
  canUp: boolean;
  canDown: boolean;
  canIn: boolean;
  canOut: boolean;
  onUp: () => void;
  onDown: () => void;
  onIndent: () => void;
  onOutdent: () => void;
  onEdit: () => void;
  onDelete: () => void;
}

function MenuRow({ row, dimmed, canUp, canDown, canIn, canOut, onUp, onDown, onIndent, onOutdent, onEdit, onDelete }: MenuRowProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: row.key });
  const title = row.item.title;
  return (
    <Paper
      component="li"
      ref={setNodeRef}
      variant="outlined"
      data-testid="menu-row"
      data-depth={row.depth}
      aria-label={`${title}, level ${row.depth + 1}`}
      sx={{
        ml: `${row.depth * INDENT_PX}px`,
        px: 1,
        py: 0.5,
        transform: transform ? `translate3d(${transform.x}px, ${transform.y}px, 0)` : undefined,
        transition,
        opacity: isDragging || dimmed ? 0.5 : 1,
        position: 'relative',
        zIndex: isDragging ? 2 : 'auto',
      }}
    >
      {/* On a phone the row's six buttons go on a line of their own, so the title keeps its width. */}
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: { xs: 'wrap', sm: 'nowrap' } }}>
        <IconButton
          ref={setActivatorNodeRef}
          size="small"
          aria-label={`Drag ${title}`}
          sx={{ cursor: 'grab', touchAction: 'none' }}
          {...attributes}
          {...listeners}
        >
          <DragIndicatorIcon fontSize="small" />
        </IconButton>
        <Box sx={{ flexGrow: 1, minWidth: 0, flexBasis: { xs: 'calc(100% - 48px)', sm: 0 } }}>
          <Typography sx={{ fontWeight: 600 }} noWrap>
            {title}
            {row.item.openInNewTab && <OpenInNewIcon fontSize="inherit" titleAccess="Opens in a new tab" sx={{ ml: 0.5, verticalAlign: 'middle' }} />}
          </Typography>
          <Typography variant="body2" color="text.secondary" noWrap>
            {row.item.path}
            {row.item.custom_class ? ` · class ${row.item.custom_class}` : ''}
          </Typography>
        </Box>
        <Stack direction="row" spacing={1} sx={{ ml: 'auto' }}>
          <RowButton label={`Move ${title} up`} disabled={!canUp} onClick={onUp} icon={<ArrowUpwardIcon fontSize="small" />} />
          <RowButton label={`Move ${title} down`} disabled={!canDown} onClick={onDown} icon={<ArrowDownwardIcon fontSize="small" />} />
          <RowButton label={`Outdent ${title}`} disabled={!canOut} onClick={onOutdent} icon={<FormatIndentDecreaseIcon fontSize="small" />} />
          <RowButton label={`Indent ${title}`} disabled={!canIn} onClick={onIndent} icon={<FormatIndentIncreaseIcon fontSize="small" />} />
          <RowButton label={`Edit ${title}`} onClick={onEdit} icon={<EditIcon fontSize="small" />} />
          <RowButton label={`Delete ${title}`} onClick={onDelete} icon={<DeleteOutlinedIcon fontSize="small" />} />
        </Stack>
      </Stack>
    </Paper>
  );
}

function RowButton({ label, disabled, onClick, icon }: { label: string; disabled?: boolean; onClick: () => void; icon: ReactNode }) {
  const button = (
    <IconButton size="small" aria-label={label} disabled={disabled} onClick={onClick}>
      {icon}
    </IconButton>
  );
  // A disabled button fires no events, so its tooltip needs a wrapper.
  return (
    <Tooltip title={label}>
      <span>{button}</span>
    </Tooltip>
  );
}
