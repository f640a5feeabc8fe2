import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { importKindLabels, importKinds, unmappedLabels, type WordpressImportRun } from '@hospital/content/wire/wordpress-import';
import { adminApi } from '../../shared/api/admin-api';
import { StudioDate } from '../../shared/dates';
import { ScreenHeading } from '../../shared/screen-heading';
import { screenTitles } from '../../shared/screen-titles';
import { useImportTexts } from './import-screen';

/** The saved runs of the WordPress import, newest first. */
function useImportHistory() {
  return useQuery({
    queryKey: ['wordpress-imports'],
    queryFn: async () => (await adminApi.get<{ data: WordpressImportRun[] }>('wordpress-imports')).data,
  });
}

/**
 * /admin/import-history (administrators): the report of each `npm run import:wordpress`, so the
 * team tidying the imported drafts sees what arrived, what did not and which old addresses lead
 * where, without the command's output at hand.
 */
export function ImportHistoryScreen() {
  const history = useImportHistory();
  return (
    <Box>
      <ScreenHeading>{screenTitles.importHistory}</ScreenHeading>
      <Typography sx={{ mb: 2 }}>
        Each WordPress import, from Site → Import from WordPress or <code>npm run import:wordpress</code> on the server, with what it brought in and what is left for the team to do by hand.
      </Typography>
      {history.isPending && <Typography role="status">Loading...</Typography>}
      {history.isError && <Alert severity="error">The import history could not be read: {history.error.message}</Alert>}
      {history.data?.length === 0 && <Typography role="status">No WordPress import has been run on this site yet.</Typography>}
      <Stack spacing={2}>
        {history.data?.map((run) => (
          <ImportRun key={run._id} run={run} />
        ))}
      </Stack>
    </Box>
  );
}

function Section({ title, count, children }: { title: string; count: number; children: ReactNode }) {
  if (count === 0) return null;
  return (
    <Box component="details" sx={{ mt: 2, '& summary': { cursor: 'pointer', minHeight: 24, py: 0.5, fontWeight: 600 } }}>
      <summary>
        {title} ({count})
      </summary>
      {children}
    </Box>
  );
}

function ImportRun({ run }: { run: WordpressImportRun }) {
  const t = useImportTexts();
  const { report } = run;
  const headingId = `import-${run._id}`;
  return (
    <Card variant="outlined" component="section" aria-labelledby={headingId}>
      <CardContent>
        <Typography variant="h6" component="h2" id={headingId}>
          {run.fileName}
          {run.siteUrl ? ` from ${run.siteUrl}` : ''}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 1 }}>
          {t.statuses[run.status]} · {run.startedBy ? t.historyStartedBy(run.startedBy) : t.historyCommand} · <StudioDate value={run.finishedAt || run.startedAt} /> · {report.publish ? 'published what WordPress had published' : 'as drafts'} · {report.seconds.toFixed(1)} s, peak memory {Math.round(report.peakRssBytes / 1024 / 1024)} MB
        </Typography>
        {run.error && (
          <Alert severity={run.status === 'cancelled' ? 'info' : 'error'} sx={{ mb: 1 }}>
            {run.error}
          </Alert>
        )}
        <Table size="small" sx={{ maxWidth: 560 }}>
          <caption style={{ captionSide: 'top', textAlign: 'left', padding: 0 }}>Records per kind</caption>
          <TableHead>
            <TableRow>
              <TableCell component="th" scope="col">Kind</TableCell>
              <TableCell component="th" scope="col" align="right">Created</TableCell>
              <TableCell component="th" scope="col" align="right">Updated</TableCell>
              <TableCell component="th" scope="col" align="right">Skipped</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {importKinds.map((kind) => (
              <TableRow key={kind}>
                <TableCell component="th" scope="row">{importKindLabels[kind]}</TableCell>
                <TableCell align="right">{report.counts[kind].created}</TableCell>
                <TableCell align="right">{report.counts[kind].updated}</TableCell>
                <TableCell align="right">{report.counts[kind].skipped}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
        <Section title="Not carried over" count={report.unmapped.length}>
          <ul>
            {report.unmapped.map((u) => (
              <li key={`${u.kind}:${u.name}`}>
                {unmappedLabels[u.kind]}: <strong>{u.name}</strong> ({u.count}×), in {u.where.join(', ')}
                {u.count > u.where.length ? ', …' : ''}
              </li>
            ))}
          </ul>
        </Section>
        <Section title="Notes for the team" count={report.notes.length}>
          <ul>
            {report.notes.map((n, i) => (
              <li key={i}>
                <strong>{n.title}</strong>: {n.text}
              </li>
            ))}
          </ul>
        </Section>
        <Section title="Redirects made" count={report.redirects.length}>
          <ul>
            {report.redirects.map((r) => (
              <li key={r.from}>
                <code>{r.from}</code> → <code>{r.to}</code>
              </li>
            ))}
          </ul>
        </Section>
      </CardContent>
    </Card>
  );
}
