import type { Field } from '@hospital/content/fields';
import type { RecordValue } from '@hospital/content/validation';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { Suspense, type ComponentType } from 'react';
import { Controller, type Control } from 'react-hook-form';
import { FieldInput } from '../fields/field-inputs';
import type { FieldInputProps } from '../fields/field-input-types';
import { flattenFieldError } from './form-errors';

export interface FieldControlProps {
  field: Field;
  control: Control<RecordValue>;
  disabled: boolean;
  /** The whole record being edited (inputs that depend on another field read it). */
  record: RecordValue;
  /** An input that replaces the generic one for this field (shared/fields/overrides). */
  input?: ComponentType<FieldInputProps> | undefined;
}

/** One declared field in a record form: its input, bound to the form, marked for focus on errors. */
export function FieldControl({ field, control, disabled, record, input }: FieldControlProps) {
  const Input = input ?? FieldInput;
  return (
    <Controller
      name={field.name}
      control={control}
      render={({ field: controlled, fieldState }) => (
        <Box data-field-name={field.name}>
          {/* An override may load lazily with its feature. */}
          <Suspense fallback={<CircularProgress size={24} aria-label={`Loading ${field.label}`} />}>
            <Input field={field} value={controlled.value} onChange={controlled.onChange} error={flattenFieldError(fieldState.error)} disabled={disabled} record={record} />
          </Suspense>
        </Box>
      )}
    />
  );
}
