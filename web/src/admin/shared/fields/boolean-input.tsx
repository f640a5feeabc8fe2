import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Switch from '@mui/material/Switch';
import type { BooleanField } from '@hospital/content/fields';
import type { FieldInputProps } from './field-input-types';
import { helperText } from './field-label';

export function BooleanInput({ field, value, onChange, error, disabled }: FieldInputProps<BooleanField>) {
  const help = helperText(field, error);
  return (
    <FormControl error={Boolean(error)}>
      <FormControlLabel
        control={
          <Switch
            id={`field-${field.name}`}
            name={field.name}
            checked={value === true}
            onChange={(event) => onChange(event.target.checked)}
            disabled={disabled || field.readOnly}
          />
        }
        label={field.label}
      />
      {help && <FormHelperText>{help}</FormHelperText>}
    </FormControl>
  );
}
