import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { DeleteOutcome } from '../api/use-delete-content';

export interface DeleteTarget {
  id: string;
  title: string;
}

interface DeleteDialogProps {
  targets: readonly DeleteTarget[];
  /** Singular and plural of the type, for the question. */
  label: { singular: string; plural: string };
  busy: boolean;
  /** The refusals of the last attempt, shown until the dialog closes. */
  refused: readonly DeleteOutcome[];
  onConfirm: () => void;
  onClose: () => void;
}

/** Asks before deleting one record or several; tells which were refused and why (a 409 names what still uses them). */
export function DeleteDialog({ targets, label, busy, refused, onConfirm, onClose }: DeleteDialogProps) {
  const one = targets.length === 1 ? targets[0] : undefined;
  const titleOf = (id: string) => targets.find((t) => t.id === id)?.title ?? id;
  return (
    <Dialog open={targets.length > 0} onClose={busy ? undefined : onClose} aria-labelledby="delete-dialog-title" aria-describedby="delete-dialog-text">
      <DialogTitle id="delete-dialog-title">{one ? `Delete ${label.singular.toLowerCase()}?` : `Delete ${targets.length} ${label.plural.toLowerCase()}?`}</DialogTitle>
      <DialogContent>
        {refused.length === 0 ? (
          <DialogContentText id="delete-dialog-text">
            {one ? `"${one.title}" will be deleted. This cannot be undone.` : `The ${targets.length} selected ${label.plural.toLowerCase()} will be deleted. This cannot be undone.`}
          </DialogContentText>
        ) : (
          <Alert severity="error" id="delete-dialog-text" role="alert">
            {refused.length === 1 && one ? (
              refused[0]?.message
            ) : (
              <>
                {targets.length - refused.length > 0 && `${targets.length - refused.length} deleted. `}
                {refused.length} could not be deleted:
                <ul style={{ margin: '4px 0 0', paddingLeft: 20 }}>
                  {refused.map((r) => (
                    <li key={r.id}>
                      {titleOf(r.id)}: {r.message}
                    </li>
                  ))}
                </ul>
              </>
            )}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        {refused.length === 0 ? (
          <>
            <Button onClick={onClose} disabled={busy}>
              Cancel
            </Button>
            <Button onClick={onConfirm} color="error" variant="contained" disabled={busy} startIcon={busy ? <CircularProgress size={16} color="inherit" /> : undefined}>
              Delete
            </Button>
          </>
        ) : (
          <Button onClick={onClose} variant="contained">
            Close
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
