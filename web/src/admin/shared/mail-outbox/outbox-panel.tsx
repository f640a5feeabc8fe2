import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { errorMessage } from '../error-message';
import { useSnackbar } from '../snackbar';
import { useOutbox, useRetryMail } from './outbox-api';

/** The mail listed by name in the panel; the rest are counted. */
const listed = 5;

/**
 * Whether the desk's mail goes out, on the desk and the dashboard: off without SMTP_URL (said on
 * the desk only, `showMailOff`); otherwise every mail whose last attempt failed, from the first
 * failure, with what went wrong in plain words and **Retry now**. Waiting 15 hours for the last
 * attempt before saying anything left the desk unaware that nobody was being told of requests.
 */
export function MailOutboxPanel({ showMailOff = false }: { showMailOff?: boolean }) {
  const outbox = useOutbox(true);
  const retry = useRetryMail();
  const { showSnackbar } = useSnackbar();
  if (!outbox.data) return null;
  if (!outbox.data.mail.enabled) {
    return showMailOff ? (
      <Alert severity="info" sx={{ mb: 2 }}>
        E-mail notifications are off: the server has no mail server configured (SMTP_URL). Entries are stored and shown here; nobody is e-mailed.
      </Alert>
    ) : null;
  }
  const failing = outbox.data.data.filter((m) => m.problem !== null);
  const count = outbox.data.failed + outbox.data.retrying;
  if (count === 0) return null;
  return (
    <Alert
      severity="error"
      sx={{ mb: 2 }}
      role="alert"
      aria-labelledby="mail-outbox-title"
      action={
        <Button
          color="inherit"
          variant="outlined"
          size="small"
          disabled={retry.isPending}
          onClick={() =>
            retry.mutate(undefined, {
              onSuccess: (result) => showSnackbar(result.message, 'success'),
              onError: (error) => showSnackbar(errorMessage(error, 'The e-mails could not be tried again. Please try once more.'), 'error'),
            })
          }
        >
          Retry now
        </Button>
      }
    >
      <AlertTitle id="mail-outbox-title">{count === 1 ? '1 e-mail could not be sent' : `${count} e-mails could not be sent`}</AlertTitle>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {outbox.data.retrying > 0 && 'The server tries again by itself (after 30 seconds, then less and less often). '}
        {outbox.data.failed > 0 && `${outbox.data.failed === 1 ? '1 e-mail was' : `${outbox.data.failed} e-mails were`} given up on after every attempt. `}
        Fix the cause, then choose Retry now to try at once.
      </Typography>
      <Box component="ul" sx={{ m: 0, pl: 2 }} aria-label="E-mails that could not be sent">
        {failing.slice(0, listed).map((mail) => (
          <li key={mail._id}>
            <Typography variant="body2">
              {mail.subject} (to {mail.recipients}): {mail.problem}
            </Typography>
          </li>
        ))}
        {count > listed && (
          <li>
            <Typography variant="body2">and {count - listed} more.</Typography>
          </li>
        )}
      </Box>
    </Alert>
  );
}
