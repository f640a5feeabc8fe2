import { Link } from '../routing/location';
import { settingText, useSiteSettings } from '../data/site-settings';
import { useLanguage } from '../ui/language';

/** The query of a booking link: `?department=Cardiology&doctor=Dr.%20Rao` (titles, as the form sends them). */
const longest = 200;

/** A booking link to the appointment page with a doctor chosen; undefined when the hospital set no booking page. */
export function bookingLink(bookingPage: string | null | undefined, choice: { department?: string | undefined; doctor?: string | undefined }): string | undefined {
  const page = (bookingPage ?? '').trim();
  if (page === '') return undefined;
  const query = new URLSearchParams();
  if (choice.department) query.set('department', choice.department);
  if (choice.doctor) query.set('doctor', choice.doctor);
  const text = query.toString();
  return text ? `${page}${page.includes('?') ? '&' : '?'}${text}` : page;
}

/** The department and doctor a booking link chose, as the form's starting values (nothing else is read). */
export function bookingChoice(search: string): Record<string, string> {
  const query = new URLSearchParams(search);
  const choice: Record<string, string> = {};
  for (const name of ['department', 'doctor'] as const) {
    const value = query.get(name)?.trim();
    if (value && value.length <= longest) choice[name] = value;
  }
  return choice;
}

/**
 * "Book an appointment" with one doctor: a plain link (it works without JavaScript) to the
 * hospital's booking page with the department and doctor chosen. Nothing when no booking page is
 * set. It stands in the doctor's card or page, whose heading names the doctor (link purpose in
 * context), so the name stays short and other links keep the doctor's name to themselves.
 */
export function BookAppointmentLink({ department, doctor, className }: { department: string | undefined; doctor: string; className?: string }) {
  const { settings } = useSiteSettings();
  const { messages: t } = useLanguage();
  const href = bookingLink(settingText(settings, 'booking_page_link'), { department, doctor });
  if (!href) return null;
  return (
    <Link to={href} className={className ?? 'button'}>
      {t.bookAppointment}
    </Link>
  );
}
