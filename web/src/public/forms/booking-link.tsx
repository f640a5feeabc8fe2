import { centreSlug } from '@hospital/content/network/centre-choice';
import { Link } from '../routing/location';
import { settingText, useSiteSettings } from '../data/site-settings';
import { useLanguage } from '../ui/language';

/**
 * The query of a booking link: `?department=Cardiology&doctor=Dr.%20Rao` (titles, as the form
 * sends them), and on a hospital network the centre it is booked at, `&location=kothrud-clinic`
 * (its slug, issue 48).
 */
const longest = 200;

/** A booking link to the appointment page with a doctor chosen; undefined when the hospital set no booking page. */
export function bookingLink(bookingPage: string | null | undefined, choice: { department?: string | undefined; doctor?: string | undefined; location?: string | undefined }): string | undefined {
  const page = (bookingPage ?? '').trim();
  if (page === '') return undefined;
  const query = new URLSearchParams();
  if (choice.department) query.set('department', choice.department);
  if (choice.doctor) query.set('doctor', choice.doctor);
  if (choice.location) query.set('location', choice.location);
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

/** The centre a booking link chose (`?location=` a slug, issue 48), if it has the form of one. */
export function bookingCentre(search: string): string | undefined {
  return centreSlug(new URLSearchParams(search).get('location'));
}

/**
 * "Book an appointment" with one doctor: a plain link (it works without JavaScript) to the
 * hospital's booking page with the department and doctor chosen. Nothing when no booking page is
 * set. From a page or listing at one centre of a network, the link books at that centre. It stands in the doctor's card or page, whose heading names the doctor (link purpose in
 * context), so the name stays short and other links keep the doctor's name to themselves.
 */
export function BookAppointmentLink({ department, doctor, location, className }: { department: string | undefined; doctor: string; location?: string | undefined; className?: string }) {
  const { settings } = useSiteSettings();
  const { messages: t } = useLanguage();
  const href = bookingLink(settingText(settings, 'booking_page_link'), { department, doctor, location });
  if (!href) return null;
  return (
    <Link to={href} className={className ?? 'button'}>
      {t.bookAppointment}
    </Link>
  );
}
