import type { ReviewSubmission } from '@hospital/content/wire/review';
import { contentTypeByKey } from '@hospital/content/registry';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { contentKeys } from '../../shared/api/content-api';
import { workflowKeys } from '../../shared/api/workflow-api';
import { StudioDate } from '../../shared/dates';
import { errorMessage } from '../../shared/error-message';
import { useSnackbar } from '../../shared/snackbar';
import { reviewQueueApi, reviewQueueKeys } from './api/review-queue-api';

const maxComment = 2000;

/** The studio address of a submission's record: its edit screen, or the settings' or menus' screen. */
const recordPath = (submission: ReviewSubmission): string => {
  const type = contentTypeByKey(submission.type);
  if (type?.kind === 'collection') return `/admin/${type.adminEditPath ?? type.adminPath}/edit/${submission.recordId}`;
  return `/admin/${type?.adminPath ?? ''}`;
};

/**
 * Waiting for review: drafts department editors submitted, oldest first, each with Publish (its
 * draft goes on the website as submitted) and Send back (with a comment its author sees). Shown
 * only to those whose role may publish; the server checks it again on every action.
 */
export function ReviewQueuePanel() {
  const access = useQuery({ queryKey: reviewQueueKeys.access, queryFn: reviewQueueApi.access, retry: false });
  const mayPublish = access.data?.permissions.includes('content.publish') ?? false;
  if (!mayPublish) return null;
  return <ReviewQueue />;
}

function ReviewQueue() {
  const queryClient = useQueryClient();
  const { showSnackbar } = useSnackbar();
  const queue = useQuery({ queryKey: reviewQueueKeys.waiting, queryFn: reviewQueueApi.waiting });
  const [busy, setBusy] = useState<string | null>(null);
  const [sendingBack, setSendingBack] = useState<ReviewSubmission | null>(null);
  const items = queue.data ?? [];

  const refresh = async (submission: ReviewSubmission) => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: reviewQueueKeys.waiting }),
      // The record's own screens (its working copy, history) and the lists show its new state.
      queryClient.invalidateQueries({ queryKey: workflowKeys.copy(submission.type, submission.recordId) }),
      queryClient.invalidateQueries({ queryKey: workflowKeys.revisions(submission.type, submission.recordId) }),
      queryClient.invalidateQueries({ queryKey: contentKeys.type(submission.type) }),
    ]);
  };

  const publish = async (submission: ReviewSubmission) => {
    setBusy(submission._id);
    try {
      await reviewQueueApi.publish(submission._id);
      showSnackbar(`"${submission.title}" is published`, 'success');
    } catch (error) {
      showSnackbar(errorMessage(error, 'It could not be published. Please try again.'), 'error');
    } finally {
      setBusy(null);
      await refresh(submission);
    }
  };

  return (
    <Paper variant="outlined" component="section" aria-labelledby="review-queue-title" sx={{ mt: 4, p: 2 }}>
      <Typography id="review-queue-title" variant="h6" component="h2">
        Waiting for review
      </Typography>
      {queue.isError ? (
        <Typography variant="body2" color="error">
          The submissions could not be loaded.
        </Typography>
      ) : items.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {queue.isPending ? 'Loading...' : 'Nothing is waiting for review.'}
        </Typography>
      ) : (
        <List aria-labelledby="review-queue-title" data-testid="review-queue">
          {items.map((submission) => {
            const type = contentTypeByKey(submission.type);
            return (
              <ListItem key={submission._id} divider sx={{ display: 'block', px: 0 }} data-testid="review-submission">
                <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}>
                  <div>
                    <Link component={RouterLink} to={recordPath(submission)} variant="subtitle1">
                      {submission.title}
                    </Link>
                    <Typography variant="body2" color="text.secondary">
                      {type?.label.singular ?? submission.type}, submitted by {submission.submittedBy}, <StudioDate value={submission.submittedAt} />
                    </Typography>
                    {submission.comment ? (
                      <Typography variant="body2" sx={{ mt: 0.5, whiteSpace: 'pre-wrap' }}>
                        “{submission.comment}”
                      </Typography>
                    ) : null}
                  </div>
                  <Stack direction="row" spacing={1} sx={{ flexShrink: 0 }}>
                    <Button variant="contained" disabled={busy !== null} onClick={() => void publish(submission)} aria-label={`Publish ${submission.title}`}>
                      Publish
                    </Button>
                    <Button variant="outlined" disabled={busy !== null} onClick={() => setSendingBack(submission)} aria-label={`Send back ${submission.title}`}>
                      Send back
                    </Button>
                  </Stack>
                </Stack>
              </ListItem>
            );
          })}
        </List>
      )}
      {sendingBack ? (
        <SendBackDialog
          submission={sendingBack}
          onClose={() => setSendingBack(null)}
          onSent={async () => {
            showSnackbar(`"${sendingBack.title}" was sent back to ${sendingBack.submittedBy}`, 'success');
            await refresh(sendingBack);
            setSendingBack(null);
          }}
        />
      ) : null}
    </Paper>
  );
}

/** Send back: a comment for the author is required; the draft stays as it is. */
function SendBackDialog({ submission, onClose, onSent }: { submission: ReviewSubmission; onClose: () => void; onSent: () => Promise<void> }) {
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const text = comment.trim();

  const send = async () => {
    if (text === '') {
      setError('Write what should change.');
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await reviewQueueApi.sendBack(submission._id, text);
      await onSent();
    } catch (e) {
      setError(errorMessage(e, 'It could not be sent back. Please try again.'));
      setBusy(false);
    }
  };

  return (
    <Dialog open onClose={busy ? undefined : onClose} fullWidth maxWidth="sm" aria-labelledby="send-back-title">
      <DialogTitle id="send-back-title">Send back “{submission.title}”</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          {submission.submittedBy} sees your comment with the record. The draft stays as it is, and nothing changes on the website.
        </DialogContentText>
        <TextField
          autoFocus
          fullWidth
          multiline
          minRows={3}
          label="Comment"
          required
          value={comment}
          onChange={(event) => setComment(event.target.value.slice(0, maxComment))}
          error={error !== null}
          helperText={error ?? `${comment.length}/${maxComment}`}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          Cancel
        </Button>
        <Button variant="contained" onClick={() => void send()} disabled={busy}>
          Send back
        </Button>
      </DialogActions>
    </Dialog>
  );
}
