import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { defaultTimeZone } from '@hospital/content/forms/desk-declarations';
import type { SectionAdditionProps } from '../../shared/fields/overrides';
import { scheduleOf } from '@hospital/content/opd/schedule';
import { opdTimingLines } from '@hospital/content/opd/timings';
import { hospitalDay } from '@hospital/content/hospital-time';
import { en as siteTexts } from '@hospital/content/i18n/messages/site';
import { useParams } from 'react-router';
import { BookingsOutsideSchedule } from './bookings-outside-schedule';
import { schedulePreview } from './schedule-preview';

const plural = (n: number, one: string, many: string): string => `${n} ${n === 1 ? one : many}`;

/**
 * The live preview under a doctor's OPD schedule: the sessions with the slots each makes, and
 * the slots patients will be offered in the coming 7 days, as the form holds them now.
 */
export function OpdSchedulePreview({ record, now = new Date() }: SectionAdditionProps & { now?: Date }) {
  // A saved doctor (the edit screen's id): the bookings this schedule would leave without a place.
  const { id } = useParams();
  const outside = id ? <BookingsOutsideSchedule doctorId={id} record={record} /> : null;
  const preview = schedulePreview(record, { now, timeZone: defaultTimeZone });
  if (!preview) {
    return (
      <>
        <Alert severity="info" data-testid="opd-preview">
          No complete session yet: the website shows the doctor&apos;s profile text and takes appointment requests, as before.
        </Alert>
        {outside}
      </>
    );
  }
  return (
    <>
      <Box component="section" aria-labelledby="opd-preview-title" data-testid="opd-preview" sx={{ bgcolor: 'action.hover', borderRadius: 1, p: 2 }}>
        <Typography id="opd-preview-title" variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
          Preview
        </Typography>
        <Typography variant="body2" data-testid="opd-preview-page">
          On the doctor&apos;s page: {opdTimingLines(scheduleOf(record)!, hospitalDay(now, defaultTimeZone), { locale: 'en-IN', texts: siteTexts }).join(' · ')}
        </Typography>
        <Box component="ul" sx={{ pl: 2.5, my: 1 }}>
          {preview.sessions.map((session, i) => (
            <li key={i}>
              <Typography variant="body2">
                {session.text}: {plural(session.slots, 'slot', 'slots')} of {preview.slotMinutes} minutes
              </Typography>
            </li>
          ))}
        </Box>
        {preview.notCounted > 0 && (
          <Typography variant="body2" color="warning.main">
            {plural(preview.notCounted, 'row is', 'rows are')} not counted until {preview.notCounted === 1 ? 'it is' : 'they are'} complete.
          </Typography>
        )}
        <Typography variant="body2" sx={{ mt: 1 }} data-testid="opd-preview-week">
          Next 7 days: {plural(preview.slots, 'slot', 'slots')} for {plural(preview.seats, 'patient', 'patients')}
          {' ('}
          {preview.days.map((d) => `${d.label} ${d.off === 'leave' ? 'on leave' : d.slots}`).join(', ')}
          {'). '}
          Not counted here: the hospital&apos;s holidays (Site settings → Appointments), which close the clinics too.
        </Typography>
      </Box>
      {outside}
    </>
  );
}
