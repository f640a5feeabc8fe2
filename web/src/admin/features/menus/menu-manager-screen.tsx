import type { MenuLocation } from '@hospital/content/types/menus/index';
import AddIcon from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import type { WorkingCopy } from '@hospital/content/wire/workflow';
import Paper from '@mui/material/Paper';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '../../../shared/api/http';
import { errorMessage } from '../../shared/error-message';
import { useSnackbar } from '../../shared/snackbar';
import { UnsavedChangesGuard } from '../../shared/unsaved-changes';
import { workflowApi, workflowKeys } from '../../shared/api/workflow-api';
import { WorkflowPanel, saveWorkingCopy, type EditConflict } from '../../shared/workflow/workflow-panel';
import { MenuItemDialog, type PlacementOption } from './menu-item-dialog';
import { MenuTreeView } from './menu-tree-view';
import {
  MAX_MENU_DEPTH,
  buildTree,
  canHaveChildren,
  flattenTree,
  insertItem,
  removeItem,
  type FlatItem,
  type MenuItemFields,
  type MenuNode,
  type Placement,
} from './menu-tree';
import { ScreenHeading } from '../../shared/screen-heading';
import { screenTitles } from '../../shared/screen-titles';
import { useAccess } from '../../shared/access/use-access';

type Location = MenuLocation;

const locations: readonly { value: Location; label: string; help: string }[] = [
  { value: 'header', label: 'Header', help: 'The main navigation at the top of every page.' },
  { value: 'quicklinks', label: 'Quick Links', help: 'The "Quick Links" list in the footer.' },
  { value: 'footer', label: 'About Us (footer)', help: 'The "About Us" list in the footer.' },
];

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
      <ScreenHeading>{screenTitles.menus}</ScreenHeading>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Items shown indented, on a guide line, are submenu items of the item above them (up to {MAX_MENU_DEPTH} levels). Drag an item by its
        handle to move it, right or left to nest it; the arrow and indent buttons do the same from the keyboard. Nothing changes on the website
        until you press "Publish"; "Save draft" keeps your changes here to preview, share or publish later.
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
    queryKey: workflowKeys.copy('menus', location),
    queryFn: () => workflowApi.workingCopy('menus', location),
    // The editor holds its own copy; a background refetch must not replace what is being edited.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
  if (query.isPending) return <CircularProgress aria-label="Loading the menu" />;
  if (query.isError)
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void query.refetch()}>
            Retry
          </Button>
        }
      >
        {errorMessage(query.error, 'The menu could not be loaded.')}
      </Alert>
    );
  return <MenuEditor location={location} label={label} initial={query.data} onDirtyChange={onDirtyChange} />;
}

interface EditorProps {
  location: Location;
  label: string;
  /** The menu's working copy: its draft when there is one, else what is live. */
  initial: WorkingCopy;
  onDirtyChange: (dirty: boolean) => void;
}

const blankItem = (): MenuItemFields => ({ title: '', path: '', openInNewTab: false, custom_class: '' });

const placementValue = (placement: Placement): string => (placement.kind === 'end' ? 'end' : `${placement.kind}:${placement.key}`);
const placementOf = (value: string | undefined): Placement => {
  const [kind, ...key] = (value ?? 'end').split(':');
  return kind === 'under' || kind === 'after' ? { kind, key: key.join(':') } : { kind: 'end' };
};

/** Where a new item may go: the end of the top level, under any item, or after the item it was asked for. */
function placementOptions(flat: readonly FlatItem[], asked: Placement): PlacementOption[] {
  const options: PlacementOption[] = [{ value: 'end', label: 'At the end of the menu (top level)', depth: 0 }];
  if (asked.kind === 'after') {
    const anchor = flat.find((r) => r.key === asked.key);
    if (anchor) options.push({ value: placementValue(asked), label: `After ${anchor.item.title}`, depth: anchor.depth });
  }
  flat.forEach((row, index) =>
    options.push({
      value: `under:${row.key}`,
      label: `Under ${row.item.title}`,
      depth: row.depth,
      disabledReason: canHaveChildren(flat, index) ? undefined : `menus have at most ${MAX_MENU_DEPTH} levels`,
    }),
  );
  return options;
}

function MenuEditor({ location, label, initial, onDirtyChange }: EditorProps) {
  const { showSnackbar } = useSnackbar();
  const queryClient = useQueryClient();
  const [copy, setCopy] = useState(initial);
  const [conflict, setConflict] = useState<EditConflict | null>(null);
  const [flat, setFlat] = useState<FlatItem[]>(() => flattenTree(itemsOf(initial)));
  const [saved, setSaved] = useState(() => JSON.stringify(buildTree(flattenTree(itemsOf(initial)))));
  const [editing, setEditing] = useState<{ key: string | null; item: MenuItemFields; placement: Placement } | null>(null);
  const [confirmDelete, setConfirmDelete] = useState<FlatItem | null>(null);
  const [saving, setSaving] = useState(false);
  const canWrite = useAccess().can('menus.write');
  const [serverError, setServerError] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const dirty = JSON.stringify(buildTree(flat)) !== saved;

  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);

  const apply = (next: FlatItem[], message: string) => {
    setFlat(next);
    setRefusal(null);
    setAnnouncement(message);
  };

  /** A new working copy from the server: the panel, and the tree when asked, follow it. */
  const adopt = (next: WorkingCopy, resetTree = true) => {
    setCopy(next);
    queryClient.setQueryData(workflowKeys.copy('menus', location), next);
    if (resetTree) {
      const tree = itemsOf(next);
      setFlat(flattenTree(tree));
      setSaved(JSON.stringify(buildTree(flattenTree(tree))));
    }
  };

  const save = async (intent: 'publish' | 'draft') => {
    setSaving(true);
    setServerError(null);
    try {
      const result = await saveWorkingCopy('menus', location, intent, { items: buildTree(flat) }, copy.version);
      setConflict(result.conflict ?? null);
      if (result.conflict) {
        showSnackbar('Not saved: someone else changed this menu since you opened it.', 'error');
        return;
      }
      adopt(result.copy);
      showSnackbar(intent === 'publish' ? `${label} menu published` : 'Draft saved', 'success');
    } catch (error) {
      const message = errorMessage(error, 'The menu could not be saved.');
      setServerError(error instanceof ApiError && error.status === 400 ? message : null);
      showSnackbar(message, 'error');
    } finally {
      setSaving(false);
    }
  };

  const startAdding = (placement: Placement) => setEditing({ key: null, item: blankItem(), placement });

  return (
    <Box>
      <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
        <WorkflowPanel
          typeKey="menus"
          id={location}
          label={`${label} menu`}
          fields={[]}
          renderValue={(_name, value) => <MenuTreeText items={value} />}
          copy={copy}
          busy={saving}
          canUnpublish={false}
          schedule
          unsavedBody={() => (dirty ? { items: buildTree(flat) } : null)}
          onAdopt={adopt}
          conflict={conflict}
          onConflictChange={setConflict}
        />
      </Paper>
      {serverError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {serverError}
        </Alert>
      )}
      <Box role="status" aria-live="polite">
        {refusal && (
          <Alert severity="warning" sx={{ mb: 2 }} onClose={() => setRefusal(null)}>
            {refusal}
          </Alert>
        )}
      </Box>
      {flat.length === 0 ? (
        <Typography color="text.secondary">This menu has no items yet. Use "Add item" to start it.</Typography>
      ) : (
        <MenuTreeView
          label={label}
          flat={flat}
          onChange={apply}
          onRefused={setRefusal}
          onEdit={(key) => {
            const row = flat.find((r) => r.key === key);
            if (row) setEditing({ key, item: row.item, placement: { kind: 'end' } });
          }}
          onDelete={(key) => setConfirmDelete(flat.find((r) => r.key === key) ?? null)}
          onAdd={startAdding}
        />
      )}
      <Box role="status" aria-live="polite" sx={{ position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' }}>
        {announcement}
      </Box>
      {canWrite ? (
        // Kept at the bottom of the window: a long menu is thousands of pixels tall, and Publish
        // and Save draft must be in reach wherever the editor is in it.
        <Stack
          direction="row"
          spacing={2}
          aria-label="Menu actions"
          role="toolbar"
          sx={{ mt: 3, alignItems: 'center', position: 'sticky', bottom: 0, zIndex: 2, py: 1.5, bgcolor: 'background.default', borderTop: 1, borderColor: 'divider' }}
        >
          <Button startIcon={<AddIcon />} variant="outlined" onClick={() => startAdding({ kind: 'end' })}>
            Add item
          </Button>
          <Button variant="contained" onClick={() => void save('publish')} disabled={saving || (!dirty && !copy.hasDraft)}>
            {saving ? 'Saving...' : 'Publish'}
          </Button>
          <Button variant="outlined" onClick={() => void save('draft')} disabled={saving || !dirty}>
            Save draft
          </Button>
          {dirty && (
            <Typography variant="body2" color="warning.main">
              Unsaved changes
            </Typography>
          )}
        </Stack>
      ) : (
        <Alert severity="info" sx={{ mt: 3 }}>
          Your role can see the menus but not change them.
        </Alert>
      )}
      <MenuItemDialog
        item={editing?.item ?? null}
        isNew={editing?.key === null}
        placements={editing && editing.key === null ? placementOptions(flat, editing.placement) : []}
        placement={editing ? placementValue(editing.placement) : undefined}
        onClose={() => setEditing(null)}
        onSave={(item, placement) => {
          if (editing?.key) {
            const key = editing.key;
            apply(
              flat.map((r) => (r.key === key ? { ...r, item } : r)),
              `${item.title} changed.`,
            );
          } else {
            const where = placementOf(placement);
            const next = insertItem(flat, item, where);
            if (!next) {
              setRefusal(`Menus may be nested at most ${MAX_MENU_DEPTH} levels deep: "${item.title}" cannot go there.`);
            } else {
              const anchor = where.kind === 'end' ? null : flat.find((r) => r.key === where.key);
              const said = where.kind === 'end' ? 'at the end of the menu' : `${where.kind === 'under' ? 'under' : 'after'} "${anchor?.item.title ?? ''}"`;
              apply(next, `${item.title} added ${said}.`);
            }
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

const itemsOf = (copy: WorkingCopy): MenuNode[] => (Array.isArray(copy.fields.items) ? (copy.fields.items as MenuNode[]) : []);

/** A menu version in a comparison: its items' titles, indented as nested. */
function MenuTreeText({ items }: { items: unknown }) {
  const rows = flattenTree(Array.isArray(items) ? (items as MenuNode[]) : []);
  if (rows.length === 0) return <>—</>;
  return (
    <Box component="ul" sx={{ m: 0, pl: 0, listStyle: 'none' }}>
      {rows.map((row) => (
        <Box component="li" key={row.key} sx={{ pl: row.depth * 2 }}>
          {row.item.title}
          {row.item.path ? <Typography component="span" variant="body2" color="text.secondary">{` (${row.item.path})`}</Typography> : null}
        </Box>
      ))}
    </Box>
  );
}
