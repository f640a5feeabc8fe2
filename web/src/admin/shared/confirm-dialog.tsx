import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, useState, type ReactNode } from 'react';

export interface ConfirmDialogProps {
  open: boolean;
  /** The question: "Unpublish this doctor?". */
  title: string;
  /** What will happen, in plain words. */
  children: ReactNode;
  /** The confirming button's words: what it does ("Unpublish"), never "OK". */
  confirmLabel: string;
  /** Red for what takes something away (off the website, a draft thrown away). */
  danger?: boolean;
  /** Runs on confirm; the dialog stays open, its buttons disabled, until it settles. */
  onConfirm: () => Promise<void> | void;
  /** Cancel, Escape or a click outside: nothing happens. */
  onClose: () => void;
}

/**
 * Asks before a step that changes what the website shows or throws work away. Cancel is focused
 * first, so Enter pressed out of habit does nothing.
 */
export function ConfirmDialog({ open, title, children, confirmLabel, danger = false, onConfirm, onClose }: ConfirmDialogProps) {
  const id = useId();
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      await onConfirm();
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open={open} onClose={busy ? undefined : onClose} aria-labelledby={`${id}-title`} aria-describedby={`${id}-text`}>
      <DialogTitle id={`${id}-title`}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={`${id}-text`} component="div">
          {children}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy} autoFocus>
          Cancel
        </Button>
        <Button
          onClick={() => void confirm()}
          color={danger ? 'error' : 'primary'}
          variant="contained"
          disabled={busy}
          startIcon={busy ? <CircularProgress size={16} color="inherit" /> : undefined}
        >
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
