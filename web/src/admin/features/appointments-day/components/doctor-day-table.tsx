import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { BookingStatus, DayBooking, DaySlot } from '@hospital/content/wire/appointments';
import { Link as RouterLink } from 'react-router';
import { blockSpan, closedLabel, statusLabels, type AttendanceStatus, type DayDoctor } from '../day-view';
import type { BlockTarget } from './block-dialog';

const statusColours: Record<BookingStatus, 'primary' | 'default' | 'success' | 'warning'> = { booked: 'primary', cancelled: 'default', attended: 'success', no_show: 'warning' };

export interface DoctorDayActions {
  /** Undefined while a mark is on its way (its buttons wait). */
  onMark: (booking: DayBooking, status: AttendanceStatus) => void;
  onBlock: (target: BlockTarget) => void;
  onUnblock: (blockId: string, label: string) => void;
  busyId: string | null;
}

/** One row per booking, and one for a slot nobody booked (its places are free). */
const rowsOf = (slot: DaySlot): { slot: DaySlot; booking: DayBooking | null; first: boolean }[] =>
  slot.bookings.length === 0 ? [{ slot, booking: null, first: true }] : slot.bookings.map((booking, i) => ({ slot, booking, first: i === 0 }));

/** What a slot still takes: "2 of 3 free", "Full", "Blocked". */
function slotState(slot: DaySlot): string {
  if (slot.blocked) return 'Blocked';
  if (slot.capacity === 0) return 'Not in the schedule';
  const held = slot.bookings.filter((b) => b.status !== 'cancelled').length;
  const free = Math.max(0, slot.capacity - held);
  if (free === 0) return 'Full';
  return slot.capacity === 1 ? 'Free' : `${free} of ${slot.capacity} free`;
}

/** A doctor's day: the slots by time with their patients, attendance, and the desk's blocks. */
export function DoctorDayTable({ doctor, date, actions }: { doctor: DayDoctor; date: string; actions: DoctorDayActions }) {
  const headingId = `doctor-${doctor._id}`;
  const blockOf = (label: string, span?: { start: string; end: string }): BlockTarget => ({ doctorId: doctor._id, doctor: doctor.title, date, label, ...(span ?? {}) });
  return (
    <Paper component="section" aria-labelledby={headingId} sx={{ p: 2, mb: 3, breakInside: 'avoid-page' }} className="appointments-doctor">
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={1} sx={{ mb: 1, justifyContent: 'space-between', alignItems: { md: 'center' } }}>
        <Box>
          <Typography id={headingId} variant="h6" component="h2">
            {doctor.title}
          </Typography>
          {doctor.departments.length > 0 && (
            <Typography variant="body2" color="text.secondary">
              {doctor.departments.join(', ')}
            </Typography>
          )}
        </Box>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }} className="no-print">
          {doctor.sessions.map((s) => (
            <Button key={`${s.start}-${s.end}`} size="small" variant="outlined" color="error" onClick={() => actions.onBlock(blockOf('Block session', { start: s.start, end: s.end }))}>
              Block session {s.start}–{s.end}
            </Button>
          ))}
          {doctor.slots.length > 0 && (
            <Button size="small" variant="outlined" color="error" onClick={() => actions.onBlock(blockOf('Block day'))}>
              Block day
            </Button>
          )}
        </Stack>
      </Stack>
      {doctor.blocks.length > 0 && (
        <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0, mb: 1 }} aria-label={`Blocks of ${doctor.title}`}>
          {doctor.blocks.map((b) => (
            <Box component="li" key={b._id} sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
              <Chip size="small" color="error" variant="outlined" label={`Blocked: ${blockSpan(b)}`} />
              <Typography variant="body2">{b.reason}</Typography>
              <Button size="small" className="no-print" onClick={() => actions.onUnblock(b._id, `${doctor.title}, ${blockSpan(b)}`)}>
                Unblock
              </Button>
            </Box>
          ))}
        </Stack>
      )}
      {doctor.slots.length === 0 ? (
        <Typography color="text.secondary">{doctor.closed ? closedLabel(doctor.closed) : 'No slots this day.'}</Typography>
      ) : (
        <TableContainer>
          <Table size="small" aria-labelledby={headingId}>
            <TableHead>
              <TableRow>
                <TableCell>Time</TableCell>
                <TableCell>Place</TableCell>
                <TableCell>Patient</TableCell>
                <TableCell>Phone</TableCell>
                <TableCell>Reference</TableCell>
                <TableCell>Status</TableCell>
                <TableCell className="no-print">
                  <Box component="span" sx={visuallyHidden}>
                    Actions
                  </Box>
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {doctor.slots.flatMap(rowsOf).map(({ slot, booking, first }) => (
                <TableRow key={booking?._id ?? slot.start} sx={slot.blocked ? { bgcolor: 'action.hover' } : undefined} data-slot={slot.time}>
                  <TableCell component="th" scope="row" sx={{ whiteSpace: 'nowrap' }}>
                    {first ? slot.time : ''}
                  </TableCell>
                  <TableCell>{first ? slot.place || '—' : ''}</TableCell>
                  <TableCell>{booking ? booking.patientName || '(erased)' : <Typography variant="body2" color="text.secondary">{slotState(slot)}</Typography>}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{booking?.phone ? <a href={`tel:${booking.phone.replace(/[^\d+]/g, '')}`}>{booking.phone}</a> : ''}</TableCell>
                  <TableCell>
                    {booking && (
                      <RouterLink to={`/admin/contactentries?kind=appointment&entry=${encodeURIComponent(booking.entryId)}`} aria-label={`Open request ${booking.reference}`}>
                        {booking.reference}
                      </RouterLink>
                    )}
                  </TableCell>
                  <TableCell>{booking && <Chip size="small" label={statusLabels[booking.status]} color={statusColours[booking.status]} variant={booking.status === 'booked' ? 'filled' : 'outlined'} />}</TableCell>
                  <TableCell className="no-print" sx={{ whiteSpace: 'nowrap' }}>
                    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                      {booking &&
                        booking.status !== 'cancelled' &&
                        (['attended', 'no_show', 'booked'] as const)
                          .filter((status) => status !== booking.status)
                          .map((status) => (
                            <Button
                              key={status}
                              size="small"
                              variant={status === 'attended' ? 'contained' : 'text'}
                              disabled={actions.busyId === booking._id}
                              onClick={() => actions.onMark(booking, status)}
                              aria-label={`${status === 'booked' ? 'Undo: back to booked' : `Mark ${statusLabels[status].toLowerCase()}`}, ${booking.patientName || booking.reference}`}
                            >
                              {status === 'booked' ? 'Undo' : statusLabels[status]}
                            </Button>
                          ))}
                      {first && !slot.blocked && slot.capacity > 0 && (
                        <Button size="small" color="error" onClick={() => actions.onBlock(blockOf('Block slot', { start: slot.time, end: slot.endTime }))} aria-label={`Block slot ${slot.time}`}>
                          Block slot
                        </Button>
                      )}
                    </Stack>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Paper>
  );
}

const visuallyHidden = { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap', border: 0, p: 0, m: '-1px' } as const;
