import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import GlobalStyles from '@mui/material/GlobalStyles';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { DayBooking } from '@hospital/content/wire/appointments';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { ApiError } from '../../../shared/api/http';
import { ConfirmDialog } from '../../shared/confirm-dialog';
import { errorMessage } from '../../shared/error-message';
import { ScreenHeading } from '../../shared/screen-heading';
import { DayFilter } from '../../shared/day-filter';
import { screenTitles } from '../../shared/screen-titles';
import { useSnackbar } from '../../shared/snackbar';
import { downloadDayCsv, useDayView, useRemoveBlock, useSetAttendance } from './api/day-api';
import { BlockDialog, type BlockTarget } from './components/block-dialog';
import { DoctorDayTable } from './components/doctor-day-table';
import { chosenDoctors, csvQuery, departmentsOf, longDay, shiftDay, statusLabels, totalsOf, type AttendanceStatus, type DayChoice } from './day-view';

const dayPattern = /^\d{4}-\d{2}-\d{2}$/;

/** Printing shows the list only: the studio's menu, bar and the screen's controls stay off paper. */
const printStyles = (
  <GlobalStyles
    styles={{
      '@media print': {
        'body *': { visibility: 'hidden' },
        '#appointments-print, #appointments-print *': { visibility: 'visible' },
        '#appointments-print': { position: 'absolute', left: 0, top: 0, width: '100%' },
        '.no-print': { display: 'none !important' },
      },
    }}
  />
);

/**
 * /admin/appointments: the requests desk's day of booked appointments, per doctor by slot time
 * (`?date=2026-12-01&doctor=…` or `&department=…`; no date: today on the hospital's clock).
 * Marks attendance, blocks a slot, a session or the day (then lists whom to call), and gives the
 * day's list as CSV and on paper.
 */
export function AppointmentsDayScreen() {
  const [params, setParams] = useSearchParams();
  const dateParam = params.get('date');
  const date = dateParam && dayPattern.test(dateParam) ? dateParam : undefined;
  const choice: DayChoice = { doctor: params.get('doctor') ?? undefined, department: params.get('department') ?? undefined, location: params.get('location') ?? undefined };
  const day = useDayView(date, choice.location);
  const mark = useSetAttendance();
  const unblock = useRemoveBlock();
  const { showSnackbar } = useSnackbar();
  const [blocking, setBlocking] = useState<BlockTarget | null>(null);
  const [unblocking, setUnblocking] = useState<{ id: string; label: string } | null>(null);
  // A mark refused because the slot has not begun (NOT_BEGUN): asked again before it is made.
  const [early, setEarly] = useState<{ booking: DayBooking; status: AttendanceStatus; message: string } | null>(null);
  const [exporting, setExporting] = useState(false);

  const view = day.data;
  const shownDate = view?.date ?? date;
  const doctors = view ? chosenDoctors(view, choice) : [];
  const totals = totalsOf(doctors);

  const change = (next: { date?: string | undefined; doctor?: string | undefined; department?: string | undefined; location?: string | undefined }) => {
    const query = new URLSearchParams();
    const nextDate = 'date' in next ? next.date : date;
    if (nextDate) query.set('date', nextDate);
    const doctor = 'doctor' in next ? next.doctor : choice.doctor;
    const department = 'department' in next ? next.department : choice.department;
    if (doctor) query.set('doctor', doctor);
    else if (department) query.set('department', department);
    const location = 'location' in next ? next.location : choice.location;
    if (location) query.set('location', location);
    setParams(query, { replace: true });
  };

  const onMark = (booking: DayBooking, status: AttendanceStatus) =>
    mark.mutate(
      { id: booking._id, status },
      {
        onSuccess: () => showSnackbar(`${booking.reference}: ${statusLabels[status]}`, 'success'),
        onError: (error) => {
          if (error instanceof ApiError && error.status === 409 && (error.body as { code?: unknown } | null)?.code === 'NOT_BEGUN') {
            setEarly({ booking, status, message: error.serverMessage ?? '' });
            return;
          }
          showSnackbar(errorMessage(error, 'The attendance could not be saved. Please try again.'), 'error');
        },
      },
    );

  const exportCsv = async () => {
    if (!shownDate) return;
    setExporting(true);
    try {
      showSnackbar(`Saved ${await downloadDayCsv(csvQuery(shownDate, choice))}`, 'success');
    } catch (error) {
      showSnackbar(errorMessage(error, 'The list could not be downloaded.'), 'error');
    } finally {
      setExporting(false);
    }
  };

  const chosen = choice.doctor ? `doctor:${choice.doctor}` : choice.department ? `department:${choice.department}` : 'all';

  return (
    <Box>
      {printStyles}
      <Box className="no-print">
        <ScreenHeading>{screenTitles.appointments}</ScreenHeading>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          The day&apos;s booked appointments by doctor and slot. Mark who came; block a slot, a session or the day when a doctor cannot see patients, then call
          those who had booked.
        </Typography>
        <Paper component="section" aria-label="Day and doctors" sx={{ p: 2, mb: 3 }}>
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} useFlexGap sx={{ alignItems: { md: 'center' }, flexWrap: 'wrap' }}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <Button aria-label="Previous day" onClick={() => shownDate && change({ date: shiftDay(shownDate, -1) })} disabled={!shownDate} startIcon={<ChevronLeft />}>
                Previous
              </Button>
              {/* DD/MM/YYYY as every date of the studio (a browser's own date field shows MM/DD/YYYY in en-IN); kept as yyyy-mm-dd in the address. */}
              <DayFilter label="Day" value={shownDate ?? ''} onChange={(day) => dayPattern.test(day) && change({ date: day })} />
              <Button aria-label="Next day" onClick={() => shownDate && change({ date: shiftDay(shownDate, 1) })} disabled={!shownDate} endIcon={<ChevronRight />}>
                Next
              </Button>
              <Button onClick={() => change({ date: undefined })} disabled={!date}>
                Today
              </Button>
            </Stack>
            <TextField
              select
              label="Doctors"
              size="small"
              value={chosen}
              onChange={(event) => {
                const [kind, ...rest] = event.target.value.split(':');
                const value = rest.join(':');
                change(kind === 'doctor' ? { doctor: value, department: undefined } : kind === 'department' ? { doctor: undefined, department: value } : { doctor: undefined, department: undefined });
              }}
              sx={{ minWidth: 260 }}
            >
              <MenuItem value="all">Every doctor</MenuItem>
              {view && departmentsOf(view).map((d) => (
                <MenuItem key={`department:${d}`} value={`department:${d}`}>
                  Department: {d}
                </MenuItem>
              ))}
              {view?.doctors.map((d) => (
                <MenuItem key={d._id} value={`doctor:${d._id}`}>
                  {d.title}
                </MenuItem>
              ))}
              {/* A choice from the address that the day does not list still shows as chosen. */}
              {view && choice.doctor && !view.doctors.some((d) => d._id === choice.doctor) && <MenuItem value={chosen}>A doctor with no schedule this day</MenuItem>}
              {view && choice.department && !departmentsOf(view).includes(choice.department) && <MenuItem value={chosen}>Department: {choice.department}</MenuItem>}
            </TextField>
            {/* The location choice appears with two or more locations only (issue 48): a single hospital's desk reads as before. */}
            {view?.locations && (
              <TextField select label="Location" size="small" value={choice.location ?? 'all'} onChange={(event) => change({ location: event.target.value === 'all' ? undefined : event.target.value })} sx={{ minWidth: 220 }}>
                <MenuItem value="all">Every location</MenuItem>
                {view.locations.map((l) => (
                  <MenuItem key={l._id} value={l._id}>
                    {l.title}
                  </MenuItem>
                ))}
              </TextField>
            )}
            <Box sx={{ flex: 1 }} />
            <Button variant="outlined" onClick={() => void exportCsv()} disabled={!view || exporting}>
              Download CSV
            </Button>
            <Button variant="outlined" onClick={() => window.print()} disabled={!view}>
              Print
            </Button>
          </Stack>
        </Paper>
      </Box>

      <Box id="appointments-print" aria-busy={day.isFetching}>
        {shownDate && (
          <Typography component="p" variant="h6" sx={{ mb: 1 }}>
            {longDay(shownDate)}
            {view && (
              <Typography component="span" color="text.secondary" sx={{ ml: 2, fontSize: '1rem' }} aria-live="polite">
                {totals.booked} booked · {totals.attended} attended · {totals.no_show} no-show · {totals.cancelled} cancelled
              </Typography>
            )}
          </Typography>
        )}
        {view && view.holidays.length > 0 && (
          <Alert severity={view.holidays[0]?.date === view.date ? 'warning' : 'info'} data-testid="hospital-holidays" sx={{ mb: 2 }}>
            {view.holidays[0]?.date === view.date ? `Hospital holiday: ${view.holidays[0].name || 'the clinics are closed'}. ` : ''}
            Coming holidays: {view.holidays.map((h) => `${longDay(h.date)}${h.name ? ` (${h.name})` : ''}`).join('; ')}
          </Alert>
        )}
        {day.isPending && (
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center', my: 4 }} role="status">
            <CircularProgress size={24} />
            <Typography>Loading the day&apos;s appointments…</Typography>
          </Stack>
        )}
        {day.isError && (
          <Alert severity="error" action={<Button onClick={() => void day.refetch()}>Try again</Button>}>
            {errorMessage(day.error, "The day's appointments could not be loaded.")}
          </Alert>
        )}
        {view && doctors.length === 0 && (
          <Alert severity="info">{view.doctors.length === 0 ? 'No doctor has OPD slots or appointments this day.' : 'None of the doctors chosen has OPD slots or appointments this day.'}</Alert>
        )}
        {view &&
          doctors.map((doctor) => (
            <DoctorDayTable
              key={doctor._id}
              doctor={doctor}
              date={view.date}
              actions={{
                onMark,
                onBlock: setBlocking,
                onUnblock: (id, label) => setUnblocking({ id, label }),
                busyId: mark.isPending ? (mark.variables?.id ?? null) : null,
              }}
            />
          ))}
      </Box>

      {blocking && <BlockDialog target={blocking} onClose={() => setBlocking(null)} onBlocked={(message) => showSnackbar(message, 'success')} />}
      <ConfirmDialog
        open={early !== null}
        title={`Mark ${early?.booking.patientName || early?.booking.reference || 'this patient'} ${early ? statusLabels[early.status] : ''} already?`}
        confirmLabel={`Mark ${early ? statusLabels[early.status].toLowerCase() : ''}`}
        onClose={() => setEarly(null)}
        onConfirm={async () => {
          if (!early) return;
          try {
            await mark.mutateAsync({ id: early.booking._id, status: early.status, confirm: true });
            showSnackbar(`${early.booking.reference}: ${statusLabels[early.status]}`, 'success');
            setEarly(null);
          } catch (error) {
            showSnackbar(errorMessage(error, 'The attendance could not be saved. Please try again.'), 'error');
          }
        }}
      >
        {early?.message}
      </ConfirmDialog>
      <ConfirmDialog
        open={unblocking !== null}
        title="Unblock these slots?"
        confirmLabel="Unblock"
        onClose={() => setUnblocking(null)}
        onConfirm={async () => {
          if (!unblocking) return;
          try {
            await unblock.mutateAsync(unblocking.id);
            showSnackbar('Unblocked: patients can book these slots again', 'success');
            setUnblocking(null);
          } catch (error) {
            showSnackbar(errorMessage(error, 'The slots could not be unblocked. Please try again.'), 'error');
          }
        }}
      >
        {unblocking?.label}: patients will be offered these slots again.
      </ConfirmDialog>
    </Box>
  );
}
