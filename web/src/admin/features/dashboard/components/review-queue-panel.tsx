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
import { FieldCompare } from '../../../shared/workflow/field-compare';

/**
 * Waiting for review (editors and administrators): drafts that department editors submitted,
 * oldest first; open one, publish it, or send it back with a comment for its author.
 */
export function ReviewQueuePanel() {
  const queue = useQuery({ queryKey: workflowKeys.reviews('waiting'), queryFn: () => workflowApi.reviews('waiting') });
  const queryClient = useQueryClient();
  const [deciding, setDeciding] = useState<{ submission: ReviewSubmission; decision: Decision } | null>(null);
  const [comparing, setComparing] = useState<ReviewSubmission | null>(null);

  const refresh = async () => {
    await queryClient.invalidateQueries({ queryKey: ['workflow'] });
    await queryClient.invalidateQueries({ queryKey: ['content'] });
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
            {/* The buttons keep their place whatever the length of the title and comment. */}
            <Stack direction="row" spacing={1} sx={{ ml: 'auto', flexShrink: 0 }}>
              <Button size="small" variant="contained" onClick={() => setDeciding({ submission, decision: 'publish' })} aria-label={`Publish ${submission.title}`}>
                Publish
              </Button>
              <Button size="small" onClick={() => setDeciding({ submission, decision: 'send-back' })} aria-label={`Send back ${submission.title}`}>
                Send back
              </Button>
              <Button size="small" onClick={() => setComparing(submission)} aria-label={`Compare ${submission.title}`}>
                Compare
              </Button>
            </Stack>
          </ListItem>
        );
      }}
    >
      <DecisionDialog deciding={deciding} onClose={() => setDeciding(null)} onDone={refresh} />
      <CompareDialog submission={comparing} onClose={() => setComparing(null)} />
    </ListPanel>
  );
}

type Decision = 'publish' | 'send-back';

/**
 * What a submission changes, in words, before it is decided: the submitted draft against the
 * website's version (against nothing for a record not yet on the website), only the fields that changed.
 */
function CompareDialog({ submission, onClose }: { submission: ReviewSubmission | null; onClose: () => void }) {
  const copy = useQuery({
    queryKey: workflowKeys.copy(submission?.type ?? '', submission?.recordId ?? ''),
    queryFn: () => workflowApi.workingCopy(submission?.type ?? '', submission?.recordId ?? ''),
    enabled: submission !== null,
  });
  const fields = (submission && contentTypeByKey(submission.type)?.fields) ?? [];
  return (
    <Dialog open={submission !== null} onClose={onClose} aria-labelledby="compare-title" fullWidth maxWidth="md">
      <DialogTitle id="compare-title">Changes in “{submission?.title}”</DialogTitle>
      <DialogContent>
        {copy.isPending ? (
          <Typography role="status">Loading...</Typography>
        ) : copy.isError ? (
          <Typography role="alert" color="error">
            The changes could not be loaded. {errorMessage(copy.error, '')}
          </Typography>
        ) : (
          <>
            {copy.data.live === null && <DialogContentText sx={{ mb: 1 }}>Not on the website yet: everything it says is new.</DialogContentText>}
            <FieldCompare fields={fields} before={copy.data.live ?? {}} after={copy.data.fields} beforeLabel={copy.data.live === null ? 'Before' : 'On the website'} afterLabel="Submitted" />
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}

/**
 * Publish or Send back, confirmed in a dialog with a comment for the author: required to send it
 * back, optional to publish ("Published by … with: …" on the record, and a mail).
 */
function DecisionDialog({ deciding, onClose, onDone }: { deciding: { submission: ReviewSubmission; decision: Decision } | null; onClose: () => void; onDone: () => Promise<void> }) {
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const { showSnackbar } = useSnackbar();
  const submission = deciding?.submission;
  const publishing = deciding?.decision === 'publish';
  const close = () => {
    setComment('');
    setError(undefined);
    onClose();
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!submission) return;
    if (!publishing && comment.trim() === '') {
      setError('Say what should change: the author reads it.');
      return;
    }
    setBusy(true);
    try {
      if (publishing) {
        const result = await workflowApi.publishReview(submission._id, comment.trim());
        showSnackbar(`${result.message ?? 'Published'}: ${submission.title}`, 'success');
      } else {
        await workflowApi.sendBack(submission._id, comment.trim());
        showSnackbar(`Sent back to ${submission.submittedBy}`, 'success');
      }
      await onDone();
      close();
    } catch (err) {
      const message = errorMessage(err, publishing ? 'It could not be published. Nothing was changed: please try again.' : 'It could not be sent back. Please try again.');
      setError(message);
      showSnackbar(message, 'error');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open={deciding !== null} onClose={close} aria-labelledby="decision-title" fullWidth maxWidth="sm">
      <form noValidate onSubmit={(event) => void submit(event)}>
        <DialogTitle id="decision-title">
          {publishing ? 'Publish' : 'Send back'} “{submission?.title}”
        </DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            {publishing
              ? `It goes on the website now. ${submission?.submittedBy ?? 'The author'} sees your comment, if you write one.`
              : `The draft stays as it is; ${submission?.submittedBy ?? 'the author'} sees your comment and can submit it again.`}
          </DialogContentText>
          <TextField
            label={publishing ? 'Comment (optional)' : 'Comment'}
            value={comment}
            onChange={(event) => setComment(event.target.value)}
            error={Boolean(error)}
            helperText={error}
            multiline
            minRows={3}
            fullWidth
            autoFocus
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {publishing ? 'Publish' : 'Send back'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
