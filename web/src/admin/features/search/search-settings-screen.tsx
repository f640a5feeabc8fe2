import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Fragment, useId, useState, type FormEvent } from 'react';
import { errorMessage } from '../../shared/error-message';
import { useSnackbar } from '../../shared/snackbar';
import { useSaveSynonyms, useSearchStats, useSynonyms, type SearchStats } from './api/search-admin-api';
import { ScreenHeading } from '../../shared/screen-heading';
import { screenTitles } from '../../shared/screen-titles';
import { AddSynonymForm } from './components/add-synonym-form';

/** /admin/search: the medical synonyms the website's search understands, and what patients search for. */
export function SearchSettingsScreen() {
  return (
    <Box>
      <ScreenHeading>{screenTitles.search}</ScreenHeading>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        The search box on every page of the website finds doctors, departments and specialities, pages, blog posts, events, camps and FAQs.
      </Typography>
      <Stack spacing={3}>
        <SynonymsSection />
        <StatsSection />
      </Stack>
    </Box>
  );
}

function SynonymsSection() {
  const synonyms = useSynonyms();
  return (
    <Paper component="section" aria-labelledby="synonyms-heading" sx={{ p: 3 }}>
      <Typography id="synonyms-heading" variant="h6" component="h2" sx={{ mb: 1 }}>
        Synonyms
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        One line each: the words patients type, separated by commas, an arrow, then the words to look for. For example{' '}
        <code>cardiologist, heart → cardiology</code>. Lines starting with # are notes.
      </Typography>
      {synonyms.isPending && <CircularProgress aria-label="Loading the synonyms" />}
      {synonyms.isError && (
        <Alert severity="error" action={<Button onClick={() => void synonyms.refetch()}>Retry</Button>}>
          {errorMessage(synonyms.error, 'The synonyms could not be loaded.')}
        </Alert>
      )}
      {synonyms.isSuccess && <SynonymsForm key={synonyms.data.text} initial={synonyms.data.text} count={synonyms.data.count} />}
    </Paper>
  );
}

function SynonymsForm({ initial, count }: { initial: string; count: number }) {
  const [text, setText] = useState(initial);
  const save = useSaveSynonyms();
  const snackbar = useSnackbar();
  const [error, setError] = useState('');
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setError('');
    save.mutate(text, {
      onSuccess: () => snackbar.showSnackbar('Synonyms saved', 'success'),
      onError: (failure) => setError(errorMessage(failure, 'The synonyms could not be saved.')),
    });
  };
  return (
    <Box component="form" onSubmit={onSubmit} noValidate>
      <TextField
        label="Synonyms"
        multiline
        minRows={10}
        maxRows={24}
        fullWidth
        value={text}
        onChange={(event) => setText(event.target.value)}
        error={error !== ''}
        helperText={error || `${count} words understood.`}
        slotProps={{ htmlInput: { spellCheck: false } }}
      />
      <Stack direction="row" spacing={2} sx={{ mt: 2 }}>
        <Button type="submit" variant="contained" disabled={save.isPending || text === initial}>
          {save.isPending ? 'Saving...' : 'Save synonyms'}
        </Button>
        <Button type="button" disabled={save.isPending || text === initial} onClick={() => setText(initial)}>
          Undo changes
        </Button>
      </Stack>
    </Box>
  );
}

function StatsSection() {
  const stats = useSearchStats();
  return (
    <Paper component="section" aria-labelledby="search-stats-heading" sx={{ p: 3 }}>
      <Typography id="search-stats-heading" variant="h6" component="h2" sx={{ mb: 1 }}>
        What patients search for
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Searches made on the website&apos;s results page in the last 30 days. Only the words and the counts are kept, nothing about who searched.
      </Typography>
      {stats.isPending && <CircularProgress aria-label="Loading the search statistics" />}
      {stats.isError && (
        <Alert severity="error" action={<Button onClick={() => void stats.refetch()}>Retry</Button>}>
          {errorMessage(stats.error, 'The search statistics could not be loaded.')}
        </Alert>
      )}
      {stats.isSuccess && <StatsTables stats={stats.data} />}
    </Paper>
  );
}

function StatsTables({ stats }: { stats: SearchStats }) {
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={3} sx={{ alignItems: 'flex-start' }}>
      <Box sx={{ flex: 1, width: '100%' }}>
        <Typography variant="subtitle1" component="h3" id="top-searches" sx={{ mb: 1 }}>
          Top searches
        </Typography>
        {stats.top.length === 0 ? (
          <Typography color="text.secondary">No searches yet.</Typography>
        ) : (
          <Table size="small" aria-labelledby="top-searches">
            <TableHead>
              <TableRow>
                <TableCell>Search</TableCell>
                <TableCell align="right">Times</TableCell>
                <TableCell align="right">Results</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {stats.top.map((row) => (
                <TableRow key={row.query}>
                  <TableCell>{row.query}</TableCell>
                  <TableCell align="right">{row.searches}</TableCell>
                  <TableCell align="right">{row.results}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </Box>
      <Box sx={{ flex: 1, width: '100%' }}>
        <Typography variant="subtitle1" component="h3" id="no-result-searches" sx={{ mb: 1 }}>
          Searches that found nothing
        </Typography>
        {stats.noResults.length === 0 ? (
          <Typography color="text.secondary">Every search found something.</Typography>
        ) : (
          <NoResultsTable rows={stats.noResults} />
        )}
      </Box>
    </Stack>
  );
}

/** Read by screen readers, not shown: the column of buttons needs a header. */
const visuallyHidden = { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap', border: 0, p: 0, m: '-1px' } as const;

/** Each search that found nothing offers "Add a synonym" in place, one form open at a time. */
function NoResultsTable({ rows }: { rows: SearchStats['noResults'] }) {
  const [open, setOpen] = useState<string | null>(null);
  const baseId = useId();
  return (
    <Table size="small" aria-labelledby="no-result-searches">
      <TableHead>
        <TableRow>
          <TableCell>Search</TableCell>
          <TableCell align="right">Times</TableCell>
          <TableCell>
            <Box component="span" sx={visuallyHidden}>
              Action
            </Box>
          </TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row, index) => {
          const queryId = `${baseId}-query-${index}`;
          const formId = `${baseId}-form-${index}`;
          const isOpen = open === row.query;
          return (
            <Fragment key={row.query}>
              <TableRow>
                <TableCell id={queryId}>{row.query}</TableCell>
                <TableCell align="right">{row.searches}</TableCell>
                <TableCell align="right">
                  <Button size="small" aria-expanded={isOpen} aria-controls={isOpen ? formId : undefined} aria-describedby={queryId} onClick={() => setOpen(isOpen ? null : row.query)}>
                    Add a synonym
                  </Button>
                </TableCell>
              </TableRow>
              {isOpen && (
                <TableRow>
                  <TableCell id={formId} colSpan={3}>
                    <AddSynonymForm query={row.query} onClose={() => setOpen(null)} />
                  </TableCell>
                </TableRow>
              )}
            </Fragment>
          );
        })}
      </TableBody>
    </Table>
  );
}
