import { entryStatuses } from '@hospital/content/forms/desk-declarations';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { DayFilter } from '../../../shared/day-filter';
import type { StaffMember } from '../api/entries-api';

export interface FilterValues {
  status: string;
  assignee: string;
  department: string;
  from: string;
  to: string;
  search: string;
}

export const noFilters: FilterValues = { status: '', assignee: '', department: '', from: '', to: '', search: '' };

interface EntryFiltersProps {
  values: FilterValues;
  onChange: (values: FilterValues) => void;
  staff: readonly StaffMember[];
  /** Shown for appointments only. */
  departments: readonly string[] | null;
  onExport: () => void;
  busy: boolean;
}

/** The desk's filters: status, assignee, department (appointments), dates and text; the export takes the same filters. */
export function EntryFilters({ values, onChange, staff, departments, onExport, busy }: EntryFiltersProps) {
  const set = (name: keyof FilterValues) => (event: { target: { value: string } }) => onChange({ ...values, [name]: event.target.value });
  return (
    <Stack direction="row" useFlexGap spacing={2} sx={{ mb: 2, flexWrap: 'wrap', alignItems: 'center' }} role="search" aria-label="Filter the entries">
      <TextField select label="Status" size="small" value={values.status} onChange={set('status')} sx={{ minWidth: 150 }}>
        <MenuItem value="">All statuses</MenuItem>
        {entryStatuses.map((s) => (
          <MenuItem key={s.value} value={s.value}>
            {s.label}
          </MenuItem>
        ))}
      </TextField>
      <TextField select label="Assigned to" size="small" value={values.assignee} onChange={set('assignee')} sx={{ minWidth: 170 }}>
        <MenuItem value="">Anyone</MenuItem>
        <MenuItem value="none">Nobody yet</MenuItem>
        {staff.map((s) => (
          <MenuItem key={s._id} value={s._id}>
            {s.name}
          </MenuItem>
        ))}
      </TextField>
      {departments && (
        <TextField select label="Department" size="small" value={values.department} onChange={set('department')} sx={{ minWidth: 170 }}>
          <MenuItem value="">All departments</MenuItem>
          {departments.map((d) => (
            <MenuItem key={d} value={d}>
              {d}
            </MenuItem>
          ))}
        </TextField>
      )}
      <DayFilter label="From" value={values.from} onChange={(day) => onChange({ ...values, from: day })} />
      <DayFilter label="To" value={values.to} onChange={(day) => onChange({ ...values, to: day })} />
      <TextField label="Search" type="search" size="small" value={values.search} onChange={set('search')} sx={{ flexGrow: 1, minWidth: 180 }} helperText="Name, phone, e-mail, any text or a reference" />
      <Button startIcon={<FileDownloadIcon />} variant="outlined" onClick={onExport} disabled={busy}>
        Export CSV
      </Button>
    </Stack>
  );
}
