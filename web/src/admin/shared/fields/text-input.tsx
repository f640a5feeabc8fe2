import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import type { TextField as TextFieldDeclaration } from '@hospital/content/fields';
import type { FieldInputProps } from './field-input-types';
import { asText, fieldLabel, helperText } from './field-label';
import { useFollowedAddress } from './slug-input';

const inputTypes = { email: 'email', url: 'url', phone: 'tel', link: 'text' } as const;

export function TextInput(props: FieldInputProps<TextFieldDeclaration>) {
  if (props.field.many) return <TextListInput {...props} />;
  return props.field.from ? <AddressTextInput {...props} from={props.field.from} /> : <PlainTextInput {...props} />;
}

const asTextList = (value: unknown): string[] => (Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []);

/**
 * A list of short texts (a doctor's languages) as chips: typed, then added with Enter or a comma,
 * or by leaving the box; a chip's cross removes it. Duplicates (any case) are not added twice.
 */
function TextListInput({ field, value, onChange, error, disabled }: FieldInputProps<TextFieldDeclaration>) {
  const values = asTextList(value);
  const [draft, setDraft] = useState('');
  const add = (text: string) => {
    const entries = text.split(',').map((t) => t.trim()).filter((t) => t !== '');
    const next = [...values];
    for (const entry of entries) if (!next.some((v) => v.toLowerCase() === entry.toLowerCase())) next.push(entry);
    if (next.length !== values.length) onChange(next);
    setDraft('');
  };
  return (
    <Autocomplete<string, true, false, true>
      multiple
      freeSolo
      options={[]}
      value={values}
      inputValue={draft}
      disabled={disabled || field.readOnly}
      onChange={(_event, next) => onChange(asTextList(next).map((t) => t.trim()).filter((t) => t !== ''))}
      onInputChange={(_event, text, reason) => {
        if (reason === 'reset') return;
        if (text.includes(',')) add(text);
        else setDraft(text);
      }}
      onBlur={() => draft.trim() !== '' && add(draft)}
      renderInput={(params) => (
        <TextField
          {...params}
          id={`field-${field.name}`}
          name={field.name}
          label={fieldLabel(field)}
          error={Boolean(error)}
          helperText={error ?? field.help ?? 'Press Enter after each.'}
          slotProps={{
            ...params.slotProps,
            htmlInput: { ...params.slotProps.htmlInput, maxLength: field.maxLength, 'aria-required': field.required ?? false },
          }}
        />
      )}
      fullWidth
    />
  );
}

/** A text made from another field, like a slug (a page's route from its title), until typed. */
function AddressTextInput(props: FieldInputProps<TextFieldDeclaration> & { from: string }) {
  const markTyped = useFollowedAddress(asText(props.record[props.from]), asText(props.value), props.onChange, true);
  return (
    <PlainTextInput
      {...props}
      onChange={(value) => {
        markTyped(asText(value));
        props.onChange(value);
      }}
    />
  );
}

function PlainTextInput({ field, value, onChange, error, disabled }: FieldInputProps<TextFieldDeclaration>) {
  return (
    <TextField
      id={`field-${field.name}`}
      name={field.name}
      label={fieldLabel(field)}
      value={asText(value)}
      onChange={(event) => onChange(event.target.value)}
      type={field.format ? inputTypes[field.format] : 'text'}
      multiline={field.multiline ?? false}
      minRows={field.multiline ? 3 : undefined}
      error={Boolean(error)}
      helperText={helperText(field, error)}
      disabled={disabled || field.readOnly}
      slotProps={{ htmlInput: { maxLength: field.maxLength, 'aria-required': field.required ?? false } }}
      fullWidth
    />
  );
}
