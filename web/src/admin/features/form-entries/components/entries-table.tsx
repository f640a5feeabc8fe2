import type { FormKey } from '@hospital/content/forms/declarations';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import VisibilityIcon from '@mui/icons-material/Visibility';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { actionsColumnWidth, stickyEnd } from '../../../shared/table/sticky-end';
import { entryColumns, entrySender, formatReceived, type FormEntry } from '../entry-fields';
import { StatusChip } from './status-chip';

interface EntriesTableProps {
  kind: FormKey;
  kindLabel: string;
  entries: readonly FormEntry[];
  total: number;
  loading: boolean;
  loaded: boolean;
  filtered: boolean;
  timeZone: string | undefined;
  selected: readonly string[];
  onSelect: (ids: string[]) => void;
  openId: string | null;
  onOpen: (entry: FormEntry) => void;
  /** Absent for a role that may not delete entries. */
  onDelete?: ((entry: FormEntry, who: string) => void) | undefined;
  page: number;
  limit: number;
  onPage: (page: number) => void;
  onLimit: (limit: number) => void;
}

// Who has an entry and what can be done with it stay in view while the form's columns scroll.
const dataCellSx = { overflowWrap: 'anywhere', minWidth: 72, maxWidth: 220 } as const;
const actionsSx = stickyEnd(0, { width: actionsColumnWidth, nowrap: true });
const assignedSx = stickyEnd(actionsColumnWidth, { width: 128, edge: true });

/** The list of one form's entries with the columns that matter for it. */
export function EntriesTable(props: EntriesTableProps) {
  const { kind, kindLabel, entries, selected, onSelect, timeZone } = props;
  const columns = entryColumns(kind);
  const span = columns.length + 6;
  const allSelected = entries.length > 0 && entries.every((e) => selected.includes(e._id));
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label={`${kindLabel} entries`}>
        <TableHead>
          <TableRow>
            <TableCell padding="checkbox">
              <Checkbox
                checked={allSelected}
                indeterminate={!allSelected && entries.some((e) => selected.includes(e._id))}
                onChange={(e) => onSelect(e.target.checked ? entries.map((x) => x._id) : [])}
                slotProps={{ input: { 'aria-label': 'Select all entries on this page' } }}
              />
            </TableCell>
            <TableCell>Reference</TableCell>
            <TableCell>Received</TableCell>
            {columns.map((c) => (
              <TableCell key={c.key}>{c.label}</TableCell>
            ))}
            <TableCell>Status</TableCell>
            <TableCell sx={assignedSx}>Assigned to</TableCell>
            <TableCell align="right" sx={actionsSx}>
              Actions
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {props.loading && (
            <TableRow>
              <TableCell colSpan={span} align="center">
                <CircularProgress size={24} aria-label="Loading the entries" />
              </TableCell>
            </TableRow>
          )}
          {props.loaded && entries.length === 0 && (
            <TableRow>
              <TableCell colSpan={span}>
                <Typography color="text.secondary">No {kindLabel.toLowerCase()} entries{props.filtered ? ' match these filters' : ' yet'}.</Typography>
              </TableCell>
            </TableRow>
          )}
          {entries.map((entry) => {
            const sender = entrySender(entry);
            const who = sender.name || sender.email || entry.reference || 'entry';
            const isNew = (entry.status ?? 'new') === 'new';
            return (
              <TableRow key={entry._id} hover selected={selected.includes(entry._id) || props.openId === entry._id} data-entry-id={entry._id}>
                <TableCell padding="checkbox">
                  <Checkbox
                    checked={selected.includes(entry._id)}
                    onChange={(e) => onSelect(e.target.checked ? [...selected, entry._id] : selected.filter((id) => id !== entry._id))}
                    slotProps={{ input: { 'aria-label': `Select the entry of ${who}` } }}
                  />
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap', fontWeight: isNew ? 700 : undefined }}>{entry.reference ?? '—'}</TableCell>
                <TableCell sx={{ minWidth: 96 }}>{formatReceived(entry.createdAt, timeZone)}</TableCell>
                {columns.map((c) => (
                  // A long address or subject wraps (anywhere, an e-mail has no spaces), so Subject, Language and Status stay on a 1366 px screen.
                  <TableCell key={c.key} sx={dataCellSx}>
                    {c.value(entry)}
                  </TableCell>
                ))}
                <TableCell>
                  <StatusChip status={entry.status} />
                </TableCell>
                <TableCell sx={assignedSx}>{entry.assigneeName ?? '—'}</TableCell>
                <TableCell align="right" sx={actionsSx}>
                  <IconButton aria-label={`Open the entry of ${who}`} onClick={() => props.onOpen(entry)}>
                    <VisibilityIcon fontSize="small" />
                  </IconButton>
                  {props.onDelete && (
                    <IconButton aria-label={`Delete the entry of ${who}`} onClick={() => props.onDelete?.(entry, who)}>
                      <DeleteOutlinedIcon fontSize="small" />
                    </IconButton>
                  )}
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
      <TablePagination
        component="div"
        count={props.total}
        page={props.page}
        rowsPerPage={props.limit}
        rowsPerPageOptions={[10, 20, 50, 100]}
        onPageChange={(_e, value) => props.onPage(value)}
        onRowsPerPageChange={(e) => props.onLimit(Number(e.target.value))}
      />
    </TableContainer>
  );
}
