import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { errorMessage } from '../../../shared/error-message';
import { usePrivacyLog, type PrivacyRecord } from '../api/erasure-api';
import { formatReceived, formLabel } from '../entry-fields';

const describe = (record: PrivacyRecord): string => {
  const total = record.detail.total ?? 0;
  const perForm = Object.entries(record.detail.deleted ?? {})
    .filter(([, n]) => n > 0)
    .map(([kind, n]) => `${formLabel(kind)} ${n}`)
    .join(', ');
  const what = `${total === 1 ? '1 entry' : `${total} entries`} deleted${perForm ? ` (${perForm})` : ''}`;
  return record.action === 'retention' ? `Retention: ${what}` : `Erasure by ${record.actorName ?? 'staff'}: ${what}`;
};

/** The record of the nightly retention runs and the erasures. */
export function PrivacyLog({ timeZone }: { timeZone: string | undefined }) {
  const log = usePrivacyLog(true);
  return (
    <Box component="section" aria-labelledby="privacy-log-title">
      <Typography id="privacy-log-title" variant="h6" component="h3">
        Deletions on record
      </Typography>
      {log.isPending && <CircularProgress size={20} aria-label="Loading the deletions on record" />}
      {log.isError && <Alert severity="error">{errorMessage(log.error, 'The record could not be loaded.')}</Alert>}
      {log.data && log.data.length === 0 && <Typography color="text.secondary">No retention run or erasure yet.</Typography>}
      {log.data && log.data.length > 0 && (
        <Box component="ul" sx={{ m: 0, pl: 2 }}>
          {log.data.map((record) => (
            <li key={record._id}>
              <Typography variant="body2">
                {formatReceived(record.createdAt, timeZone)}: {describe(record)}
              </Typography>
            </li>
          ))}
        </Box>
      )}
    </Box>
  );
}
