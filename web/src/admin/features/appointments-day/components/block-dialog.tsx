import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import { useId, useState, type FormEvent } from 'react';
import type { DayBooking } from '@hospital/content/wire/appointments';
import { errorMessage } from '../../../shared/error-message';
import { useBlockSlots, type BlockRequest } from '../api/day-api';
import { longDay } from '../day-view';

export interface BlockTarget {
  doctorId: string;
  doctor: string;
  date: string;
  /** A slot or a session ("09:00".."13:00"); none: the whole day. */
  start?: string;
  end?: string;
  /** "Block slot", "Block session", "Block day". */
  label: string;
}

/**
 * Asks for the reason and confirms a block, then lists the booked patients of the blocked slots:
 * they keep their bookings until the desk has called them and moved or cancelled them.
 */
export function BlockDialog({ target, onClose, onBlocked }: { target: BlockTarget; onClose: () => void; onBlocked: (message: string) => void }) {
  const id = useId();
  const block = useBlockSlots();
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [affected, setAffected] = useState<DayBooking[] | null>(null);
  const span = target.start ? `${target.start}–${target.end ?? ''}` : 'the whole day';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (reason.trim() === '') {
      setProblem('Give a reason.');
      return;
    }
    const request: BlockRequest = { doctor: target.doctorId, date: target.date, reason: reason.trim(), ...(target.start ? { start: target.start, end: target.end ?? '' } : {}) };
    block.mutate(request, {
      onSuccess: (answer) => {
        onBlocked(answer.message);
        setAffected(answer.data.affected);
      },
      onError: (error) => setProblem(errorMessage(error, 'The slots could not be blocked. Please try again.')),
    });
  };

  if (affected) {
    return (
      <Dialog open onClose={onClose} aria-labelledby={`${id}-done`} maxWidth="md" fullWidth>
        <DialogTitle id={`${id}-done`}>{affected.length === 0 ? 'Blocked: no patient to call' : `Patients to call (${affected.length})`}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            {affected.length === 0
              ? `No patient had booked ${target.doctor}'s slots of ${span} on ${longDay(target.date)}.`
              : `These patients booked ${target.doctor}'s blocked slots of ${span} on ${longDay(target.date)}. Their bookings stay until you call them to move or cancel.`}
          </DialogContentText>
          {affected.length > 0 && (
            <Table size="small" aria-label="Patients to call">
              <TableHead>
                <TableRow>
                  <TableCell>Time</TableCell>
                  <TableCell>Patient</TableCell>
                  <TableCell>Phone</TableCell>
                  <TableCell>Reference</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {affected.map((b) => (
                  <TableRow key={b._id}>
                    <TableCell>{b.time}</TableCell>
                    <TableCell>{b.patientName || '—'}</TableCell>
                    <TableCell>{b.phone ? <a href={`tel:${b.phone.replace(/[^\d+]/g, '')}`}>{b.phone}</a> : '—'}</TableCell>
                    <TableCell>{b.reference}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} variant="contained" autoFocus>
            Done
          </Button>
        </DialogActions>
      </Dialog>
    );
  }

  return (
    <Dialog open onClose={block.isPending ? undefined : onClose} aria-labelledby={`${id}-title`} aria-describedby={`${id}-text`} maxWidth="sm" fullWidth>
      <form onSubmit={submit} noValidate>
        <DialogTitle id={`${id}-title`}>
          {target.label}: {target.doctor}?
        </DialogTitle>
        <DialogContent>
          <DialogContentText id={`${id}-text`} sx={{ mb: 2 }}>
            Patients will not be offered {span === 'the whole day' ? 'any slot of the day' : `the slots of ${span}`} on {longDay(target.date)}. Patients who have booked them keep their
            bookings: you will see whom to call.
          </DialogContentText>
          {problem && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {problem}
            </Alert>
          )}
          <TextField
            label="Reason (for the desk, not shown to patients)"
            value={reason}
            onChange={(event) => {
              setReason(event.target.value);
              setProblem(null);
            }}
            required
            fullWidth
            autoFocus
            slotProps={{ htmlInput: { maxLength: 200 } }}
            error={problem === 'Give a reason.'}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={block.isPending}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" color="error" disabled={block.isPending} startIcon={block.isPending ? <CircularProgress size={16} color="inherit" /> : undefined}>
            {target.label}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
