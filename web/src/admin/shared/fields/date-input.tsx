import type { DateField } from '@hospital/content/fields';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import dayjs, { type Dayjs } from 'dayjs';
import type { FieldInputProps } from './field-input-types';
import { asText, fieldLabel, helperText } from './field-label';

const DATE = 'YYYY-MM-DD';
const DATE_TIME = 'YYYY-MM-DDTHH:mm';

/** The stored text of a picked day: `2026-11-21`, or `2026-11-21T09:30` with time; an unfinished entry is kept as typed so the schema reports it. */
export function toStoredDate(day: Dayjs | null, withTime: boolean): string {
  if (day === null) return '';
  if (!day.isValid()) return 'invalid';
  return day.format(withTime ? DATE_TIME : DATE);
}

export function DateInput({ field, value, onChange, error, disabled }: FieldInputProps<DateField>) {
  const text = asText(value);
  const day = text === '' ? null : dayjs(text);
  const common = {
    label: fieldLabel(field),
    value: day,
    onChange: (next: Dayjs | null) => onChange(toStoredDate(next, field.withTime ?? false)),
    disabled: disabled || field.readOnly,
    slotProps: {
      textField: { id: `field-${field.name}`, name: field.name, error: Boolean(error), helperText: helperText(field, error), fullWidth: true },
      field: { clearable: true },
    },
  };
  return field.withTime ? <DateTimePicker {...common} format="DD/MM/YYYY hh:mm A" /> : <DatePicker {...common} format="DD/MM/YYYY" />;
}
