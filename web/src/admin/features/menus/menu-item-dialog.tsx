import { menus } from '@hospital/content/types/menus/index';
import { fieldSchema } from '@hospital/content/validation';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { defaultLanguage, languageInfo } from '@hospital/content/i18n/languages';
import { fingerprint, isEmptyValue } from '@hospital/content/i18n/translations';
import { useSiteLanguages } from '../../shared/translations/use-site-languages';
import { LinkPicker } from './link-picker';
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

/** One choice of where a new item goes; `value` is what the editor understands (see `Placement`). */
export interface PlacementOption {
  value: string;
  label: string;
  depth: number;
  /** Why it cannot be chosen (the menu's depth limit). */
  disabledReason?: string | undefined;
}

interface MenuItemDialogProps {
  /** The item being edited, or a blank one for "Add item"; null closes the dialog. */
  item: MenuItemFields | null;
  isNew: boolean;
  /** For a new item: where it may go, and where it goes unless changed. */
  placements?: readonly PlacementOption[];
  placement?: string;
  onClose: () => void;
  onSave: (item: MenuItemFields, placement: string | undefined) => void;
}

export function MenuItemDialog({ item, isNew, placements = [], placement, onClose, onSave }: MenuItemDialogProps) {
  return (
    <Dialog open={item !== null} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="menu-item-title">
      {item && (
        <ItemForm
          key={item._id ?? `new-${placement ?? ''}`}
          initial={item}
          isNew={isNew}
          placements={placements}
          initialPlacement={placement}
          onClose={onClose}
          onSave={onSave}
        />
      )}
    </Dialog>
  );
}

interface ItemFormProps {
  initial: MenuItemFields;
  isNew: boolean;
  placements: readonly PlacementOption[];
  initialPlacement: string | undefined;
  onClose: () => void;
  onSave: (item: MenuItemFields, placement: string | undefined) => void;
}

type LinkKind = 'record' | 'address';

function ItemForm({ initial, isNew, placements, initialPlacement, onClose, onSave }: ItemFormProps) {
  const [item, setItem] = useState(initial);
  const [kind, setKind] = useState<LinkKind>(initial.link || isNew ? 'record' : 'address');
  const [placement, setPlacement] = useState(initialPlacement);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = <K extends keyof MenuItemFields>(name: K, value: MenuItemFields[K]) => setItem((i) => ({ ...i, [name]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const { link, ...rest } = item;
    const trimmed: MenuItemFields = {
      ...rest,
      title: item.title.trim(),
      path: item.path.trim(),
      custom_class: item.custom_class.trim(),
      ...(kind === 'record' && link ? { link } : {}),
    };
    const found = menuItemErrors(trimmed);
    if (kind === 'record' && !link) found.path = 'Pick a page or record, or choose "A web address or path" and type one.';
    setErrors(found);
    if (Object.keys(found).length === 0) onSave(trimmed, isNew ? placement : undefined);
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
          <TitleTranslations item={item} onChange={(translations) => setItem((i) => ({ ...i, translations }))} />
          <FormControl>
            <FormLabel id="menu-item-link-kind">Link to</FormLabel>
            <RadioGroup row aria-labelledby="menu-item-link-kind" value={kind} onChange={(e) => setKind(e.target.value as LinkKind)}>
              <FormControlLabel value="record" control={<Radio />} label="A page or record of this site" />
              <FormControlLabel value="address" control={<Radio />} label="A web address or path" />
            </RadioGroup>
          </FormControl>
          {kind === 'record' ? (
            <LinkPicker
              value={item.link ? { ...item.link, path: item.path } : undefined}
              error={errors.path}
              onChange={(target) =>
                setItem((i) => {
                  const { link: _dropped, ...rest } = i;
                  if (!target?.path) return rest;
                  return { ...rest, link: { type: target.type, _id: target._id }, path: target.path, title: i.title.trim() ? i.title : target.title };
                })
              }
            />
          ) : (
            <TextField
              label="Link *"
              value={item.path}
              onChange={(e) => set('path', e.target.value)}
              error={Boolean(errors.path)}
              helperText={help('path')}
              fullWidth
            />
          )}
          {isNew && placements.length > 0 && (
            <TextField
              select
              label="Place in the menu"
              value={placement ?? 'end'}
              onChange={(e) => setPlacement(e.target.value)}
              helperText="Put it under an item to make it a submenu item."
              fullWidth
            >
              {placements.map((p) => (
                <MenuItem key={p.value} value={p.value} disabled={Boolean(p.disabledReason)} sx={{ pl: 2 + p.depth * 2 }}>
                  {p.disabledReason ? `${p.label} (${p.disabledReason})` : p.label}
                </MenuItem>
              ))}
            </TextField>
          )}
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

/**
 * The item's title in the site's other languages, each below the English one: saved with the menu,
 * and marked out of date when the English title changed after it was translated.
 */
function TitleTranslations({ item, onChange }: { item: MenuItemFields; onChange: (translations: NonNullable<MenuItemFields['translations']>) => void }) {
  const { languages } = useSiteLanguages();
  const others = languages.filter((code) => code !== defaultLanguage);
  if (others.length === 0) return null;
  const translations = item.translations ?? {};
  const english = item.title.trim();
  return (
    <>
      {others.map((code) => {
        const current = translations[code] ?? { values: {}, basis: {}, savedAt: '' };
        const value = typeof current.values.title === 'string' ? current.values.title : '';
        const outdated = !isEmptyValue(value) && english !== '' && current.basis.title !== fingerprint(english);
        const name = languageInfo(code).englishName;
        return (
          <TextField
            key={code}
            label={`Title (${name})`}
            value={value}
            onChange={(e) =>
              onChange({ ...translations, [code]: { ...current, values: { ...current.values, title: e.target.value }, basis: { ...current.basis, title: fingerprint(english) } } })
            }
            error={outdated}
            helperText={outdated ? `Out of date: the English title changed after this was translated. English: ${english}` : `Left empty, the English title shows on the ${name} website.`}
            slotProps={{ htmlInput: { lang: code, maxLength: 200 } }}
            fullWidth
          />
        );
      })}
    </>
  );
}
