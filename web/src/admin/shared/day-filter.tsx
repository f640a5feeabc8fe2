import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import dayjs, { type Dayjs } from 'dayjs';

/** A day of a list's filters, typed and shown as DD/MM/YYYY like every date in the studio, kept as yyyy-mm-dd. */
export function DayFilter({ label, value, onChange }: { label: string; value: string; onChange: (day: string) => void }) {
  return (
    <DatePicker
      label={label}
      format="DD/MM/YYYY"
      value={value === '' ? null : dayjs(value)}
      onChange={(next: Dayjs | null) => {
        // An unfinished date leaves the filter as it was until it is a real day.
        if (next === null) onChange('');
        else if (next.isValid()) onChange(next.format('YYYY-MM-DD'));
      }}
      slotProps={{ textField: { size: 'small' }, field: { clearable: true } }}
    />
  );
}
