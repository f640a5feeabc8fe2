import TextField from '@mui/material/TextField';
import type { TextField as TextFieldDeclaration } from '@hospital/content/fields';
import type { FieldInputProps } from './field-input-types';
import { asText, fieldLabel, helperText } from './field-label';
import { useFollowedAddress } from './slug-input';

const inputTypes = { email: 'email', url: 'url', phone: 'tel', link: 'text' } as const;

export function TextInput(props: FieldInputProps<TextFieldDeclaration>) {
  return props.field.from ? <AddressTextInput {...props} from={props.field.from} /> : <PlainTextInput {...props} />;
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
