import { useState } from 'react';
import type { BookedAppointment } from '@hospital/content/wire/appointments';
import { useApiData } from '../data/api-data';
import { settingText, useSiteSettings } from '../data/site-settings';
import { formKeyField, useFormPost } from '../forms/form-post';
import { PageBanner } from '../layout/page-banner';
import { Link, useLocation } from '../routing/location';
import { manageAppointmentPath } from './manage-path';
import { useLanguage } from '../ui/language';
import { inLanguage } from '../ui/language-paths';
import { Loader } from '../ui/loader';
import { useFormTexts } from '../ui/form-texts';
import { useBookingTexts } from './booking-texts';
import { telHref } from '../ui/phone';
import { AppointmentDetails, CalendarLink } from './appointment-details';
import { useDoctorSlots } from './free-slots';
import { SlotChoice } from './slot-choice';
import styles from './appointments.module.css';

/** The `_form` value of the manage page's posts (server/src/web/web-routes.ts sends them on to the API). */
export const manageFormKey = 'manage-appointment';

const longestToken = 200;

/** The appointment's token, step (`cancel`: asks to confirm; `move`: the free slots) and the outcome of the last post. */
function manageQuery(search: string): { token: string; step: 'cancel' | 'move' | undefined; done: 'cancelled' | 'moved' | undefined } {
  const query = new URLSearchParams(search);
  const token = (query.get('token') ?? '').trim().slice(0, longestToken);
  const step = query.get('step');
  const done = query.get('done');
  return {
    token,
    step: step === 'cancel' || step === 'move' ? step : undefined,
    done: done === 'cancelled' || done === 'moved' ? done : undefined,
  };
}

/**
 * `/manage-appointment?token=…` (issue 33): the appointment a confirmation's link names, with a
 * Cancel that asks to confirm and "Choose another time" (the doctor's free slots as radio
 * buttons). Plain links and POST forms, so it all works without JavaScript; the server answers a
 * post with 303 back here (`&done=…`) or this page with the API's message. The token is the only
 * key: never indexed, never cached, never sent on as a referrer (web-routes.ts).
 */
export function ManageAppointmentPage() {
  const { search } = useLocation();
  const { messages: site } = useLanguage();
  const b = useBookingTexts();
  const { token, step, done } = manageQuery(search);
  const data = useApiData<BookedAppointment>(token ? `appointments/manage?token=${encodeURIComponent(token)}` : null);

  let content;
  if (!token) content = <Unusable text={b.manageUnknown} />;
  else if (data.status === 'loading') content = <Loader />;
  else if (data.status === 'error' || !data.body) content = <Unusable text={data.error?.status === 410 ? b.manageExpired : b.manageUnknown} />;
  else content = <Manage appointment={data.body} token={token} step={step} done={done} />;
  return (
    <>
      <PageBanner title={site.manageAppointment} />
      <div className="container section">{content}</div>
    </>
  );
}

/** An unknown or expired link: what happened, and the hospital's phone. */
function Unusable({ text }: { text: string }) {
  const b = useBookingTexts();
  return (
    <div role="alert">
      <h2>{b.manageUnknownTitle}</h2>
      <p>{text}</p>
      <HelpLine />
    </div>
  );
}

function HelpLine() {
  const m = useFormTexts();
  const b = useBookingTexts();
  const { settings } = useSiteSettings();
  const phone = settingText(settings, 'site_phone_no_1');
  if (!phone) return <p>{b.manageHelp(m.callTheHospital)}</p>;
  const [before = '', after = ''] = b.manageHelp('\u0000').split('\u0000');
  return (
    <p>
      {before}
      <a href={telHref(phone)}>{m.callUsOn(phone)}</a>
      {after}
    </p>
  );
}

function Manage({ appointment, token, step, done }: { appointment: BookedAppointment; token: string; step: 'cancel' | 'move' | undefined; done: 'cancelled' | 'moved' | undefined }) {
  const b = useBookingTexts();
  const { language } = useLanguage();
  const posted = useFormPost(manageFormKey);
  const here = inLanguage(manageAppointmentPath, language);
  const at = (next?: string) => `${here}?token=${encodeURIComponent(token)}${next ? `&step=${next}` : ''}`;
  const open = appointment.status === 'booked';
  return (
    <>
      {done && (
        <p className={styles.booked} role="status">
          {done === 'cancelled' ? b.cancelled : b.moved}
        </p>
      )}
      {posted?.message && (
        <p className={styles.error} role="alert">
          {posted.message}
        </p>
      )}
      <AppointmentDetails appointment={appointment} withStatus />
      {open && step === 'cancel' && (
        <form method="post" action={here} className={styles.stepForm}>
          <input type="hidden" name={formKeyField} value={manageFormKey} />
          <input type="hidden" name="token" value={token} />
          <input type="hidden" name="action" value="cancel" />
          <p>{b.cancelQuestion}</p>
          <p className={styles.links}>
            <button type="submit" className="button">
              {b.cancelConfirm}
            </button>
            <Link to={at()}>{b.keepAppointment}</Link>
          </p>
        </form>
      )}
      {open && step === 'move' && <MoveForm appointment={appointment} token={token} action={here} back={at()} error={posted?.errors.date_time} />}
      {open && !step && (
        <ul className={styles.links}>
          <CalendarLink appointment={appointment} />
          <li>
            <Link to={at('move')}>{b.chooseAnotherTime}</Link>
          </li>
          <li>
            <Link to={at('cancel')}>{b.cancelAppointment}</Link>
          </li>
        </ul>
      )}
      <HelpLine />
    </>
  );
}

function MoveForm({ appointment, token, action, back, error }: { appointment: BookedAppointment; token: string; action: string; back: string; error: string | undefined }) {
  const b = useBookingTexts();
  const slots = useDoctorSlots(appointment.doctor);
  const [value, setValue] = useState('');
  return (
    <form method="post" action={action} className={styles.stepForm}>
      <input type="hidden" name={formKeyField} value={manageFormKey} />
      <input type="hidden" name="token" value={token} />
      <input type="hidden" name="action" value="move" />
      <SlotChoice id="manage-date_time" name="date_time" label={b.chooseAnotherTime} value={value} error={error} slots={slots} onChange={setValue} />
      <p className={styles.links}>
        <button type="submit" className="button">
          {b.moveAppointment}
        </button>
        <Link to={back}>{b.keepAppointment}</Link>
      </p>
    </form>
  );
}
