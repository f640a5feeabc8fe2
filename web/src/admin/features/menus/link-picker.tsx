import { contentTypeByKey } from '@hospital/content/registry';
import type { MenuLinkRef, MenuLinkType } from '@hospital/content/types/menus/index';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { errorMessage } from '../../shared/error-message';
import { useLinkTargets, useLinkedRecord, type LinkTarget } from './api/menu-api';

/** "Page", "Doctor", "Department"… from each type's declaration. */
export const linkTypeLabel = (type: MenuLinkType): string => contentTypeByKey(type)?.label.singular ?? type;
const groupLabel = (type: MenuLinkType): string => contentTypeByKey(type)?.label.plural ?? type;

const searchDelayMs = 250;

interface LinkPickerProps {
  /** The record linked now, with the path it had when the menu was read. */
  value: (MenuLinkRef & { path: string }) | undefined;
  onChange: (target: LinkTarget | null) => void;
  error?: string | undefined;
}

/**
 * Searches pages, doctors, departments, specialities, blogs, events and camps by title or route.
 * The item then stores the record and its address; the server moves the address with the record.
 */
export function LinkPicker({ value, onChange, error }: LinkPickerProps) {
  const [input, setInput] = useState('');
  const [q, setQ] = useState('');
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setQ(input.trim()), searchDelayMs);
    return () => clearTimeout(timer);
  }, [input]);
  const search = useLinkTargets(q, open);
  const linked = useLinkedRecord(value);

  const selected: LinkTarget | null = value
    ? {
        type: value.type,
        _id: value._id,
        path: value.path,
        title: linked.data?.title ?? (linked.isError ? 'A record that no longer exists' : 'Loading…'),
        status: linked.data?.status ?? 'active',
      }
    : null;
  const options = search.data ?? [];
  const searchError = search.isError ? errorMessage(search.error, 'The search failed. Please try again.') : undefined;
  const help =
    error ??
    searchError ??
    (selected ? `${linkTypeLabel(selected.type)} at ${selected.path ?? '—'}. The link follows it if its address changes.` : 'Type a few letters of its title.');

  return (
    <Autocomplete<LinkTarget>
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      value={selected}
      onChange={(_e, target) => onChange(target)}
      inputValue={input}
      onInputChange={(_e, text, reason) => setInput(reason === 'reset' ? '' : text)}
      options={options}
      filterOptions={(list) => list}
      groupBy={(option) => groupLabel(option.type)}
      getOptionLabel={(option) => option.title}
      getOptionKey={(option) => `${option.type}:${option._id}`}
      isOptionEqualToValue={(a, b) => a.type === b.type && a._id === b._id}
      getOptionDisabled={(option) => !option.path}
      loading={search.isFetching}
      loadingText="Searching…"
      noOptionsText={searchError ?? (q ? `No page, doctor, department, speciality, blog, event or camp matches "${q}".` : 'Nothing to link to yet.')}
      renderOption={({ key, ...props }, option) => (
        <Box component="li" key={key} {...props}>
          <Box sx={{ minWidth: 0 }}>
            <Typography noWrap>{option.title || '(untitled)'}</Typography>
            <Typography variant="body2" color="text.secondary" noWrap>
              {option.path ?? 'No page on the website yet'}
              {option.status === 'inactive' ? ' · not published' : ''}
            </Typography>
          </Box>
        </Box>
      )}
      renderInput={(params) => (
        <TextField {...params} label="Page or record *" error={Boolean(error ?? searchError)} helperText={help} autoComplete="off" />
      )}
    />
  );
}
