import { menus } from '@hospital/content/types/menus/index';
import { fieldSchema } from '@hospital/content/validation';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import type { MenuItemFields } from './menu-tree';

const editable = ['title', 'path', 'custom_class'] as const;
const declared = (name: string) => {
  const field = menus.fields.find((f) => f.name === name);
  if (!field) throw new Error(`The menus declaration has no field ${name}`);
  return field;
};

/** Checks an item with the declaration's own rules (the server applies the same). */
export function menuItemErrors(item: MenuItemFields): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const name of editable) {
    const result = fieldSchema(declared(name)).safeParse(item[name]);
    if (!result.success) errors[name] = result.error.issues[0]?.message ?? 'This value is not valid.';
  }
  return errors;
}

interface MenuItemDialogProps {
  /** The item being edited, or a blank one for "Add item"; null closes the dialog. */
  item: MenuItemFields | null;
  isNew: boolean;
  onClose: () => void;
  onSave: (item: MenuItemFields) => void;
}

export function MenuItemDialog({ item, isNew, onClose, onSave }: MenuItemDialogProps) {
  return (
    <Dialog open={item !== null} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="menu-item-title">
      {item && <ItemForm key={item._id ?? 'new'} initial={item} isNew={isNew} onClose={onClose} onSave={onSave} />}
    </Dialog>
  );
}

function ItemForm({ initial, isNew, onClose, onSave }: { initial: MenuItemFields; isNew: boolean; onClose: () => void; onSave: (item: MenuItemFields) => void }) {
  const [item, setItem] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = <K extends keyof MenuItemFields>(name: K, value: MenuItemFields[K]) => setItem((i) => ({ ...i, [name]: value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = { ...item, title: item.title.trim(), path: item.path.trim(), custom_class: item.custom_class.trim() };
    const found = menuItemErrors(trimmed);
    setErrors(found);
    if (Object.keys(found).length === 0) onSave(trimmed);
  };
  const help = (name: string) => errors[name] ?? declared(name).help;
  return (
    <form onSubmit={submit} noValidate>
      <DialogTitle id="menu-item-title">{isNew ? 'Add a menu item' : 'Edit menu item'}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField
            label="Title *"
            value={item.title}
            onChange={(e) => set('title', e.target.value)}
            error={Boolean(errors.title)}
            helperText={help('title')}
            autoFocus
            fullWidth
          />
          <TextField
            label="Link *"
            value={item.path}
            onChange={(e) => set('path', e.target.value)}
            error={Boolean(errors.path)}
            helperText={help('path')}
            fullWidth
          />
          <FormControlLabel
            control={<Checkbox checked={item.openInNewTab} onChange={(e) => set('openInNewTab', e.target.checked)} />}
            label="Open in a new tab"
          />
          <TextField
            label="CSS class"
            value={item.custom_class}
            onChange={(e) => set('custom_class', e.target.value)}
            error={Boolean(errors.custom_class)}
            helperText={help('custom_class')}
            fullWidth
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button type="submit" variant="contained">
          {isNew ? 'Add' : 'Done'}
        </Button>
      </DialogActions>
    </form>
  );
}
