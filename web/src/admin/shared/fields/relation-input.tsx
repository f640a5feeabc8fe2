import Autocomplete, { type AutocompleteRenderInputParams } from '@mui/material/Autocomplete';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';
import type { RelationField } from '@hospital/content/fields';
import { contentTypeByKey } from '@hospital/content/registry';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState, type HTMLAttributes, type Key } from 'react';
import { adminApi } from '../api/admin-api';
import { useDebouncedValue } from '../use-debounced-value';
import { contentKeys, recordTitle, type ContentRecord } from '../api/content-api';
import { useRecordTitles } from '../api/use-record-titles';
import { fixedRelationIds } from '../access/screen-access';
import { useAccess } from '../access/use-access';
import { useEditedContentType } from './content-type-context';
import type { FieldInputProps } from './field-input-types';
import { fieldLabel, helperText } from './field-label';

interface Option {
  id: string;
  title: string;
}

const idsOf = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : typeof value === 'string' && value !== '' ? [value] : [];

/** Picks records of the `to` type by title, searching on the server; stores their ids. */
export function RelationInput({ field, value, onChange, error, disabled }: FieldInputProps<RelationField>) {
  const target = contentTypeByKey(field.to);
  const [input, setInput] = useState('');
  const q = useDebouncedValue(input, 300);
  const options = useQuery({
    queryKey: contentKeys.options(field.to, q),
    queryFn: () => adminApi.get<{ data: ContentRecord[] }>(`${field.to}?${new URLSearchParams({ q, limit: '20' })}`),
    staleTime: 30_000,
  });
  const ids = idsOf(value);
  const storedTitles = useRecordTitles(field.to, ids);
  const found = useMemo(() => (options.data?.data ?? []).map((r) => ({ id: r._id, title: recordTitle(target, r) })), [options.data, target]);
  const titleOf = (id: string): string => found.find((o) => o.id === id)?.title ?? storedTitles.get(id) ?? '…';
  const selected: Option[] = ids.map((id) => ({ id, title: titleOf(id) }));
  // A department editor keeps the departments that are not theirs: named, and not removable.
  const { access } = useAccess();
  const editedType = useEditedContentType();
  const fixed = new Set(fixedRelationIds(access, editedType, field.name, ids));
  const fixedNames = selected.filter((o) => fixed.has(o.id)).map((o) => o.title);
  const fixedHelp =
    fixedNames.length > 0
      ? `${fixedNames.join(', ')} ${fixedNames.length === 1 ? 'is not one of your departments: it stays' : 'are not your departments: they stay'} (only an editor can change that).`
      : undefined;
  const common = {
    id: `field-${field.name}`,
    options: found,
    loading: options.isFetching,
    disabled: disabled || field.readOnly,
    getOptionLabel: (o: Option) => o.title,
    isOptionEqualToValue: (a: Option, b: Option) => a.id === b.id,
    // The server has searched already.
    filterOptions: (o: Option[]) => o,
    onInputChange: (_event: unknown, text: string, reason: string) => {
      if (reason === 'input' || reason === 'clear') setInput(text);
    },
    noOptionsText: options.isError ? 'Could not load the choices.' : `No ${target?.label.plural.toLowerCase() ?? 'records'} found`,
    renderOption: (props: HTMLAttributes<HTMLLIElement> & { key: Key }, o: Option) => {
      const { key: _key, ...rest } = props;
      return (
        <li key={o.id} {...rest}>
          {o.title}
        </li>
      );
    },
    renderInput: (params: AutocompleteRenderInputParams) => (
      <TextField
        {...params}
        name={field.name}
        label={fieldLabel(field)}
        error={Boolean(error)}
        helperText={error ?? ([helperText(field, undefined), fixedHelp].filter(Boolean).join(' ') || undefined)}
        slotProps={{
          ...params.slotProps,
          input: {
            ...params.slotProps.input,
            endAdornment: (
              <>
                {options.isFetching ? <CircularProgress color="inherit" size={18} aria-label="Loading choices" /> : null}
                {params.slotProps.input.endAdornment}
              </>
            ),
          },
        }}
      />
    ),
  };
  if (field.many) {
    return (
      <Autocomplete<Option, true>
        {...common}
        multiple
        value={selected}
        onChange={(_e, next) => onChange([...ids.filter((id) => fixed.has(id)), ...next.map((o) => o.id).filter((id) => !fixed.has(id))])}
        renderValue={(value, getItemProps) =>
          value.map((option, index) => {
            const { key, onDelete, ...itemProps } = getItemProps({ index });
            return <Chip key={key} size="small" label={option.title} {...itemProps} onDelete={fixed.has(option.id) ? undefined : onDelete} data-fixed={fixed.has(option.id) || undefined} />;
          })
        }
      />
    );
  }
  return <Autocomplete<Option, false> {...common} value={selected[0] ?? null} onChange={(_e, next) => onChange(next?.id ?? '')} />;
}
