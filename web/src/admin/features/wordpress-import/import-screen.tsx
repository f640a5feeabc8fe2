import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent, type ReactNode } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { importKinds, unmappedLabels, type ImportReport, type StudioImportRun } from '@hospital/content/wire/wordpress-import';
import { wordpressImportMessages, type WordpressImportMessages } from '@hospital/content/i18n/messages/wordpress-import';
import { adminApi, getToken } from '../../shared/api/admin-api';
import { ScreenHeading } from '../../shared/screen-heading';

/** The studio's texts in the browser's language (Hindi or English). */
export const useImportTexts = (): WordpressImportMessages => wordpressImportMessages(typeof navigator === 'undefined' ? 'en' : navigator.language);

/** Uploads the export (and the .zip) as the API wants it: multipart, files "export" and "uploads". */
async function uploadExport(form: { export: File; uploads: File | null; publish: boolean }): Promise<StudioImportRun> {
  const body = new FormData();
  body.append('publish', String(form.publish));
  body.append('export', form.export, form.export.name);
  if (form.uploads) body.append('uploads', form.uploads, form.uploads.name);
  const token = getToken();
  const response = await fetch('/api/admin/wordpress-imports', { method: 'POST', body, headers: token ? { authorization: `Bearer ${token}` } : {} });
  const answer = (await response.json().catch(() => ({}))) as { data?: StudioImportRun; message?: string };
  if (!response.ok || !answer.data) throw new Error(answer.message ?? `The server answered ${response.status}.`);
  return answer.data;
}

const live = (run: StudioImportRun | undefined): boolean => run?.status === 'queued' || run?.status === 'running';

/**
 * /admin/wordpress-import (administrators): upload a WordPress export, read its dry run's plan,
 * start the import and watch it (the run's id is in the address, so the page can be closed and
 * opened again), then read its report in the Import history.
 */
export function WordpressImportScreen() {
  const t = useImportTexts();
  const [params, setParams] = useSearchParams();
  const runId = params.get('run');
  const client = useQueryClient();
  const run = useQuery({
    queryKey: ['wordpress-import', runId],
    enabled: runId !== null,
    queryFn: async () => (await adminApi.get<{ data: StudioImportRun }>(`wordpress-imports/${runId}`)).data,
    refetchInterval: (query) => (live(query.state.data) ? 1000 : false),
  });
  const show = (data: StudioImportRun) => {
    client.setQueryData(['wordpress-import', data._id], data);
    setParams({ run: data._id });
  };
  const start = useMutation({ mutationFn: async (id: string) => (await adminApi.post<{ data: StudioImportRun }>(`wordpress-imports/${id}/start`)).data, onSuccess: show });
  const cancel = useMutation({ mutationFn: async (id: string) => (await adminApi.post<{ data: StudioImportRun }>(`wordpress-imports/${id}/cancel`)).data, onSuccess: show });
  const data = run.data;

  return (
    <Box>
      <ScreenHeading>{t.heading}</ScreenHeading>
      <Typography sx={{ mb: 2, maxWidth: 760 }}>{t.intro}</Typography>
      {!runId && <UploadForm t={t} onPlanned={show} />}
      {run.isError && <Alert severity="error">{run.error.message}</Alert>}
      {data && (
        <Card variant="outlined" component="section" aria-labelledby="import-run-heading">
          <CardContent>
            <Typography variant="h6" component="h2" id="import-run-heading">
              {data.status === 'planned' ? t.planHeading : `${t.statuses[data.status]}: ${t.planFor(data.fileName, data.siteUrl)}`}
            </Typography>
            {data.status === 'planned' && <Typography color="text.secondary">{t.planFor(data.fileName, data.siteUrl)}</Typography>}
            {live(data) && <Progress t={t} run={data} />}
            {data.status === 'finished' && data.report && (
              <Alert severity="success" sx={{ my: 1 }}>
                {t.finished(data.report.seconds.toFixed(1), Math.round(data.report.peakRssBytes / 1024 / 1024))}
              </Alert>
            )}
            {data.status === 'failed' && (
              <Alert severity="error" sx={{ my: 1 }}>
                <strong>{t.failed}</strong>: {data.error}
              </Alert>
            )}
            {data.status === 'cancelled' && <Alert severity="info" sx={{ my: 1 }}>{t.cancelled}</Alert>}
            {data.report && <ReportTables t={t} report={data.report} planned={data.status === 'planned'} />}
            {(start.isError || cancel.isError) && (
              <Alert severity="error" sx={{ mt: 2 }}>
                {t.failedRequest}: {(start.error ?? cancel.error)?.message}
              </Alert>
            )}
            <Stack direction="row" spacing={2} sx={{ mt: 2 }}>
              {data.status === 'planned' && (
                <Button variant="contained" disabled={start.isPending} onClick={() => start.mutate(data._id)}>
                  {start.isPending ? t.starting : t.start}
                </Button>
              )}
              {live(data) && (
                <Button variant="outlined" color="warning" disabled={cancel.isPending || data.cancelRequested} onClick={() => cancel.mutate(data._id)}>
                  {cancel.isPending || data.cancelRequested ? t.cancelling : t.cancel}
                </Button>
              )}
              {!live(data) && data.status !== 'planned' && (
                <Button component={RouterLink} to="/admin/import-history">
                  {t.toHistory}
                </Button>
              )}
              {!live(data) && (
                <Button onClick={() => setParams({})}>{t.another}</Button>
              )}
            </Stack>
          </CardContent>
        </Card>
      )}
    </Box>
  );
}

function UploadForm({ t, onPlanned }: { t: WordpressImportMessages; onPlanned: (run: StudioImportRun) => void }) {
  const [file, setFile] = useState<File | null>(null);
  const [uploads, setUploads] = useState<File | null>(null);
  const [publish, setPublish] = useState(false);
  const [missing, setMissing] = useState(false);
  const upload = useMutation({ mutationFn: uploadExport, onSuccess: onPlanned });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!file) {
      setMissing(true);
      return;
    }
    upload.mutate({ export: file, uploads, publish });
  };
  return (
    <Box component="form" onSubmit={submit} noValidate sx={{ mb: 3, display: 'grid', gap: 2, maxWidth: 640 }}>
      <FileField label={t.exportLabel} accept=".xml,text/xml,application/xml" onChange={(f) => { setFile(f); setMissing(false); }} name="export" />
      {missing && <Alert severity="error">{t.chooseExport}</Alert>}
      <FileField label={t.uploadsLabel} accept=".zip,application/zip" onChange={setUploads} name="uploads" />
      <FormControlLabel control={<Checkbox checked={publish} onChange={(e) => setPublish(e.target.checked)} />} label={t.publishLabel} />
      <Typography color="text.secondary">{t.privateNote}</Typography>
      {upload.isError && (
        <Alert severity="error">
          {t.failedRequest}: {upload.error.message}
        </Alert>
      )}
      <Box>
        <Button type="submit" variant="contained" disabled={upload.isPending}>
          {upload.isPending ? t.checking : t.check}
        </Button>
      </Box>
      {upload.isPending && <LinearProgress aria-label={t.checking} />}
    </Box>
  );
}

function FileField({ label, accept, name, onChange }: { label: string; accept: string; name: string; onChange: (file: File | null) => void }) {
  const id = `wordpress-import-${name}`;
  return (
    <Box>
      <Typography component="label" htmlFor={id} sx={{ display: 'block', fontWeight: 600, mb: 0.5 }}>
        {label}
      </Typography>
      <input id={id} name={name} type="file" accept={accept} onChange={(e) => onChange(e.target.files?.[0] ?? null)} />
    </Box>
  );
}

function Progress({ t, run }: { t: WordpressImportMessages; run: StudioImportRun }) {
  const progress = run.progress ?? { step: 'reading' as const, done: 0, total: 0 };
  const percent = progress.total > 0 ? Math.round((progress.done / progress.total) * 100) : 0;
  const text = t.progressText(t.steps[progress.step], progress.done, progress.total);
  return (
    <Box sx={{ my: 2 }}>
      <LinearProgress variant={progress.total > 0 ? 'determinate' : 'indeterminate'} value={percent} aria-label={t.progressLabel} aria-valuetext={text} />
      <Typography role="status" sx={{ mt: 1 }}>
        {t.statuses[run.status]} · {text}
      </Typography>
      <Typography color="text.secondary">{t.background}</Typography>
    </Box>
  );
}

function Section({ title, count, children }: { title: string; count: number; children: ReactNode }) {
  if (count === 0) return null;
  return (
    <Box component="details" sx={{ mt: 2, '& summary': { cursor: 'pointer', minHeight: 24, py: 0.5, fontWeight: 600 } }}>
      <summary>{title}</summary>
      {children}
    </Box>
  );
}

function ReportTables({ t, report, planned }: { t: WordpressImportMessages; report: ImportReport; planned: boolean }) {
  return (
    <>
      <Table size="small" sx={{ maxWidth: 560, mt: 1 }}>
        <caption style={{ captionSide: 'top', textAlign: 'left', padding: 0 }}>{planned ? t.wouldBe : t.didDo}</caption>
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col">{t.kind}</TableCell>
            <TableCell component="th" scope="col" align="right">{t.created}</TableCell>
            <TableCell component="th" scope="col" align="right">{t.updated}</TableCell>
            <TableCell component="th" scope="col" align="right">{t.skipped}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {importKinds.map((kind) => (
            <TableRow key={kind}>
              <TableCell component="th" scope="row">{t.kinds[kind]}</TableCell>
              <TableCell align="right">{report.counts[kind].created}</TableCell>
              <TableCell align="right">{report.counts[kind].updated}</TableCell>
              <TableCell align="right">{report.counts[kind].skipped}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <Section title={t.warnings(report.unmapped.length)} count={report.unmapped.length}>
        <ul>
          {report.unmapped.map((u) => (
            <li key={`${u.kind}:${u.name}`}>
              {unmappedLabels[u.kind]}: <strong>{u.name}</strong> ({u.count}×), {u.where.join(', ')}
              {u.count > u.where.length ? ', …' : ''}
            </li>
          ))}
        </ul>
      </Section>
      <Section title={t.notes(report.notes.length)} count={report.notes.length}>
        <ul>
          {report.notes.map((n, i) => (
            <li key={i}>
              <strong>{n.title}</strong>: {n.text}
            </li>
          ))}
        </ul>
      </Section>
      <Section title={t.redirects(report.redirects.length)} count={report.redirects.length}>
        <ul>
          {report.redirects.map((r) => (
            <li key={r.from}>
              <code>{r.from}</code> → <code>{r.to}</code>
            </li>
          ))}
        </ul>
      </Section>
    </>
  );
}
