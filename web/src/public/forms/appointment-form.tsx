import { useCallback, useEffect, useMemo } from 'react';
import { useFirstView, useLocation } from '../routing/location';
import { appointmentForm } from '@hospital/content/forms/declarations';
import { appointmentTimeProblem, todayIn } from '@hospital/content/forms/appointment-time';
import { defaultTimeZone } from '@hospital/content/forms/desk-declarations';
import { useApiData } from '../data/api-data';
import { listFrom, useActiveList } from '../data/lists';
import { settingText, useSiteSettings } from '../data/site-settings';
import { departmentIds, type Expert, type ExpertCategory } from '../routing/public-records';
import { useHydrated } from '../ui/hydrated';
import { useFormTexts } from '../ui/page-texts';
import { bookingChoice } from './booking-link';
import { PublicFormView } from './public-form';
import { usePublicForm } from './use-public-form';


/**
 * The appointment form (`POST BookAppointmentForms`). Department options come from the active
 * departments and the doctors from `experts/expert-categories/{id}`; both are sent as titles. The
 * doctor select waits for a department (and for its doctors), and a new department clears it.
 * The spec keeps the failure text without showing it; we show it above the button.
 *
 * Until the page runs JavaScript (and without it) the doctor select offers every doctor grouped
 * by department, so the form works in one submit; the server checks the pair. A booking link
 * (`?department=…&doctor=…`, from a doctor's page or card) chooses both. The requested time must
 * not have passed and must fall within the outpatient hours when the hospital set them: the
 * picker starts at today and the same rule as the server's is checked before sending.
 */
export function AppointmentForm() {
  const { search } = useLocation();
  const initial = useMemo(() => bookingChoice(search), [search]);
  const { settings } = useSiteSettings();
  const timeZone = settingText(settings, 'time_zone') || defaultTimeZone;
  const outpatientHours = settingText(settings, 'outpatient_hours');
  const texts = useFormTexts();
  const check = useCallback(
    (values: Record<string, string>) => {
      const problem = appointmentTimeProblem(values.date_time ?? '', { now: new Date(), timeZone, outpatientHours, texts });
      return problem ? { date_time: problem } : undefined;
    },
    [timeZone, outpatientHours, texts],
  );
  const state = usePublicForm(appointmentForm, { initial, check });
  // The booking page embeds the departments and doctors cut to what the selects read
  // (templates/book-appointment `embeddedLists`): enough on its first view; later views load them whole.
  const firstView = useFirstView();
  const departments = useActiveList<ExpertCategory>('expert-categories', { acceptPartial: firstView });
  const everyDoctor = useActiveList<Expert>('experts', { acceptPartial: firstView });
  const department = (departments.items ?? []).find((d) => d.title === state.values.department);
  const doctors = useApiData<unknown>(department ? `experts/expert-categories/${encodeURIComponent(department._id)}` : null);
  const doctorList = useMemo(() => (doctors.status === 'ready' ? (listFrom<Expert>(doctors.body) ?? []) : []), [doctors.status, doctors.body]);
  // False on the server and while hydrating (the page as sent), true once the page runs here.
  const interactive = useHydrated();
  const grouped = useMemo(
    () =>
      (departments.items ?? [])
        .map((d) => ({
          label: d.title,
          options: (everyDoctor.items ?? []).filter((e) => departmentIds(e).includes(d._id)).map((e) => ({ value: e.title, label: e.title })),
        }))
        .filter((group) => group.options.length > 0),
    [departments.items, everyDoctor.items],
  );

  // SPEC §8: these failures are logged only; the selects stay empty.
  useEffect(() => {
    if (departments.error) console.error('Error fetching data:', departments.error.message);
  }, [departments.error]);
  useEffect(() => {
    if (doctors.error) console.error('Error fetching data:', doctors.error.message);
  }, [doctors.error]);

  const { setValue } = state;
  return (
    <PublicFormView
      form={appointmentForm}
      state={state}
      errorPlacement="above-button"
      visibleLabels
      minDates={{ date_time: todayIn(new Date(), timeZone) }}
      selects={{
        department: {
          options: (departments.items ?? []).map((d) => ({ value: d.title, label: d.title })),
          onChange: () => setValue('doctor', ''),
        },
        doctor: interactive
          ? { options: doctorList.map((d) => ({ value: d.title, label: d.title })), disabled: !department || doctors.status === 'loading' }
          : { options: [], groups: grouped },
      }}
    />
  );
}
