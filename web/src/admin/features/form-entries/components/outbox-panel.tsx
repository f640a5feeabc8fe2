import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { errorMessage } from '../../../shared/error-message';
import { useSnackbar } from '../../../shared/snackbar';
import { useOutbox, useRetryMail } from '../api/outbox-api';

/**
 * Whether the desk's mail goes out: off without SMTP_URL; otherwise the mail that failed every
 * attempt, each with Retry. Mail still being retried is counted, not alarmed about.
 */
export function OutboxPanel({ mailEnabled, failed }: { mailEnabled: boolean | undefined; failed: number }) {
  const outbox = useOutbox(mailEnabled === true && failed > 0);
  const retry = useRetryMail();
  const { showSnackbar } = useSnackbar();
  if (mailEnabled === undefined) return null;
  if (!mailEnabled) {
    return (
      <Alert severity="info" sx={{ mb: 2 }}>
        E-mail notifications are off: the server has no mail server configured (SMTP_URL). Entries are stored and shown here; nobody is e-mailed.
      </Alert>
    );
  }
  if (failed === 0) return null;
  const failures = (outbox.data?.data ?? []).filter((m) => m.status === 'failed');
  return (
    <Alert severity="error" sx={{ mb: 2 }} role="alert">
      <AlertTitle>{failed === 1 ? '1 e-mail could not be sent' : `${failed} e-mails could not be sent`}</AlertTitle>
      {outbox.isError && <Typography variant="body2">{errorMessage(outbox.error, 'The failed e-mails could not be loaded.')}</Typography>}
      <Box component="ul" sx={{ m: 0, pl: 2 }}>
        {failures.map((mail) => (
          <li key={mail._id}>
            <Typography variant="body2" component="span">
              {mail.subject} to {mail.recipients}: {mail.lastError ?? 'failed'}{' '}
            </Typography>
            <Button
              size="small"
              color="inherit"
              disabled={retry.isPending}
              aria-label={`Retry the e-mail "${mail.subject}"`}
              onClick={() =>
                retry.mutate(mail._id, {
                  onSuccess: (result) => showSnackbar(result.message, 'success'),
                  onError: (error) => showSnackbar(errorMessage(error, 'The e-mail could not be queued again.'), 'error'),
                })
              }
            >
              Retry
            </Button>
          </li>
        ))}
      </Box>
    </Alert>
  );
}
