import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { SelectField } from '@hospital/content/fields';
import type { FieldInputProps } from './field-input-types';
import { asText, fieldLabel, helperText } from './field-label';

export function SelectInput({ field, value, onChange, error, disabled }: FieldInputProps<SelectField>) {
  return (
    <TextField
      select
      id={`field-${field.name}`}
      name={field.name}
      label={fieldLabel(field)}
      value={asText(value)}
      onChange={(event) => onChange(event.target.value)}
      error={Boolean(error)}
      helperText={helperText(field, error)}
      disabled={disabled || field.readOnly}
      fullWidth
    >
      {!field.required && (
        <MenuItem value="">
          <em>None</em>
        </MenuItem>
      )}
      {field.options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
