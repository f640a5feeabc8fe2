import type { Field } from '@hospital/content/fields';

/**
 * What every admin field input receives. The generic form renders one input per field through
 * the table in field-inputs.tsx (`satisfies Record<FieldType, …>`), so a new field type does not
 * compile until it has an input.
 */
export interface FieldInputProps<F extends Field = Field> {
  field: F;
  value: unknown;
  onChange: (value: unknown) => void;
  /** The client or server message for this field. */
  error?: string;
  disabled?: boolean;
  /** The whole record being edited: the page's template editor reads `record.template`. */
  record: Record<string, unknown>;
}
