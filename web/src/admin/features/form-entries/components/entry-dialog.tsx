import { entryStatuses } from '@hospital/content/forms/desk-declarations';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState, type FormEvent } from 'react';
import { errorMessage } from '../../../shared/error-message';
import { useSnackbar } from '../../../shared/snackbar';
import { useRetryMail } from '../../../shared/mail-outbox/outbox-api';
import { useAddNote, useEntryHistory, useUpdateEntry, type EntryEvent, type EntryMail, type StaffMember } from '../api/entries-api';
import { entryDetails, entrySender, formatReceived, formLabel, type FormEntry } from '../entry-fields';

interface EntryDialogProps {
  entry: FormEntry | null;
  staff: readonly StaffMember[];
  timeZone: string | undefined;
  /** The entries before and after this one in the list shown, when there are. */
  previous: FormEntry | null;
  next: FormEntry | null;
  onMove: (entry: FormEntry) => void;
  /** Absent for a role that may not delete entries. */
  onDelete?: ((entry: FormEntry) => void) | undefined;
  onClose: () => void;
}

/** An open entry: what the patient sent, the desk's work on it (status, assignee, notes) and its history. */
export function EntryDialog({ entry, staff, timeZone, previous, next, onMove, onDelete, onClose }: EntryDialogProps) {
  // Alt+← and Alt+→ (or J and K outside a text field) move through the list without the mouse.
  useEffect(() => {
    if (!entry) return;
    const onKey = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement | null;
      const typing = target?.closest('input, textarea, [contenteditable="true"], [role="combobox"], [role="listbox"]') !== null && target !== null;
      const forward = (event.altKey && event.key === 'ArrowRight') || (!typing && !event.altKey && !event.ctrlKey && !event.metaKey && event.key === 'j');
      const back = (event.altKey && event.key === 'ArrowLeft') || (!typing && !event.altKey && !event.ctrlKey && !event.metaKey && event.key === 'k');
      if (forward && next) {
        event.preventDefault();
        onMove(next);
      } else if (back && previous) {
        event.preventDefault();
        onMove(previous);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [entry, next, previous, onMove]);

  return (
    <Dialog open={entry !== null} onClose={onClose} fullWidth maxWidth="md" aria-labelledby="entry-title" aria-describedby="entry-keys">
      {entry && (
        <>
          <DialogTitle id="entry-title">
            {entry.reference ? `${entry.reference}: ` : ''}
            {formLabel(entry.kind)} entry from {entrySender(entry).name || 'a visitor'}
          </DialogTitle>
          <DialogContent dividers>
            <Typography id="entry-keys" variant="body2" color="text.secondary" sx={{ mb: 2 }}>
              Next and previous entry: Alt+→ and Alt+← (or J and K).
            </Typography>
            <Stack direction={{ xs: 'column', md: 'row' }} spacing={3} divider={<Divider orientation="vertical" flexItem />}>
              <Box sx={{ flex: 3, minWidth: 0 }}>
                <Typography variant="h6" component="h3" sx={{ mb: 1 }}>
                  What was sent
                </Typography>
                <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: { sm: '180px 1fr' }, columnGap: 2, rowGap: 1 }}>
                  {entryDetails(entry).map((row) => (
                    <Box key={row.label} sx={{ display: 'contents' }}>
                      <Typography component="dt" sx={{ fontWeight: 600 }}>
                        {row.label}
                      </Typography>
                      <Typography component="dd" sx={{ m: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                        {row.label === 'Received' ? formatReceived(entry.createdAt, timeZone) : row.value || '—'}
                      </Typography>
                    </Box>
                  ))}
                  <Typography component="dt" sx={{ fontWeight: 600 }}>
                    Consent notice
                  </Typography>
                  <Typography component="dd" sx={{ m: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                    <ConsentNotice entry={entry} />
                  </Typography>
                </Box>
              </Box>
              <Box sx={{ flex: 2, minWidth: 0 }}>
                {/* Keyed by entry: moving to another entry starts its own work panel. */}
                <WorkPanel key={entry._id} entry={entry} staff={staff} timeZone={timeZone} />
              </Box>
            </Stack>
          </DialogContent>
          <DialogActions>
            {onDelete && (
              <Button color="error" startIcon={<DeleteOutlinedIcon />} sx={{ mr: 'auto' }} onClick={() => onDelete(entry)}>
                Delete
              </Button>
            )}
            <Button startIcon={<ChevronLeftIcon />} disabled={!previous} onClick={() => previous && onMove(previous)}>
              Previous
            </Button>
            <Button endIcon={<ChevronRightIcon />} disabled={!next} onClick={() => next && onMove(next)}>
              Next
            </Button>
            <Button onClick={onClose} autoFocus>
              Close
            </Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}

function WorkPanel({ entry, staff, timeZone }: { entry: FormEntry; staff: readonly StaffMember[]; timeZone: string | undefined }) {
  const { showSnackbar } = useSnackbar();
  const update = useUpdateEntry(entry._id);
  const addNote = useAddNote(entry._id);
  const history = useEntryHistory(entry._id);
  const [note, setNote] = useState('');
  const [noteError, setNoteError] = useState('');
  const [status, setStatus] = useState(entry.status ?? 'new');
  const [assignee, setAssignee] = useState(entry.assigneeId ?? '');

  const change = async (value: { status?: string; assigneeId?: string | null }) => {
    try {
      const result = await update.mutateAsync(value);
      setStatus(result.data.status ?? 'new');
      setAssignee(result.data.assigneeId ?? '');
      showSnackbar(result.message, 'success');
    } catch (error) {
      setStatus(entry.status ?? 'new');
      setAssignee(entry.assigneeId ?? '');
      showSnackbar(errorMessage(error, 'The entry could not be updated.'), 'error');
    }
  };

  const submitNote = async (event: FormEvent) => {
    event.preventDefault();
    if (!note.trim()) {
      setNoteError('Write the note.');
      return;
    }
    try {
      await addNote.mutateAsync(note.trim());
      setNote('');
      setNoteError('');
      showSnackbar('Note added', 'success');
    } catch (error) {
      setNoteError(errorMessage(error, 'The note could not be added.'));
    }
  };

  return (
    <Stack spacing={2}>
      <Typography variant="h6" component="h3">
        The desk
      </Typography>
      <TextField
        select
        label="Status"
        size="small"
        value={status}
        disabled={update.isPending}
        onChange={(e) => {
          setStatus(e.target.value);
          void change({ status: e.target.value });
        }}
      >
        {entryStatuses.map((s) => (
          <MenuItem key={s.value} value={s.value}>
            {s.label}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        label="Assigned to"
        size="small"
        value={assignee}
        disabled={update.isPending}
        onChange={(e) => {
          setAssignee(e.target.value);
          void change({ assigneeId: e.target.value || null });
        }}
      >
        <MenuItem value="">Nobody</MenuItem>
        {/* An account that is no longer on the staff list is still named, not left blank. */}
        {entry.assigneeId && !staff.some((s) => s._id === entry.assigneeId) && <MenuItem value={entry.assigneeId}>{entry.assigneeName ?? 'A deleted account'}</MenuItem>}
        {staff.map((s) => (
          <MenuItem key={s._id} value={s._id}>
            {s.name}
          </MenuItem>
        ))}
      </TextField>
      <Box component="form" onSubmit={(e) => void submitNote(e)} noValidate>
        <TextField
          label="Internal note"
          multiline
          minRows={2}
          fullWidth
          value={note}
          onChange={(e) => setNote(e.target.value)}
          error={noteError !== ''}
          helperText={noteError || 'Seen by staff only: who called back, what was agreed.'}
          slotProps={{ htmlInput: { maxLength: 5000 } }}
        />
        <Button type="submit" variant="outlined" size="small" sx={{ mt: 1 }} disabled={addNote.isPending}>
          Add note
        </Button>
      </Box>
      <Box component="section" aria-labelledby="entry-history-title">
        <Typography id="entry-history-title" variant="subtitle1" component="h4" sx={{ fontWeight: 600 }}>
          Notes and history
        </Typography>
        {history.isPending && <CircularProgress size={20} aria-label="Loading the history" />}
        {history.isError && (
          <Alert severity="error" action={<Button onClick={() => void history.refetch()}>Retry</Button>}>
            {errorMessage(history.error, 'The history could not be loaded.')}
          </Alert>
        )}
        {history.data && (
          <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label="History of this entry">
            {[...history.data.events].reverse().map((event) => (
              <Box component="li" key={event._id} sx={{ py: 1, borderBottom: 1, borderColor: 'divider' }}>
                <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                  {describeEvent(event)}
                </Typography>
                <Typography variant="caption" color="text.secondary">
                  {event.actorName ?? 'Website'} · {formatReceived(event.createdAt, timeZone)}
                </Typography>
              </Box>
            ))}
            {history.data.mail.map((mail) => (
              <MailLine key={mail._id} mail={mail} />
            ))}
          </Box>
        )}
      </Box>
    </Stack>
  );
}

/** The words of the notice the sender saw (the history carries them), not its version's hash. */
function ConsentNotice({ entry }: { entry: FormEntry }) {
  const history = useEntryHistory(entry._id);
  if (!entry.consentVersion) return 'Not recorded (sent before the notice)';
  const notice = history.data?.consentNotice;
  if (!notice) return history.isPending ? 'Loading…' : 'Shown (its words are no longer kept)';
  return `“${notice.text}”${notice.link ? ` (privacy policy: ${notice.link})` : ''}`;
}

const mailState = (mail: EntryMail): string => {
  if (mail.status === 'sent') return 'sent';
  if (mail.status === 'failed') return 'not sent: every attempt failed';
  return mail.problem ? 'not sent yet: the server will try again' : 'waiting to be sent';
};

/** A mail of the entry: whether it went, what went wrong in plain words, and Retry now when it failed. */
function MailLine({ mail }: { mail: EntryMail }) {
  const retry = useRetryMail();
  const { showSnackbar } = useSnackbar();
  const failedOnce = mail.status !== 'sent' && mail.problem !== null;
  return (
    <Box component="li" sx={{ py: 1, borderBottom: 1, borderColor: 'divider' }}>
      <Typography variant="body2">
        {mail.kind === 'acknowledgement' ? 'Acknowledgement to the patient' : `Notification to ${mail.recipients}`}: {mailState(mail)}
        {failedOnce ? `. ${mail.problem}` : ''}
      </Typography>
      {failedOnce && (
        <Button
          size="small"
          disabled={retry.isPending}
          aria-label={mail.kind === 'acknowledgement' ? 'Retry now: the acknowledgement to the patient' : `Retry now: the notification to ${mail.recipients}`}
          onClick={() =>
            retry.mutate(mail._id, {
              onSuccess: (result) => showSnackbar(result.message, 'success'),
              onError: (error) => showSnackbar(errorMessage(error, 'The e-mail could not be tried again. Please try once more.'), 'error'),
            })
          }
        >
          Retry now
        </Button>
      )}
    </Box>
  );
}

function describeEvent(event: EntryEvent): string {
  switch (event.type) {
    case 'created':
      return `Received from the website as ${event.data.reference ?? 'a new entry'}`;
    case 'status':
      return `Status: ${event.data.from ?? ''} → ${event.data.to ?? ''}`;
    case 'assigned':
      return event.data.to ? `Assigned to ${event.data.to}` : 'Unassigned';
    case 'note':
      return event.data.text ?? '';
    case 'appointment':
      return `Appointment: ${event.data.from ?? ''} → ${event.data.to ?? ''}`;
  }
}
