import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import { defaultTimeZone } from '@hospital/content/forms/desk-declarations';
import { useScheduleCheck } from './api/schedule-check-api';

const when = (start: string): string =>
  new Intl.DateTimeFormat('en-IN', { timeZone: defaultTimeZone, weekday: 'short', day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit', hour12: true }).format(new Date(start));

/**
 * Under a doctor's schedule, before it is saved or published: the booked patients it no longer
 * has a place for (issue 43), as the desk's block lists its patients to call. Their bookings stay
 * and no slot is offered over them; someone calls them to move. Names and phones are shown to
 * staff who work the requests; an editor sees the times and references to give the desk.
 */
export function BookingsOutsideSchedule({ doctorId, record }: { doctorId: string; record: Record<string, unknown> }) {
  const check = useScheduleCheck(doctorId, record);
  const answer = check.data;
  if (!answer || answer.bookings.length === 0) return null;
  const n = answer.bookings.length;
  return (
    <Alert severity="warning" data-testid="opd-bookings-outside" sx={{ mt: 2 }}>
      <AlertTitle>
        {n === 1 ? '1 booked patient has' : `${n} booked patients have`} no place in this schedule: call them to move before publishing
      </AlertTitle>
      <Box component="ul" sx={{ pl: 2.5, my: 0 }}>
        {answer.bookings.map((b) => (
          <li key={b._id}>
            {when(b.start)} · {b.reference}
            {answer.patients ? ` · ${b.patientName} · ${b.phone}` : ''}
          </li>
        ))}
      </Box>
      {!answer.patients && 'The requests desk has their names and phones under these references.'}
      {' '}Their bookings stay; no new slot is offered over them.
    </Alert>
  );
}
