import ArrowBack from '@mui/icons-material/ArrowBack';
import type { ContentType } from '@hospital/content/content-type';
import type { LanguageReport, ReportState, TranslationReport } from '@hospital/content/wire/translation-report';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { adminApi } from '../../shared/api/admin-api';
import { errorMessage } from '../../shared/error-message';
import { ScreenHeading } from '../../shared/screen-heading';
import { screenTitles } from '../../shared/screen-titles';
import { editPath } from '../../shared/studio-paths';

/**
 * /admin/{type}/translations: how far a content type is translated, per language of the site:
 * how many records are translated (on the website), translated and waiting to be published,
 * missing or out of date, and which, each linking to its edit
 * screen. The server keeps a department editor to their departments' records.
 */

const stateLabels: Record<ReportState, string> = { missing: 'Missing', outdated: 'Out of date', waiting: 'Translated, waiting to be published', translated: 'Translated' };
const states: ReportState[] = ['missing', 'outdated', 'waiting', 'translated'];

export function TranslationReportScreen({ type }: { type: ContentType }) {
  const report = useQuery({
    queryKey: ['translation-report', type.key],
    queryFn: async () => (await adminApi.get<{ data: TranslationReport }>(`translation-report/${encodeURIComponent(type.key)}`)).data,
  });
  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <Button component={RouterLink} to={`/admin/${type.adminPath}`} startIcon={<ArrowBack />}>
          {type.label.plural}
        </Button>
        <ScreenHeading gutter={false}>{screenTitles.translationReport}: {type.label.plural}</ScreenHeading>
      </Stack>
      {report.isPending && (
        <Box role="status" sx={{ display: 'grid', placeItems: 'center', py: 8 }}>
          <CircularProgress aria-label="Loading the translation report" />
        </Box>
      )}
      {report.isError && (
        <Alert severity="error" action={<Button color="inherit" onClick={() => void report.refetch()}>Retry</Button>}>
          The translation report could not be loaded. {errorMessage(report.error, '')}
        </Alert>
      )}
      {report.isSuccess && report.data.fields.length === 0 && <Alert severity="info">{type.label.plural} have no texts that are translated.</Alert>}
      {report.isSuccess && report.data.fields.length > 0 && report.data.languages.length === 0 && (
        <Alert severity="info">The website is in English only. Add a language in the site settings to translate {type.label.plural.toLowerCase()}.</Alert>
      )}
      {report.isSuccess &&
        report.data.fields.length > 0 &&
        report.data.languages.map((language) => <LanguageSection key={language.language} type={type} report={language} labels={new Map(report.data.fields.map((f) => [f.name, f.label]))} />)}
    </Stack>
  );
}

function LanguageSection({ type, report, labels }: { type: ContentType; report: LanguageReport; labels: Map<string, string> }) {
  // What needs work first: the first state that has records.
  const [state, setState] = useState<ReportState>(states.find((s) => report[s] > 0) ?? 'missing');
  const rows = report.records.filter((r) => r.state === state);
  const headingId = `report-${report.language}`;
  const fieldsOf = (names: string[]) => names.map((name) => labels.get(name) ?? name).join(', ');
  return (
    <Paper component="section" aria-labelledby={headingId} sx={{ p: { xs: 2, md: 3 } }}>
      <Typography id={headingId} component="h2" variant="h6" sx={{ mb: 1 }}>
        {report.name}
      </Typography>
      <Box component="dl" data-testid={`counts-${report.language}`} sx={{ display: 'flex', flexWrap: 'wrap', gap: 3, m: 0, mb: 2, '& dd': { m: 0, fontSize: '1.5rem', fontWeight: 700 } }}>
        {states.map((s) => (
          <div key={s}>
            <dt>{stateLabels[s]}</dt>
            <dd>{report[s]}</dd>
          </div>
        ))}
      </Box>
      <ToggleButtonGroup exclusive size="small" value={state} onChange={(_event, next: ReportState | null) => next && setState(next)} aria-label={`${report.name}: which records`} sx={{ mb: 2, flexWrap: 'wrap' }}>
        {states.map((s) => (
          <ToggleButton key={s} value={s} sx={{ minHeight: 36 }}>
            {stateLabels[s]} ({report[s]})
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      {rows.length === 0 ? (
        <Typography color="text.secondary">No {type.label.plural.toLowerCase()} are {stateLabels[state].toLowerCase()} in {report.name}.</Typography>
      ) : (
        <TableContainer>
          <Table size="small" aria-label={`${type.label.plural}: ${stateLabels[state].toLowerCase()} in ${report.name}`}>
            <TableHead>
              <TableRow>
                <TableCell>{type.label.singular}</TableCell>
                <TableCell>{state === 'translated' || state === 'waiting' ? 'State' : 'Fields'}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row) => (
                <TableRow key={row._id}>
                  <TableCell>
                    <Link component={RouterLink} to={editPath(type, row._id)} sx={{ display: 'inline-block', minHeight: 24, overflowWrap: 'anywhere' }}>
                      {row.title || row._id}
                    </Link>
                  </TableCell>
                  <TableCell>
                    {(state === 'translated' || state === 'waiting') && stateLabels[state]}
                    {row.missing.length > 0 && <>Not translated: {fieldsOf(row.missing)}. </>}
                    {row.outdated.length > 0 && <>Out of date: {fieldsOf(row.outdated)}.</>}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Paper>
  );
}
