import { directionsHref, openingHoursSchedule, sessionsAt, sitsAt } from '@hospital/content/network/locations';
import { scheduleOf, weekdayOf, worksOn } from '@hospital/content/opd/schedule';
import { opdTimingLines } from '@hospital/content/opd/timings';
import { listingSearch } from '@hospital/content/listing-query';
import { useActiveList } from '../../data/lists';
import { BookAppointmentLink } from '../../forms/booking-link';
import { FooterContactSection } from '../../forms/footer-contact-section';
import { PageBanner } from '../../layout/page-banner';
import { Link } from '../../routing/location';
import { departmentsOf, doctorPath, type Expert, type ExpertCategory, type Location } from '../../routing/public-records';
import { expertCategoryPath } from '../../routing/resolve-route';
import { HtmlContent } from '../../ui/html-content';
import { useLanguage } from '../../ui/language';
import { useHospitalToday, useTimingOptions } from '../../ui/opd-texts';
import { telHref } from '../../ui/phone';
import { StaticRegion } from '../../ui/static-region';
import styles from './locations.module.css';

/**
 * /locations/{slug} (issue 48): one place of the hospital network. Its address with directions (a
 * plain link to the map app, no map script), its phones and emergency tap-to-call, its opening
 * hours and facilities, today's OPD and its doctors by department, from the doctors' OPD sessions
 * that name it, each with a booking link at this centre. Nothing here works in the browser but links: a static region, and the page embeds
 * the location alone (`embeddedRouteLists`), never the doctors.
 */
export function LocationPage({ location }: { location: Location }) {
  const { messages: t } = useLanguage();
  return (
    <>
      <PageBanner title={location.title} />
      <section className="section">
        <StaticRegion className={`container ${styles.location}`}>
          <LocationFacts location={location} />
          <HtmlContent html={location.description} field="description" />
          <LocationDoctors location={location} />
          <p>
            <Link to={`/find-a-doctor${listingSearch({ location: location.slug })}`} className="button">
              {t.findDoctorsHere}
            </Link>
          </p>
        </StaticRegion>
      </section>
      <FooterContactSection templateData={null} />
    </>
  );
}

/** Kind, address and directions, phones, emergency, hours and facilities: the facts a patient on the way needs. */
export function LocationFacts({ location, headingLevel = 2 }: { location: Location; headingLevel?: 2 | 3 }) {
  const { messages: t } = useLanguage();
  const timing = useTimingOptions();
  const today = useHospitalToday();
  const H = headingLevel === 2 ? 'h2' : 'h3';
  const hours = openingHoursSchedule(location);
  const phones = (location.phones ?? []).filter((p) => p.trim());
  const kind = t.locationKind(location.location_kind ?? '');
  const place = [kind, location.area, location.city].filter(Boolean).join(' · ');
  return (
    <div className={styles.facts}>
      {place && <p className={styles.kind}>{place}</p>}
      {location.emergency_phone && (
        <p>
          <a href={telHref(location.emergency_phone)} className={styles.emergency}>
            {t.emergencyAt(location.title)}: <span>{location.emergency_phone}</span>
          </a>
        </p>
      )}
      <H>{t.address}</H>
      <address className={styles.address}>
        {location.address}
        {location.pin_code ? ` ${location.pin_code}` : ''}
      </address>
      <p>
        <a href={directionsHref(location)} className={styles.directions} aria-label={t.directionsTo(location.title)}>
          {t.directions}
        </a>
      </p>
      {phones.length > 0 && (
        <>
          <H>{t.phones}</H>
          <ul className={styles.plainList}>
            {phones.map((phone) => (
              <li key={phone}>
                <a href={telHref(phone)}>{phone}</a>
              </li>
            ))}
          </ul>
        </>
      )}
      {hours && (
        <>
          <H>{t.openingHours}</H>
          <ul className={styles.plainList}>
            {opdTimingLines(hours, today, timing).map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </>
      )}
      {(location.facilities ?? []).length > 0 && (
        <>
          <H>{t.facilities}</H>
          <ul className={styles.facilities}>
            {(location.facilities ?? []).map((facility) => (
              <li key={facility}>{facility}</li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}

/** Today's OPD at the location, then its doctors under each of their departments. */
function LocationDoctors({ location }: { location: Location }) {
  const { messages: t } = useLanguage();
  const timing = useTimingOptions();
  const today = useHospitalToday();
  const experts = useActiveList<Expert>('experts');
  const categories = useActiveList<ExpertCategory>('expert-categories');
  if (!experts.items) return null;
  const here = experts.items.filter((expert) => sitsAt(expert, location)).sort((a, b) => a.title.localeCompare(b.title));
  const day = weekdayOf(today);
  const todays = here.flatMap((expert) => {
    const schedule = scheduleOf(sessionsAt(expert, location) as Record<string, unknown>);
    if (!schedule || !worksOn(schedule, today, [])) return [];
    const sessions = schedule.sessions.filter((s) => s.day === day);
    if (!sessions.length) return [];
    return [{ expert, lines: opdTimingLines({ ...schedule, sessions, from: undefined }, today, timing) }];
  });
  const byDepartment = new Map<string, { department: { title: string; slug?: string | null }; doctors: Expert[] }>();
  for (const expert of here) {
    for (const department of departmentsOf(expert, categories.items ?? [])) {
      const group = byDepartment.get(department._id) ?? { department, doctors: [] };
      group.doctors.push(expert);
      byDepartment.set(department._id, group);
    }
  }
  const groups = [...byDepartment.values()].sort((a, b) => a.department.title.localeCompare(b.department.title));
  return (
    <>
      <h2>{t.todaysOpd}</h2>
      {todays.length === 0 ? (
        <p>{t.noOpdToday}</p>
      ) : (
        <ul className={styles.opd}>
          {todays.map(({ expert, lines }) => (
            <li key={expert._id}>
              <DoctorLink expert={expert} /> <span>{lines.join('; ')}</span>
            </li>
          ))}
        </ul>
      )}
      <h2>{t.doctorsByDepartment}</h2>
      {groups.length === 0 ? (
        <p>{t.noExperts}</p>
      ) : (
        groups.map(({ department, doctors }) => (
          <section key={department.title} className={styles.department}>
            <h3>{department.slug ? <Link to={`${expertCategoryPath(department.slug)}${listingSearch({ location: location.slug })}`}>{department.title}</Link> : department.title}</h3>
            <ul className={styles.plainList}>
              {doctors.map((expert) => (
                <li key={expert._id}>
                  <DoctorLink expert={expert} />
                  {expert.designation ? `, ${expert.designation}` : ''} <BookAppointmentLink department={department.title} doctor={expert.title} location={location.slug} className={styles.book} />
                </li>
              ))}
            </ul>
          </section>
        ))
      )}
    </>
  );
}

function DoctorLink({ expert }: { expert: Expert }) {
  const to = doctorPath(expert);
  return to ? <Link to={to}>{expert.title}</Link> : <>{expert.title}</>;
}
