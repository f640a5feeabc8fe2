import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useFirstView, useLocation } from '../routing/location';
import { appointmentForm } from '@hospital/content/forms/declarations';
import { appointmentTimeProblem, todayIn } from '@hospital/content/forms/appointment-time';
import { defaultTimeZone } from '@hospital/content/forms/desk-declarations';
import { useApiData } from '../data/api-data';
import { listFrom, useActiveList } from '../data/lists';
import { settingText, useSiteSettings } from '../data/site-settings';
import { departmentIds, type Expert, type ExpertCategory } from '../routing/public-records';
import { useHydrated } from '../ui/hydrated';
import { useLanguage } from '../ui/language';
import { inLanguage } from '../ui/language-paths';
import { useFormTexts } from '../ui/form-texts';
import { useBookingTexts } from '../opd-booking/booking-texts';
import { useDoctorSlots } from '../opd-booking/free-slots';
import { SlotChoice } from '../opd-booking/slot-choice';
import { AppointmentConfirmation } from '../opd-booking/appointment-details';
import { useNetworkLocations } from '../data/network';
import { bookingCentre, bookingChoice } from './booking-link';
import { useFormPost } from './form-post';
import { PublicFormView } from './public-form';
import { usePublicForm } from './use-public-form';
import styles from '../opd-booking/appointments.module.css';

/**
 * The appointment form (`POST BookAppointmentForms`). Department options come from the active
 * departments and the doctors from `experts/expert-categories/{id}`; both are sent as titles. The
 * doctor select waits for a department (and for its doctors), and a new department clears it.
 * The spec keeps the failure text without showing it; we show it above the button.
 *
 * Until the page runs JavaScript (and without it) the doctor select offers the chosen department's
 * doctors; with none chosen, a small GET form ("Show doctors") chooses the department first, so
 * the page never carries every doctor of a large hospital (issue 46: at 30 times the demo's doctors
 * it was 518 KB). The server checks the pair. A booking link (`?department=…&doctor=…`, from a
 * doctor's page or card) chooses both; one naming a doctor alone finds the department by the name.
 *
 * A doctor with an OPD schedule (issue 33) is booked in one of their free slots: the date-time
 * field gives way to the slots of the coming days as radio buttons named `date_time`, read
 * through the page's data, so the server's render lists them too and the plain form books in
 * one submit. Without JavaScript and with no doctor chosen, a small GET form ("Show free times")
 * chooses the doctor first. On a hospital network (issue 48) the slots are those of the centre the
 * address names (`?location=` its slug, from a booking link at that centre), and a GET form beside
 * the doctor chooses another centre, with or without JavaScript. Other doctors keep the date-time field: the requested time must not
 * have passed and must fall within the outpatient hours when the hospital set them.
 */
export function AppointmentForm() {
  const { search, pathname } = useLocation();
  const { settings } = useSiteSettings();
  const { language, messages: site } = useLanguage();
  const timeZone = settingText(settings, 'time_zone') || defaultTimeZone;
  const outpatientHours = settingText(settings, 'outpatient_hours');
  const texts = useFormTexts();
  const b = useBookingTexts();
  // The booking page embeds the departments and doctors cut to what the selects read
  // (templates/book-appointment `embeddedLists`): enough on its first view; later views load them whole.
  const firstView = useFirstView();
  const departments = useActiveList<ExpertCategory>('expert-categories', { acceptPartial: firstView });
  const choice = useMemo(() => bookingChoice(search), [search]);
  // A link naming a doctor alone: their department, found among the few doctors of that name.
  const named = useApiData<unknown>(choice.doctor && !choice.department ? `experts/active?q=${encodeURIComponent(choice.doctor)}&limit=5` : null);
  const namedDoctors = useMemo(() => (named.status === 'ready' ? (listFrom<Expert>(named.body) ?? undefined) : undefined), [named.status, named.body]);
  const initial = useMemo(() => withDepartment(choice, namedDoctors, departments.items), [choice, namedDoctors, departments.items]);
  // Read by the checks below, which the form's hook takes before the slots are known.
  const scheduled = useRef(false);
  const reloadSlots = useRef<() => void>(() => undefined);
  const check = useCallback(
    (values: Record<string, string>) => {
      // A scheduled doctor's time is one of their slots: the server checks it is still free.
      if (scheduled.current) return undefined;
      const problem = appointmentTimeProblem(values.date_time ?? '', { now: new Date(), timeZone, outpatientHours, texts });
      return problem ? { date_time: problem } : undefined;
    },
    [timeZone, outpatientHours, texts],
  );
  // A taken slot's refusal names the next free times: the offered slots are read again.
  const onRefused = useCallback((body: unknown) => {
    if (body && typeof body === 'object' && 'nextSlots' in body) reloadSlots.current();
  }, []);
  const state = usePublicForm(appointmentForm, { initial, check, onRefused });
  const posted = useFormPost(appointmentForm.key);
  const department = (departments.items ?? []).find((d) => d.title === state.values.department);
  const doctors = useApiData<unknown>(department ? `experts/expert-categories/${encodeURIComponent(department._id)}` : null);
  const doctorList = useMemo(() => (doctors.status === 'ready' ? (listFrom<Expert>(doctors.body) ?? []) : []), [doctors.status, doctors.body]);
  // On a hospital network (issue 48), a booking link from a centre's page or listing books at that centre: its slots only.
  const network = useNetworkLocations();
  const centre = network.find((l) => l.slug === bookingCentre(search));
  const slots = useDoctorSlots(state.values.doctor ?? '', centre?._id);
  useEffect(() => {
    scheduled.current = slots.state !== 'none';
    reloadSlots.current = slots.reload;
  }, [slots.state, slots.reload]);
  // False on the server and while hydrating (the page as sent), true once the page runs here.
  const interactive = useHydrated();
  // Without JavaScript the doctor select offers the chosen department's doctors only.
  const grouped = useMemo(() => (department && doctorList.length > 0 ? [{ label: department.title, options: doctorList.map((d) => ({ value: d.title, label: d.title })) }] : []), [department, doctorList]);

  // SPEC §8: these failures are logged only; the selects stay empty.
  useEffect(() => {
    if (departments.error) console.error('Error fetching data:', departments.error.message);
  }, [departments.error]);
  useEffect(() => {
    if (doctors.error) console.error('Error fetching data:', doctors.error.message);
  }, [doctors.error]);

  const { setValue } = state;
  const labels = texts.fields.appointment;
  const slotId = `form-${appointmentForm.key}-date_time`;
  const chooseFirst = !interactive && !state.values.doctor && !posted && grouped.length > 0;
  const chooseDepartment = !interactive && !state.values.doctor && !posted && !department && (departments.items ?? []).length > 0;
  return (
    <>
      {chooseDepartment && (
        <form method="get" action={inLanguage(pathname, language)} className={styles.chooseDoctor} aria-label={b.showDoctors}>
          <p>{b.chooseDepartmentFirst}</p>
          <label htmlFor="form-appointment-choose-department" className="visually-hidden">
            {labels.department.label}
          </label>
          <select id="form-appointment-choose-department" name="department" defaultValue="">
            <option value="">{texts.select(labels.department.label)}</option>
            {(departments.items ?? []).map((d) => (
              <option key={d._id}>{d.title}</option>
            ))}
          </select>
          <button type="submit" className="button">
            {b.showDoctors}
          </button>
        </form>
      )}
      {chooseFirst && (
        <form method="get" action={inLanguage(pathname, language)} className={styles.chooseDoctor} aria-label={b.showFreeTimes}>
          {department && <input type="hidden" name="department" value={department.title} />}
          <p>{b.chooseDoctorFirst}</p>
          <label htmlFor="form-appointment-choose-doctor" className="visually-hidden">
            {labels.doctor.label}
          </label>
          <select id="form-appointment-choose-doctor" name="doctor" defaultValue="">
            <option value="">{texts.select(labels.doctor.label)}</option>
            {grouped.map((group) => (
              <optgroup key={group.label} label={group.label}>
                {group.options.map((option) => (
                  <option key={option.value}>{option.value}</option>
                ))}
              </optgroup>
            ))}
          </select>
          <button type="submit" className="button">
            {b.showFreeTimes}
          </button>
        </form>
      )}
      {network.length > 0 && state.values.doctor && slots.state !== 'none' && !state.appointment && (
        <form method="get" action={inLanguage(pathname, language)} className={styles.chooseDoctor} aria-label={site.location}>
          {state.values.department && <input type="hidden" name="department" value={state.values.department} />}
          <input type="hidden" name="doctor" value={state.values.doctor} />
          <label htmlFor="form-appointment-choose-location">{site.location}</label>
          <select id="form-appointment-choose-location" name="location" defaultValue={centre?.slug ?? ''} key={centre?.slug ?? ''}>
            <option value="">{site.allLocations}</option>
            {network.map((l) => (
              <option key={l.slug} value={l.slug}>
                {l.title}
              </option>
            ))}
          </select>
          <button type="submit" className="button">
            {b.showFreeTimes}
          </button>
        </form>
      )}
      <PublicFormView
        form={appointmentForm}
        state={state}
        errorPlacement="above-button"
        visibleLabels
        minDates={{ date_time: todayIn(new Date(), timeZone) }}
        confirmation={state.appointment ? <AppointmentConfirmation appointment={state.appointment} /> : undefined}
        fieldViews={
          // While a chosen doctor's slots load, the date-time field stays: swapped for a loading view
          // and back (a doctor with no schedule), it lost a picker opened in between.
          slots.state === 'none' || slots.state === 'loading'
            ? {}
            : {
                date_time: (
                  <SlotChoice
                    id={slotId}
                    name="date_time"
                    label={`${labels.date_time.label}${texts.requiredMark}`}
                    value={state.values.date_time ?? ''}
                    error={state.errors.date_time}
                    slots={slots}
                    onChange={(value) => setValue('date_time', value)}
                  />
                ),
              }
        }
        selects={{
          department: {
            // Offered here too while the "Show doctors" step is shown: a patient who reaches for this
            // select before the page's script has started finds the departments in it.
            options: (departments.items ?? []).map((d) => ({ value: d.title, label: d.title })),
            onChange: () => setValue('doctor', ''),
          },
          doctor: interactive
            ? {
                options: doctorList.map((d) => ({ value: d.title, label: d.title })),
                disabled: !department || doctors.status === 'loading',
                // Another doctor's slots are not this one's.
                onChange: () => scheduled.current && setValue('date_time', ''),
              }
            : { options: [], groups: grouped },
        }}
      />
    </>
  );
}

/** A choice of a doctor alone (the "Show free times" step): their first department with them. */
function withDepartment(choice: Record<string, string>, doctors: readonly Expert[] | undefined, departments: readonly ExpertCategory[] | undefined): Record<string, string> {
  if (choice.department || !choice.doctor) return choice;
  const doctor = (doctors ?? []).find((e) => e.title === choice.doctor);
  const ids = doctor ? departmentIds(doctor) : [];
  const department = (departments ?? []).find((d) => ids.includes(d._id));
  return department ? { ...choice, department: department.title } : choice;
}
