import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router';
import { errorMessage } from '../../../shared/error-message';
import { useMediaUsage } from '../../../shared/media/media-api';

/** "Used in": the records, site settings and menus that show a file, each linking to its editor. */
export function MediaUsageList({ mediaId }: { mediaId: string }) {
  const usage = useMediaUsage(mediaId);
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId} data-testid="media-usage">
      <Typography id={headingId} variant="subtitle2" component="h3" sx={{ mb: 0.5 }}>
        Used in
      </Typography>
      {usage.isPending && (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <CircularProgress size={16} aria-hidden="true" />
          <Typography variant="body2" color="text.secondary">
            Looking for where this file is used…
          </Typography>
        </Box>
      )}
      {usage.isError && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void usage.refetch()}>
              Retry
            </Button>
          }
        >
          {errorMessage(usage.error, 'Where this file is used could not be loaded.')}
        </Alert>
      )}
      {usage.isSuccess && usage.data.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          Not used anywhere on the website yet.
        </Typography>
      )}
      {usage.isSuccess && usage.data.length > 0 && (
        <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
          {usage.data.map((use) => (
            <li key={`${use.type}:${use.id}`}>
              <Link component={RouterLink} to={use.adminPath} variant="body2">
                {use.label}
              </Link>
            </li>
          ))}
        </Box>
      )}
    </Box>
  );
}
