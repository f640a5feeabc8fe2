import { contentTypeByKey } from '@hospital/content/registry';
import type { ReviewSubmission } from '@hospital/content/wire/review';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQueryClient, useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router';
import { workflowApi, workflowKeys } from '../../../shared/api/workflow-api';
import { StudioDate } from '../../../shared/dates';
import { errorMessage } from '../../../shared/error-message';
import { useSnackbar } from '../../../shared/snackbar';
import { studioAddress } from '../../../shared/studio-paths';
import { ListPanel } from './list-panel';

/**
 * Waiting for review (editors and administrators): drafts that department editors submitted,
 * oldest first; open one, publish it, or send it back with a comment for its author.
 */
export function ReviewQueuePanel() {
  const queue = useQuery({ queryKey: workflowKeys.reviews('waiting'), queryFn: () => workflowApi.reviews('waiting') });
  const queryClient = useQueryClient();
  const { showSnackbar } = useSnackbar();
  const [busy, setBusy] = useState<string | null>(null);
  const [sendingBack, setSendingBack] = useState<ReviewSubmission | null>(null);

  const refresh = async () => {
    await queryClient.invalidateQueries({ queryKey: ['workflow'] });
    await queryClient.invalidateQueries({ queryKey: ['content'] });
  };
  const publish = async (submission: ReviewSubmission) => {
    setBusy(submission._id);
    try {
      const result = await workflowApi.publishReview(submission._id);
      showSnackbar(`${result.message ?? 'Published'}: ${submission.title}`, 'success');
      await refresh();
    } catch (error) {
      showSnackbar(errorMessage(error, 'It could not be published. Nothing was changed: please try again.'), 'error');
    } finally {
      setBusy(null);
    }
  };

  return (
    <ListPanel
      id="review-queue-title"
      title="Waiting for review"
      query={queue}
      errorText={errorMessage(queue.error, 'The review queue could not be loaded.')}
      emptyText="Nothing is waiting for review."
      renderItem={(submission) => {
        const type = contentTypeByKey(submission.type);
        return (
          <ListItem key={submission._id} divider data-testid="review-item" sx={{ flexWrap: 'wrap', gap: 1 }}>
            <Stack sx={{ flexGrow: 1, minWidth: 240 }}>
              <Link component={RouterLink} to={studioAddress(submission.type, submission.recordId)} underline="hover" sx={{ fontWeight: 600 }}>
                {submission.title}
              </Link>
              <Typography variant="body2" color="text.secondary">
                {type?.label.singular ?? submission.type}, submitted by {submission.submittedBy}, <StudioDate value={submission.submittedAt} />
                {submission.comment ? `: “${submission.comment}”` : ''}
              </Typography>
            </Stack>
            <Button size="small" variant="contained" disabled={busy !== null} onClick={() => void publish(submission)} aria-label={`Publish ${submission.title}`}>
              Publish
            </Button>
            <Button size="small" disabled={busy !== null} onClick={() => setSendingBack(submission)} aria-label={`Send back ${submission.title}`}>
              Send back
            </Button>
          </ListItem>
        );
      }}
    >
      <SendBackDialog submission={sendingBack} onClose={() => setSendingBack(null)} onDone={refresh} />
    </ListPanel>
  );
}

function SendBackDialog({ submission, onClose, onDone }: { submission: ReviewSubmission | null; onClose: () => void; onDone: () => Promise<void> }) {
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const { showSnackbar } = useSnackbar();
  const close = () => {
    setComment('');
    setError(undefined);
    onClose();
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!submission) return;
    if (comment.trim() === '') {
      setError('Say what should change: the author reads it.');
      return;
    }
    setBusy(true);
    try {
      await workflowApi.sendBack(submission._id, comment.trim());
      showSnackbar(`Sent back to ${submission.submittedBy}`, 'success');
      await onDone();
      close();
    } catch (err) {
      const message = errorMessage(err, 'It could not be sent back. Please try again.');
      setError(message);
      showSnackbar(message, 'error');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open={submission !== null} onClose={close} aria-labelledby="send-back-title" fullWidth maxWidth="sm">
      <form noValidate onSubmit={(event) => void submit(event)}>
        <DialogTitle id="send-back-title">Send back “{submission?.title}”</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>The draft stays as it is; {submission?.submittedBy} sees your comment and can submit it again.</DialogContentText>
          <TextField label="Comment" value={comment} onChange={(event) => setComment(event.target.value)} error={Boolean(error)} helperText={error} multiline minRows={3} fullWidth autoFocus />
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={busy}>
            Send back
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
