import TextField from '@mui/material/TextField';
import type { NumberField } from '@hospital/content/fields';
import type { FieldInputProps } from './field-input-types';
import { fieldLabel, helperText } from './field-label';

/** Empty is null (an optional number left out); anything else is sent as typed for the schema to judge. */
export function NumberInput({ field, value, onChange, error, disabled }: FieldInputProps<NumberField>) {
  return (
    <TextField
      id={`field-${field.name}`}
      name={field.name}
      label={fieldLabel(field)}
      type="number"
      value={typeof value === 'number' ? String(value) : ''}
      onChange={(event) => {
        const text = event.target.value;
        onChange(text === '' ? null : Number(text));
      }}
      error={Boolean(error)}
      helperText={helperText(field, error)}
      disabled={disabled || field.readOnly}
      slotProps={{ htmlInput: { min: field.min, max: field.max, step: field.integer ? 1 : 'any' } }}
      fullWidth
    />
  );
}
