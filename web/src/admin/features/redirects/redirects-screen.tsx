import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useRef, useState, type ChangeEvent } from 'react';
import { useAccess } from '../../shared/access/use-access';
import { downloadAdminFile } from '../../shared/api/download-file';
import { ConfirmDialog } from '../../shared/confirm-dialog';
import { StudioDate } from '../../shared/dates';
import { errorMessage } from '../../shared/error-message';
import { ScreenHeading } from '../../shared/screen-heading';
import { screenTitles } from '../../shared/screen-titles';
import { useSnackbar } from '../../shared/snackbar';
import { RedirectForm } from './redirect-form';
import { useDeleteRedirect, useImportRedirects, useRedirects, type ImportAnswer, type Redirect } from './redirects-api';

const sourceLabels: Record<Redirect['source'], string> = { auto: 'Address changed', manual: 'Added here', csv: 'CSV file', import: 'Old site import' };

/** The largest CSV file read (the API takes at most 1 MB a request). */
const maxCsvBytes = 900 * 1024;

/**
 * /admin/redirects: old addresses that send visitors (and search engines) on to new ones with a
 * 301. Those of records whose address changed are made on their own; old sites' addresses are
 * added here or imported as CSV (from,to).
 */
export function RedirectsScreen() {
  const redirects = useRedirects();
  const canWrite = useAccess().can('redirects.manage');
  const snackbar = useSnackbar();
  const [filter, setFilter] = useState('');
  const [editing, setEditing] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<Redirect | null>(null);
  const remove = useDeleteRedirect();

  const needle = filter.trim().toLowerCase();
  const shown = (redirects.data ?? []).filter((r) => needle === '' || r.from.toLowerCase().includes(needle) || r.to.toLowerCase().includes(needle));

  const exportCsv = () => {
    downloadAdminFile('redirects/export.csv', 'redirects.csv').then(
      (name) => snackbar.showSnackbar(`Saved ${name}`, 'success'),
      (error: unknown) => snackbar.showSnackbar(errorMessage(error, 'The redirects could not be exported.'), 'error'),
    );
  };

  return (
    <Box>
      <ScreenHeading>{screenTitles.redirects}</ScreenHeading>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        An old address sends visitors and search engines on to a new one (a permanent 301 redirect). When a published page&apos;s address changes, its old
        address is redirected on its own. Addresses of a page that is on the website cannot be redirected.
      </Typography>
      <Stack spacing={3}>
        {canWrite && (
          <Paper component="section" aria-labelledby="add-redirect-heading" sx={{ p: 3 }}>
            <Typography id="add-redirect-heading" variant="h6" component="h2" sx={{ mb: 2 }}>
              Add a redirect
            </Typography>
            <RedirectForm onDone={(message) => snackbar.showSnackbar(message, 'success')} />
            <ImportSection />
          </Paper>
        )}
        <Paper component="section" aria-labelledby="redirect-list-heading" sx={{ p: 3 }}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2, alignItems: { sm: 'center' } }}>
            <Typography id="redirect-list-heading" variant="h6" component="h2" sx={{ flex: 1 }}>
              All redirects{redirects.isSuccess ? ` (${redirects.data.length})` : ''}
            </Typography>
            <TextField label="Find an address" size="small" type="search" value={filter} onChange={(event) => setFilter(event.target.value)} />
            <Button variant="outlined" onClick={exportCsv} disabled={!redirects.isSuccess || redirects.data.length === 0}>
              Export CSV
            </Button>
          </Stack>
          {redirects.isPending && <CircularProgress aria-label="Loading the redirects" />}
          {redirects.isError && (
            <Alert severity="error" action={<Button onClick={() => void redirects.refetch()}>Retry</Button>}>
              {errorMessage(redirects.error, 'The redirects could not be loaded.')}
            </Alert>
          )}
          {redirects.isSuccess && redirects.data.length === 0 && <Typography color="text.secondary">No redirects yet.</Typography>}
          {redirects.isSuccess && redirects.data.length > 0 && shown.length === 0 && <Typography color="text.secondary">No redirect has “{filter.trim()}” in its addresses.</Typography>}
          {shown.length > 0 && (
            <TableContainer>
              <Table size="small" aria-labelledby="redirect-list-heading">
                <TableHead>
                  <TableRow>
                    <TableCell>Old address</TableCell>
                    <TableCell>New address</TableCell>
                    <TableCell>Made by</TableCell>
                    <TableCell align="right">Hits</TableCell>
                    <TableCell>Last hit</TableCell>
                    {canWrite && <TableCell>Actions</TableCell>}
                  </TableRow>
                </TableHead>
                <TableBody>
                  {shown.map((redirect) =>
                    editing === redirect._id ? (
                      <TableRow key={redirect._id}>
                        <TableCell colSpan={canWrite ? 6 : 5}>
                          <RedirectForm
                            redirect={redirect}
                            onDone={(message) => {
                              setEditing(null);
                              snackbar.showSnackbar(message, 'success');
                            }}
                            onCancel={() => setEditing(null)}
                          />
                        </TableCell>
                      </TableRow>
                    ) : (
                      <TableRow key={redirect._id}>
                        <TableCell sx={{ overflowWrap: 'anywhere' }}>{redirect.from}</TableCell>
                        <TableCell sx={{ overflowWrap: 'anywhere' }}>{redirect.to}</TableCell>
                        <TableCell>{sourceLabels[redirect.source]}</TableCell>
                        <TableCell align="right">{redirect.hits}</TableCell>
                        <TableCell>{redirect.lastHitAt ? <StudioDate value={redirect.lastHitAt} /> : 'Never'}</TableCell>
                        {canWrite && (
                          <TableCell sx={{ whiteSpace: 'nowrap' }}>
                            <Button size="small" onClick={() => setEditing(redirect._id)} aria-label={`Edit the redirect from ${redirect.from}`}>
                              Edit
                            </Button>
                            <Button size="small" color="error" onClick={() => setDeleting(redirect)} aria-label={`Delete the redirect from ${redirect.from}`}>
                              Delete
                            </Button>
                          </TableCell>
                        )}
                      </TableRow>
                    ),
                  )}
                </TableBody>
              </Table>
            </TableContainer>
          )}
        </Paper>
      </Stack>
      <ConfirmDialog
        open={deleting !== null}
        title="Delete this redirect?"
        confirmLabel="Delete"
        danger
        onClose={() => setDeleting(null)}
        onConfirm={async () => {
          if (!deleting) return;
          try {
            const answer = await remove.mutateAsync(deleting._id);
            snackbar.showSnackbar(answer.message, 'success');
          } catch (error) {
            snackbar.showSnackbar(errorMessage(error, 'The redirect could not be deleted.'), 'error');
          }
          setDeleting(null);
        }}
      >
        Visitors to {deleting?.from} will no longer be sent on to {deleting?.to}.
      </ConfirmDialog>
    </Box>
  );
}

/** Import from a CSV file of from,to lines: what was imported, and each line that was not, by number. */
function ImportSection() {
  const input = useRef<HTMLInputElement>(null);
  const importCsv = useImportRedirects();
  const [result, setResult] = useState<ImportAnswer | null>(null);
  const [error, setError] = useState('');

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setResult(null);
    setError('');
    if (file.size > maxCsvBytes) {
      setError(`${file.name} is larger than 900 KB. Split it into smaller files.`);
      return;
    }
    importCsv.mutate(await file.text(), { onSuccess: setResult, onError: (failure) => setError(errorMessage(failure, 'The file could not be imported.')) });
  };

  return (
    <Box component="section" aria-labelledby="import-heading" sx={{ mt: 3 }}>
      <Typography id="import-heading" variant="subtitle1" component="h3">
        Import from a CSV file
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 1 }}>
        One redirect a line: old address, new address (a first line “from,to” is skipped). Good lines are imported; lines with a problem are listed below
        to fix and import again.
      </Typography>
      <input ref={input} id="redirects-csv" type="file" accept=".csv,text/csv" hidden onChange={(event) => void onFile(event)} aria-label="CSV file of redirects" />
      <Button variant="outlined" onClick={() => input.current?.click()} disabled={importCsv.isPending}>
        {importCsv.isPending ? 'Importing...' : 'Import CSV'}
      </Button>
      <Box role="status" aria-live="polite" sx={{ mt: 1 }}>
        {error && <Alert severity="error">{error}</Alert>}
        {result && (
          <Alert severity={result.errors.length > 0 ? 'warning' : 'success'}>
            {result.message}
            {result.errors.length > 0 && (
              <Box component="ul" sx={{ m: 0, pl: 2 }}>
                {result.errors.map((line) => (
                  <li key={`${line.line}-${line.field}`}>{line.message}</li>
                ))}
              </Box>
            )}
          </Alert>
        )}
      </Box>
    </Box>
  );
}
