import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import VisibilityIcon from '@mui/icons-material/Visibility';
import Alert from '@mui/material/Alert';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { keepPreviousData, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { adminApi, adminRequest } from '../../shared/api/admin-api';
import { errorMessage } from '../../shared/error-message';
import { useSnackbar } from '../../shared/snackbar';
import { useDebouncedValue } from '../../shared/use-debounced-value';
import { entryDetails, entryFilterQuery, entryKinds, entrySender, formatReceived, formLabel, isEntryKind, type FormEntry } from './entry-fields';
import { downloadEntriesCsv } from './export-csv';

interface EntryList {
  data: FormEntry[];
  total: number;
  page: number;
  limit: number;
}

const entriesKey = ['form-entries'] as const;

/** /admin/contactentries: what visitors sent through the website's forms, by form. */
export function FormEntriesScreen() {
  const [params, setParams] = useSearchParams();
  const kindParam = params.get('kind');
  const kind = isEntryKind(kindParam) ? kindParam : 'contact';
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search, 300);
  const [page, setPage] = useState(0);
  const [limit, setLimit] = useState(20);
  const [selected, setSelected] = useState<string[]>([]);
  const [open, setOpen] = useState<FormEntry | null>(null);
  const [confirm, setConfirm] = useState<{ ids: string[]; label: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const { showSnackbar } = useSnackbar();
  const queryClient = useQueryClient();

  const filter = { from, to, q };
  const list = useQuery({
    queryKey: [...entriesKey, 'list', kind, filter, page, limit],
    queryFn: () => {
      const query = entryFilterQuery({ kind, ...filter });
      query.set('page', String(page + 1));
      query.set('limit', String(limit));
      return adminApi.get<EntryList>(`form-entries?${query.toString()}`);
    },
    placeholderData: keepPreviousData,
  });
  const counts = useQueries({
    queries: entryKinds.map((k) => ({
      queryKey: [...entriesKey, 'count', k.key, filter],
      queryFn: async () => {
        const query = entryFilterQuery({ kind: k.key, ...filter });
        query.set('limit', '1');
        return (await adminApi.get<EntryList>(`form-entries?${query.toString()}`)).total;
      },
    })),
  });

  const resetPaging = () => {
    setPage(0);
    setSelected([]);
  };
  const entries = list.data?.data ?? [];
  const allSelected = entries.length > 0 && entries.every((e) => selected.includes(e._id));

  const remove = async (ids: string[]) => {
    setBusy(true);
    try {
      const result =
        ids.length === 1
          ? await adminApi.delete<{ message?: string }>(`form-entries/${encodeURIComponent(ids[0] ?? '')}`)
          : await adminRequest<{ message?: string }>('DELETE', 'form-entries', { ids });
      showSnackbar(result?.message ?? 'Deleted', 'success');
      setSelected((s) => s.filter((id) => !ids.includes(id)));
      if (open && ids.includes(open._id)) setOpen(null);
      await queryClient.invalidateQueries({ queryKey: entriesKey });
      await queryClient.invalidateQueries({ queryKey: ['dashboard'] });
    } catch (error) {
      showSnackbar(errorMessage(error, 'The entries could not be deleted.'), 'error');
    } finally {
      setBusy(false);
      setConfirm(null);
    }
  };

  const exportCsv = async () => {
    setBusy(true);
    try {
      const name = await downloadEntriesCsv(entryFilterQuery({ kind, ...filter }));
      showSnackbar(`Exported ${name}`, 'success');
    } catch (error) {
      showSnackbar(errorMessage(error, 'The export failed.'), 'error');
    } finally {
      setBusy(false);
    }
  };

  const kindLabel = entryKinds.find((k) => k.key === kind)?.label ?? kind;

  return (
    <Box>
      <Typography variant="h4" component="h1" sx={{ mb: 1 }}>
        Form entries
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        What visitors sent through the website's forms, newest first. These hold patients' personal data: export and keep them only as
        your hospital's rules allow.
      </Typography>
      <Tabs
        value={kind}
        onChange={(_e, value: string) => {
          setParams({ kind: value });
          resetPaging();
        }}
        variant="scrollable"
        aria-label="Forms"
        sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}
      >
        {entryKinds.map((k, i) => {
          const count = counts[i]?.data;
          return (
            <Tab
              key={k.key}
              value={k.key}
              id={`entries-tab-${k.key}`}
              aria-controls="entries-panel"
              label={
                <Badge badgeContent={count ?? 0} color="primary" max={9999} showZero sx={{ pr: 2 }}>
                  {k.label}
                </Badge>
              }
              aria-label={count === undefined ? k.label : `${k.label} (${count})`}
            />
          );
        })}
      </Tabs>
      <Box id="entries-panel" role="tabpanel" aria-labelledby={`entries-tab-${kind}`}>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mb: 2, alignItems: { md: 'center' } }}>
          <TextField
            label="From"
            type="date"
            size="small"
            value={from}
            onChange={(e) => {
              setFrom(e.target.value);
              resetPaging();
            }}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <TextField
            label="To"
            type="date"
            size="small"
            value={to}
            onChange={(e) => {
              setTo(e.target.value);
              resetPaging();
            }}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <TextField
            label="Search"
            type="search"
            size="small"
            value={search}
            onChange={(e) => {
              setSearch(e.target.value);
              resetPaging();
            }}
            sx={{ flexGrow: 1 }}
          />
          <Button startIcon={<FileDownloadIcon />} variant="outlined" onClick={() => void exportCsv()} disabled={busy}>
            Export CSV
          </Button>
        </Stack>
        {selected.length > 0 && (
          <Alert
            severity="info"
            sx={{ mb: 2 }}
            action={
              <Button color="error" onClick={() => setConfirm({ ids: selected, label: `${selected.length} selected entries` })} disabled={busy}>
                Delete selected
              </Button>
            }
          >
            {selected.length} selected
          </Alert>
        )}
        {list.isError && <Alert severity="error">{errorMessage(list.error, 'The entries could not be loaded.')}</Alert>}
        <TableContainer component={Paper} variant="outlined">
          <Table size="small" aria-label={`${kindLabel} entries`}>
            <TableHead>
              <TableRow>
                <TableCell padding="checkbox">
                  <Checkbox
                    checked={allSelected}
                    indeterminate={!allSelected && entries.some((e) => selected.includes(e._id))}
                    onChange={(e) => setSelected(e.target.checked ? entries.map((x) => x._id) : [])}
                    slotProps={{ input: { 'aria-label': 'Select all entries on this page' } }}
                  />
                </TableCell>
                <TableCell>Received</TableCell>
                <TableCell>Name</TableCell>
                <TableCell>Phone</TableCell>
                <TableCell>Email</TableCell>
                <TableCell align="right">Actions</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {list.isPending && (
                <TableRow>
                  <TableCell colSpan={6} align="center">
                    <CircularProgress size={24} aria-label="Loading the entries" />
                  </TableCell>
                </TableRow>
              )}
              {list.isSuccess && entries.length === 0 && (
                <TableRow>
                  <TableCell colSpan={6}>
                    <Typography color="text.secondary">No {kindLabel.toLowerCase()} entries{from || to || q ? ' match these filters' : ' yet'}.</Typography>
                  </TableCell>
                </TableRow>
              )}
              {entries.map((entry) => {
                const sender = entrySender(entry);
                const who = sender.name || sender.email || 'entry';
                return (
                  <TableRow key={entry._id} hover selected={selected.includes(entry._id)}>
                    <TableCell padding="checkbox">
                      <Checkbox
                        checked={selected.includes(entry._id)}
                        onChange={(e) => setSelected((s) => (e.target.checked ? [...s, entry._id] : s.filter((id) => id !== entry._id)))}
                        slotProps={{ input: { 'aria-label': `Select the entry of ${who}` } }}
                      />
                    </TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatReceived(entry.createdAt)}</TableCell>
                    <TableCell>{sender.name}</TableCell>
                    <TableCell>{sender.phone}</TableCell>
                    <TableCell>{sender.email}</TableCell>
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                      <IconButton aria-label={`Open the entry of ${who}`} onClick={() => setOpen(entry)}>
                        <VisibilityIcon fontSize="small" />
                      </IconButton>
                      <IconButton aria-label={`Delete the entry of ${who}`} onClick={() => setConfirm({ ids: [entry._id], label: `the entry of ${who}` })}>
                        <DeleteOutlinedIcon fontSize="small" />
                      </IconButton>
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
          <TablePagination
            component="div"
            count={list.data?.total ?? 0}
            page={page}
            rowsPerPage={limit}
            rowsPerPageOptions={[10, 20, 50, 100]}
            onPageChange={(_e, value) => {
              setPage(value);
              setSelected([]);
            }}
            onRowsPerPageChange={(e) => {
              setLimit(Number(e.target.value));
              resetPaging();
            }}
          />
        </TableContainer>
      </Box>
      <Dialog open={open !== null} onClose={() => setOpen(null)} fullWidth maxWidth="sm" aria-labelledby="entry-title">
        {open && (
          <>
            <DialogTitle id="entry-title">
              {formLabel(open.kind)} entry from {entrySender(open).name || 'a visitor'}
            </DialogTitle>
            <DialogContent dividers>
              <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: { sm: '200px 1fr' }, columnGap: 2, rowGap: 1 }}>
                {entryDetails(open).map((row) => (
                  <Box key={row.label} sx={{ display: 'contents' }}>
                    <Typography component="dt" sx={{ fontWeight: 600 }}>
                      {row.label}
                    </Typography>
                    <Typography component="dd" sx={{ m: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                      {row.value || '—'}
                    </Typography>
                  </Box>
                ))}
              </Box>
            </DialogContent>
            <DialogActions>
              <Button color="error" startIcon={<DeleteOutlinedIcon />} sx={{ mr: 'auto' }} onClick={() => setConfirm({ ids: [open._id], label: 'this entry' })}>
                Delete
              </Button>
              <Button onClick={() => setOpen(null)} autoFocus>
                Close
              </Button>
            </DialogActions>
          </>
        )}
      </Dialog>
      <Dialog open={confirm !== null} onClose={() => setConfirm(null)} aria-labelledby="entry-delete-title">
        <DialogTitle id="entry-delete-title">Delete {confirm?.label}?</DialogTitle>
        <DialogContent>
          <DialogContentText>Deleted entries cannot be recovered. Export them first if you need to keep a copy.</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirm(null)} autoFocus>
            Cancel
          </Button>
          <Button color="error" variant="contained" disabled={busy} onClick={() => confirm && void remove(confirm.ids)}>
            Delete
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
