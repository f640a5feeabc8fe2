import Refresh from '@mui/icons-material/Refresh';
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
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { contentTypeByKey } from '@hospital/content/registry';
import { useAccess } from '../../shared/access/use-access';
import { linkReviewApi, linkReviewKeys, reasonLabels, useLinkReport, type BrokenLink, type LinkCheckStatus } from '../../shared/api/link-review-api';
import { StudioDate } from '../../shared/dates';
import { errorMessage } from '../../shared/error-message';
import { ScreenHeading } from '../../shared/screen-heading';
import { screenTitles } from '../../shared/screen-titles';
import { useSnackbar } from '../../shared/snackbar';
import { studioAddress } from '../../shared/studio-paths';

/** "Doctor", "Site settings", "Menu": what kind of place a link is in. */
const placeKind = (link: BrokenLink): string => {
  if (link.sourceType === 'menus') return 'Menu';
  return contentTypeByKey(link.sourceType)?.label.singular ?? link.sourceType;
};

/** /admin/links: each broken link of the last check, where it is, and a way to fix it. */
export function LinkReportScreen() {
  const report = useLinkReport();
  const { can } = useAccess();
  const queryClient = useQueryClient();
  const { showSnackbar } = useSnackbar();
  const [asking, setAsking] = useState(false);
  const status = report.data?.status;
  const checking = Boolean(status?.queued || status?.running);

  const checkAgain = async () => {
    setAsking(true);
    try {
      const answer = await linkReviewApi.checkAgain();
      showSnackbar(answer.message, 'success');
      await queryClient.invalidateQueries({ queryKey: linkReviewKeys.links });
    } catch (error) {
      showSnackbar(errorMessage(error, 'The check could not be started.'), 'error');
    } finally {
      setAsking(false);
    }
  };

  return (
    <Box>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2, alignItems: { sm: 'center' }, justifyContent: 'space-between' }}>
        <ScreenHeading gutter={false}>{screenTitles.linkReport}</ScreenHeading>
        {can('content.write') && (
          <Button variant="contained" onClick={() => void checkAgain()} disabled={asking || checking} startIcon={asking || checking ? <CircularProgress size={18} color="inherit" /> : <Refresh />}>
            {checking ? 'Checking...' : 'Check again'}
          </Button>
        )}
      </Stack>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Links and images of the published pages, the menus and the site settings that lead nowhere, to a page that is not on the website, or to a missing file. The links are checked every night, and when you ask.
      </Typography>
      {report.data && <LastRun status={report.data.status} />}
      {report.isPending && <Typography role="status">Loading...</Typography>}
      {report.isError && <Alert severity="error">The Link report could not be read: {errorMessage(report.error)}</Alert>}
      {report.data && report.data.total > report.data.data.length && (
        <Alert severity="info" sx={{ mb: 2 }}>{`The first ${report.data.data.length} of ${report.data.total} broken links; fix these, then check again.`}</Alert>
      )}
      {report.data && (report.data.data.length === 0 ? <Alert severity="success">No broken links.</Alert> : <LinkTable links={report.data.data} />)}
    </Box>
  );
}

function LastRun({ status }: { status: LinkCheckStatus }) {
  const last = status.last;
  return (
    <Typography role="status" variant="body2" sx={{ mb: 2 }}>
      {!last ? (
        'Not checked yet.'
      ) : last.status === 'failed' ? (
        <>
          The last check, <StudioDate value={last.startedAt} />, failed: {last.error}
        </>
      ) : last.status === 'running' ? (
        <>
          A check is running since <StudioDate value={last.startedAt} />.
        </>
      ) : (
        <>
          Last checked <StudioDate value={last.finishedAt ?? last.startedAt} />: {last.links} links in {last.records} places
          {last.external > 0 ? `, ${last.external} of them on other websites` : ''}; {last.broken} broken.
        </>
      )}
      {status.queued && ' A new check starts in a moment.'}
    </Typography>
  );
}

function LinkTable({ links }: { links: BrokenLink[] }) {
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label="Broken links">
        <TableHead>
          <TableRow>
            <TableCell>Where</TableCell>
            <TableCell>Field</TableCell>
            <TableCell>Link</TableCell>
            <TableCell>Why</TableCell>
            <TableCell>Fix</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {links.map((link) => (
            <TableRow key={link._id} data-testid="broken-link">
              <TableCell>
                <Typography variant="caption" color="text.secondary" component="div">
                  {placeKind(link)}
                </Typography>
                {link.sourceTitle}
              </TableCell>
              <TableCell>{link.field}</TableCell>
              <TableCell sx={{ overflowWrap: 'anywhere', maxWidth: 320 }}>
                <code>{link.url}</code>
              </TableCell>
              <TableCell>
                <strong>{reasonLabels[link.reason]}</strong>
                <Typography variant="body2" color="text.secondary">
                  {link.detail}
                </Typography>
              </TableCell>
              <TableCell>
                <Link component={RouterLink} to={studioAddress(link.sourceType, link.sourceId)} sx={{ display: 'inline-block', minHeight: 24, py: 0.5 }} aria-label={`Edit ${link.sourceTitle} to fix ${link.url}`}>
                  Edit
                </Link>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
