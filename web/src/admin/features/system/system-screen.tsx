import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import type { SystemStatus } from '@hospital/content/wire/system';
import { useSystemStatus } from '../../shared/api/system-api';
import { StudioDate } from '../../shared/dates';
import { ScreenHeading } from '../../shared/screen-heading';
import { screenTitles } from '../../shared/screen-titles';
import { formatAge, formatBytes } from './system-format';

/** /admin/system: what the person who runs the site needs to see without reading logs. */
export function SystemScreen() {
  const status = useSystemStatus();
  return (
    <Box>
      <ScreenHeading>{screenTitles.system}</ScreenHeading>
      {status.isPending && <Typography role="status">Loading...</Typography>}
      {status.isError && <Alert severity="error">The system's figures could not be read: {status.error.message}</Alert>}
      {status.data && <SystemPanels data={status.data} />}
    </Box>
  );
}

function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Grid size={{ xs: 12, md: 6 }}>
      <Card variant="outlined" component="section" aria-label={title} sx={{ height: '100%' }}>
        <CardContent>
          <Typography variant="h6" component="h2" gutterBottom>
            {title}
          </Typography>
          <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 0.5, m: 0, '& dt': { color: 'text.secondary' }, '& dd': { m: 0 } }}>
            {children}
          </Box>
        </CardContent>
      </Card>
    </Grid>
  );
}

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </>
  );
}

const processStateText: Record<SystemStatus['processes']['processes'][number]['state'], string> = {
  healthy: 'Healthy',
  slow: 'Slow: its event loop lags a second or more',
  silent: 'Not answering (no heartbeat for 30 s)',
  stopped: 'Stopped',
};

function SystemPanels({ data }: { data: SystemStatus }) {
  const last = data.backups.last;
  const age = data.backups.lastAgeSeconds;
  return (
    <>
      {data.warnings.length > 0 && (
        <Box component="ul" aria-label="Warnings" sx={{ listStyle: 'none', p: 0, mb: 3 }}>
          {data.warnings.map((warning) => (
            <Alert key={`${warning.kind}-${warning.message}`} component="li" severity="warning" sx={{ mb: 1 }}>
              {warning.message}
            </Alert>
          ))}
        </Box>
      )}
      <Grid container spacing={3}>
        <Panel title="Version">
          <Row term="Version">{data.version}</Row>
          <Row term="Commit">{data.commit ?? 'unknown'}</Row>
          <Row term="Node.js">{data.node}</Row>
          <Row term="Up for">{formatAge(data.uptimeSeconds)}</Row>
        </Panel>
        <Panel title="Database">
          <Row term="Kind">{data.database.kind === 'postgres' ? 'PostgreSQL' : 'SQLite'}</Row>
          <Row term="Size">{formatBytes(data.database.sizeBytes)}</Row>
          <Row term="Migration">{data.database.migration ?? 'none'}</Row>
        </Panel>
        <Panel title="Storage">
          <Row term="Uploads">{`${formatBytes(data.storage.uploadsBytes)} in ${data.storage.uploadsFiles} files`}</Row>
          <Row term="Disk free">{data.storage.diskFreeBytes === null ? 'unknown' : `${formatBytes(data.storage.diskFreeBytes)} of ${formatBytes(data.storage.diskTotalBytes)}`}</Row>
        </Panel>
        <Panel title="Jobs and mail">
          <Row term="Jobs waiting">{data.jobs.pending}</Row>
          <Row term="Jobs running">{data.jobs.running}</Row>
          <Row term="Jobs failing">{data.jobs.failing.length === 0 ? 'none' : data.jobs.failing.map((job) => `${job.name}: ${job.lastError ?? ''}`).join('; ')}</Row>
          <Row term="Mail waiting">{data.mail.pending}</Row>
          <Row term="Mail failed">
            {data.mail.failed > 0 ? (
              <Link component={RouterLink} to="/admin/contactentries">
                {`${data.mail.failed} failed: see Form entries`}
              </Link>
            ) : (
              0
            )}
          </Row>
        </Panel>
        <Panel title="Edge cache">
          <Row term="Shared caches">{data.edge.cache ? `keep public pages ${formatAge(data.edge.maxAgeSeconds)} (EDGE_CACHE)` : 'off (EDGE_CACHE)'}</Row>
          <Row term="Purge">{data.edge.purge === 'none' ? 'none (EDGE_PURGE)' : data.edge.purge}</Row>
          <Row term="Purges waiting">{data.edge.pending}</Row>
          <Row term="Purges failed">{data.edge.failed}</Row>
          <Row term="Last purge">{data.edge.lastPurgedAt ? <StudioDate value={data.edge.lastPurgedAt} /> : 'none yet'}</Row>
          <Row term="Last error">
            {data.edge.lastError ? (
              <>
                <StudioDate value={data.edge.lastError.at} />: {data.edge.lastError.message}
              </>
            ) : (
              'none'
            )}
          </Row>
        </Panel>
        <Panel title="Backups">
          <Row term="Schedule">{data.backups.schedule === 'off' ? 'off (BACKUP_SCHEDULE)' : data.backups.schedule}</Row>
          <Row term="Kept">{data.backups.keep}</Row>
          <Row term="Folder">{data.backups.folder}</Row>
          <Row term="Last backup">
            {last && age !== null ? (
              <>
                <StudioDate value={last.startedAt} /> ({formatAge(age)} ago), {last.status === 'verified' ? 'verified' : last.status === 'failed' ? `failed: ${last.error ?? ''}` : 'running'}
              </>
            ) : (
              'none yet'
            )}
          </Row>
          <Row term="State">{data.backups.stale ? 'Late: older than its schedule' : last?.status === 'failed' ? 'Failed' : 'Up to date'}</Row>
        </Panel>
        <Panel title="Processes">
          <Row term="Server processes">{`${data.processes.workers} set (WORKERS); ${data.processes.healthy} healthy`}</Row>
          {data.processes.primaryPid !== null && <Row term="Primary">{`pid ${data.processes.primaryPid}, restarts a worker that stops`}</Row>}
          {data.processes.processes.map((p) => (
            <Row key={`${p.host}-${p.pid}-${p.startedAt}`} term={`pid ${p.pid}${p.current ? ' (this one)' : ''}`}>
              {processStateText[p.state]}
              {p.state === 'stopped' || p.state === 'silent' ? (
                <>
                  {', last heard '}
                  <StudioDate value={p.seenAt} />
                </>
              ) : (
                `, ${formatBytes(p.rssBytes)} memory, event loop ${p.loopDelayMs} ms`
              )}
              {`; on ${p.host}, version ${p.version}, started `}
              <StudioDate value={p.startedAt} />
            </Row>
          ))}
        </Panel>
      </Grid>
    </>
  );
}
