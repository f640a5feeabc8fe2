import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { Field, SelectField } from '@hospital/content/fields';
import type { FieldInputProps } from './field-input-types';
import { asText, fieldLabel, helperText } from './field-label';

export function SelectInput({ field, value, onChange, error, disabled }: FieldInputProps<SelectField>) {
  return (
    <OptionSelect
      field={field}
      value={asText(value)}
      options={field.options}
      allowNone={!field.required}
      onChange={onChange}
      error={error}
      disabled={disabled || field.readOnly}
    />
  );
}

interface OptionSelectProps {
  field: Field;
  value: string;
  options: readonly { value: string; label: string }[];
  /** Offer "None" (an empty value) first. */
  allowNone?: boolean;
  onChange: (value: string) => void;
  error?: string | undefined;
  disabled?: boolean | undefined;
}

/** A field's drop-down of options: the declared options of a select field, or options read at run time (page templates). */
export function OptionSelect({ field, value, options, allowNone, onChange, error, disabled }: OptionSelectProps) {
  return (
    <TextField
      select
      id={`field-${field.name}`}
      name={field.name}
      label={fieldLabel(field)}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={Boolean(error)}
      helperText={helperText(field, error)}
      disabled={disabled}
      fullWidth
    >
      {allowNone && (
        <MenuItem value="">
          <em>None</em>
        </MenuItem>
      )}
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
