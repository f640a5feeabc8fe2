import FileDownloadIcon from '@mui/icons-material/FileDownload';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { downloadAdminFile } from '../../shared/api/download-file';
import { StudioDate } from '../../shared/dates';
import { DayFilter } from '../../shared/day-filter';
import { errorMessage } from '../../shared/error-message';
import { ScreenHeading } from '../../shared/screen-heading';
import { screenTitles } from '../../shared/screen-titles';
import { useSnackbar } from '../../shared/snackbar';
import type { ActivityEntry } from '@hospital/content/wire/accounts';
import { useActivity, useActivityChoices } from './activity-api';
import { actionLabel, activityQuery, activityViewParams, contentTypeLabel, pageSizes, readActivityView, type ActivityFilters, type ActivityView } from './activity-filters';
import { useAccess } from '../../shared/access/use-access';
import { RetentionSetting } from './retention-setting';
import { editPath } from '../../shared/studio-paths';
import { contentTypeByKey } from '@hospital/content/registry';
import Link from '@mui/material/Link';

/**
 * /admin/activity (administrators): who did what, when, from which address, to which record.
 * The filters, page and page size stand in the address; Export CSV takes the filters shown.
 */
export function ActivityScreen() {
  const [params, setParams] = useSearchParams();
  const view = readActivityView(params);
  const { filters, page, limit } = view;
  const list = useActivity(filters, page, limit);
  const choices = useActivityChoices();
  const [exporting, setExporting] = useState(false);
  const { showSnackbar } = useSnackbar();

  const show = (next: ActivityView) => setParams(activityViewParams(next), { replace: true });
  const filterBy = (name: keyof ActivityFilters, value: string) => show({ ...view, filters: { ...filters, [name]: value }, page: 1 });
  const filtered = Object.values(filters).some((v) => v !== '');

  const exportCsv = async () => {
    setExporting(true);
    try {
      const query = activityQuery(filters).toString();
      const name = await downloadAdminFile(`activity/export.csv${query ? `?${query}` : ''}`, 'activity-log.csv');
      showSnackbar(`Exported ${name}`, 'success');
    } catch (error) {
      showSnackbar(errorMessage(error, 'The export failed.'), 'error');
    } finally {
      setExporting(false);
    }
  };

  const canManage = useAccess().can('settings.manage');
  const entries = list.data?.data ?? [];
  const actors = choices.data?.actors ?? [];
  return (
    <Box>
      <ScreenHeading>{screenTitles.activity}</ScreenHeading>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Every sign-in, change, export and reading of patient requests in the studio, newest first: who, when, from which address and what. Entries cannot be
        changed or deleted; they are kept for the retention period, then removed.
      </Typography>
      {canManage && (
        <Box sx={{ mb: 2 }}>
          <RetentionSetting />
        </Box>
      )}
      <Stack direction="row" useFlexGap spacing={2} sx={{ mb: 2, flexWrap: 'wrap', alignItems: 'center' }} role="search" aria-label="Filter the activity log">
        <TextField select label="Person" size="small" value={filters.actor} onChange={(e) => filterBy('actor', e.target.value)} sx={{ minWidth: 180 }}>
          <MenuItem value="">Everyone</MenuItem>
          {/* A person in the address but no longer among the choices still shows as chosen. */}
          {filters.actor !== '' && !actors.some((a) => a._id === filters.actor) && <MenuItem value={filters.actor}>{filters.actor}</MenuItem>}
          {actors.map((a) => (
            <MenuItem key={a._id} value={a._id}>
              {a.name}
            </MenuItem>
          ))}
        </TextField>
        <TextField select label="Action" size="small" value={filters.action} onChange={(e) => filterBy('action', e.target.value)} sx={{ minWidth: 180 }}>
          <MenuItem value="">All actions</MenuItem>
          {withChosen(choices.data?.actions ?? [], filters.action).map((a) => (
            <MenuItem key={a} value={a}>
              {actionLabel(a)}
            </MenuItem>
          ))}
        </TextField>
        <TextField select label="Content type" size="small" value={filters.contentType} onChange={(e) => filterBy('contentType', e.target.value)} sx={{ minWidth: 180 }}>
          <MenuItem value="">All types</MenuItem>
          {withChosen(choices.data?.contentTypes ?? [], filters.contentType).map((t) => (
            <MenuItem key={t} value={t}>
              {contentTypeLabel(t)}
            </MenuItem>
          ))}
        </TextField>
        <DayFilter label="From" value={filters.from} onChange={(value) => filterBy('from', value)} />
        <DayFilter label="To" value={filters.to} onChange={(value) => filterBy('to', value)} />
        {filtered && <Button onClick={() => show({ ...view, filters: { actor: '', action: '', contentType: '', from: '', to: '' }, page: 1 })}>Clear filters</Button>}
        <Box sx={{ flexGrow: 1 }} />
        <Button startIcon={<FileDownloadIcon />} variant="outlined" onClick={() => void exportCsv()} disabled={exporting}>
          Export CSV
        </Button>
      </Stack>
      {(list.isError || choices.isError) && (
        <Alert severity="error" sx={{ mb: 2 }} action={<Button onClick={() => void Promise.all([list.refetch(), choices.refetch()])}>Retry</Button>}>
          {errorMessage(list.error ?? choices.error, 'The activity log could not be loaded.')}
        </Alert>
      )}
      <TableContainer component={Paper} variant="outlined">
        <Table size="small" aria-label="Activity log entries" aria-busy={list.isFetching}>
          <TableHead>
            <TableRow>
              <TableCell>When</TableCell>
              <TableCell>Who</TableCell>
              <TableCell>Action</TableCell>
              <TableCell>Content type</TableCell>
              <TableCell>Record</TableCell>
              <TableCell>Address</TableCell>
              <TableCell>Summary</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {list.isPending && (
              <TableRow>
                <TableCell colSpan={7} align="center">
                  <CircularProgress size={24} aria-label="Loading the activity log" />
                </TableCell>
              </TableRow>
            )}
            {list.isSuccess && entries.length === 0 && (
              <TableRow>
                <TableCell colSpan={7}>
                  <Typography color="text.secondary">{filtered ? 'No activity matches these filters.' : 'No activity yet.'}</Typography>
                </TableCell>
              </TableRow>
            )}
            {entries.map((entry) => (
              <TableRow key={entry._id} hover data-testid="activity-row">
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  <StudioDate value={entry.createdAt} />
                </TableCell>
                <TableCell>{entry.actorName ?? (entry.actorId ? entry.actorId : <Typography component="span" color="text.secondary">System</Typography>)}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{actionLabel(entry.action)}</TableCell>
                <TableCell>{entry.contentType ? contentTypeLabel(entry.contentType) : '—'}</TableCell>
                <TableCell sx={{ overflowWrap: 'anywhere' }}>
                  <RecordCell entry={entry} />
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{entry.ip ?? '—'}</TableCell>
                <TableCell sx={{ overflowWrap: 'anywhere', minWidth: 240 }}>{entry.summary}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
        <TablePagination
          component="div"
          count={list.data?.total ?? 0}
          page={Math.max(0, page - 1)}
          rowsPerPage={limit}
          rowsPerPageOptions={[...pageSizes]}
          onPageChange={(_e, value) => show({ ...view, page: value + 1 })}
          onRowsPerPageChange={(e) => show({ ...view, limit: Number(e.target.value), page: 1 })}
        />
      </TableContainer>
    </Box>
  );
}

/** The choices, with the value in the address kept among them (an MUI select shows only a listed value). */
const withChosen = (values: readonly string[], chosen: string): string[] => (chosen === '' || values.includes(chosen) ? [...values] : [chosen, ...values]);

/** The record an entry names: a link to its edit screen while it is a record of a collection, else its title. */
function RecordCell({ entry }: { entry: ActivityEntry }) {
  const text = entry.recordTitle ?? entry.recordId ?? '—';
  const type = entry.contentType ? contentTypeByKey(entry.contentType) : undefined;
  if (!type || type.kind !== 'collection' || !entry.recordId || !isRecordId(entry.recordId)) return <>{text}</>;
  return (
    <Link component={RouterLink} to={editPath(type, entry.recordId)}>
      {text}
    </Link>
  );
}

const isRecordId = (id: string): boolean => /^[a-f0-9]{24}$/.test(id);
