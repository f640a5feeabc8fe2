import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useState } from 'react';

/** The longest comment the review API keeps (`reviewCommentSchema`). */
const maxComment = 2000;

export interface SubmitReviewDialogProps {
  open: boolean;
  /** "doctor": for the words. */
  label: string;
  /** Saves the form as a draft and submits it with the comment (empty: none). */
  onSubmit: (comment: string) => void;
  onClose: () => void;
}

/** Submit for review: what happens next, and a comment for the editor who reviews it. */
export function SubmitReviewDialog({ open, label, onSubmit, onClose }: SubmitReviewDialogProps) {
  const [comment, setComment] = useState('');
  const tooLong = comment.length > maxComment;
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="submit-review-title" aria-describedby="submit-review-text" fullWidth maxWidth="sm">
      <DialogTitle id="submit-review-title">Submit for review</DialogTitle>
      <DialogContent>
        <DialogContentText id="submit-review-text" sx={{ mb: 2 }}>
          Your changes to this {label} are saved as a draft and go to the editors' Waiting for review list. An editor publishes them or sends them back with a comment.
        </DialogContentText>
        <TextField
          label="Comment for the reviewer (optional)"
          value={comment}
          onChange={(event) => setComment(event.target.value)}
          error={tooLong}
          helperText={tooLong ? `Keep the comment under ${maxComment} characters.` : 'What changed and why, for example "New clinic days from January".'}
          multiline
          minRows={3}
          fullWidth
          autoFocus
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button
          variant="contained"
          disabled={tooLong}
          onClick={() => {
            onSubmit(comment.trim());
            setComment('');
          }}
        >
          Submit
        </Button>
      </DialogActions>
    </Dialog>
  );
}
