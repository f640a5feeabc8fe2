import { defineContentType } from '../../content-type';
import { boolean, date, image, number, relation, repeater, select, seo, slug, text } from '../../fields';
import { clockPattern, weekdayOptions } from '../../opd/schedule';
import { publicPages } from '../../public-urls';
import { description, title } from '../common-fields';
import { locationChecks, locationKinds } from './location-checks';

/**
 * A place of the hospital network (issue 48): the main hospital, another hospital, a clinic, a
 * diagnostic centre or an OPD centre. Doctors' OPD sessions name one (`experts.opd_sessions.location`);
 * its page is /locations/{slug}. With one location the site reads as a single hospital.
 */
export const locations = defineContentType({
  key: 'locations',
  adminPath: 'locations',
  label: { singular: 'Location', plural: 'Locations' },
  section: 'Content',
  icon: 'Place',
  kind: 'collection',
  fields: [
    title({ required: true, label: 'Name', help: 'As patients should read it, e.g. Saffron Ridge Clinic, Kothrud.' }),
    slug(),
    select('location_kind', 'Kind', { options: locationKinds, required: true, defaultValue: 'hospital' }),
    boolean('is_main', 'Main hospital', { help: "The network's main hospital: OPD sessions that name no location are held here, and the site's own contact details are its. Tick it on one location only." }),
    text('city', 'City', { required: true, maxLength: 80, translatable: true, help: 'Patients choose a city first, e.g. Ambarpur.' }),
    text('area', 'Area', { maxLength: 80, translatable: true, help: 'The part of the city, e.g. Kalindi Nagar.' }),
    text('address', 'Address', { required: true, multiline: true, maxLength: 400, translatable: true, help: 'The full postal address with PIN code.' }),
    text('pin_code', 'PIN code', { maxLength: 6, pattern: { regex: /^\d{6}$/, message: 'Write the PIN code as six digits, e.g. 462019.' } }),
    number('latitude', 'Latitude', { min: -90, max: 90, help: 'The map position, e.g. 23.2599: for directions and the nearest centre.' }),
    number('longitude', 'Longitude', { min: -180, max: 180, help: 'e.g. 77.4126.' }),
    text('phones', 'Phones', { many: true, maxLength: 30, format: 'phone', help: 'Reception and appointment numbers: press Enter after each.' }),
    text('emergency_phone', 'Emergency number', { maxLength: 30, format: 'phone', help: 'Only if this location has its own emergency; the header shows it to patients who chose it.' }),
    repeater('opening_hours', 'Opening hours', {
      help: 'One row per day and span the location is open, e.g. Monday 08:00–20:00. Open round the clock: 00:00–23:59.',
      fields: [
        select('day', 'Day', { options: weekdayOptions, required: true }),
        text('opens', 'Opens', { required: true, pattern: { regex: clockPattern, message: 'Write the time as 08:00 (24-hour clock).' } }),
        text('closes', 'Closes', { required: true, pattern: { regex: clockPattern, message: 'Write the time as 20:00 (24-hour clock).' } }),
      ],
    }),
    text('facilities', 'Facilities', { many: true, maxLength: 80, translatable: true, help: 'e.g. Pharmacy, X-ray, Parking: press Enter after each.' }),
    description({ label: 'About this location' }),
    repeater('photos', 'Photos', {
      help: 'Pictures of the building, the entrance and the reception.',
      fields: [image('imageUrl', 'Photo', { required: true }), text('caption', 'Caption', { maxLength: 160, translatable: true })],
    }),
    relation('departments', 'Departments', { to: 'expert-categories', many: true, help: 'The departments that see patients here.' }),
    repeater('holidays', 'Holidays of this location', {
      help: "Days this location alone is closed (a local festival); the hospital-wide holidays are in Site settings → Appointments. Its doctors' sessions here offer no slots then.",
      fields: [date('date', 'Date', { required: true }), text('name', 'Name', { maxLength: 120, translatable: true })],
    }),
    seo(),
  ],
  checks: locationChecks,
  formGroups: [
    { title: 'Location', fields: ['title', 'slug', 'location_kind', 'is_main', 'city', 'area', 'address', 'pin_code', 'latitude', 'longitude'] },
    { title: 'Contact and hours', fields: ['phones', 'emergency_phone', 'opening_hours', 'holidays'] },
    { title: 'About', fields: ['description', 'facilities', 'photos', 'departments'] },
    { title: 'Search engines', fields: ['seo'] },
  ],
  titleField: 'title',
  listColumns: ['title', 'location_kind', 'city', 'status', 'updatedAt'],
  searchFields: ['title', 'city', 'area'],
  // The site search (issue 48): "clinic in kothrud", "lakeview hospital", Hindi names by their translations.
  search: { group: 'locations', fields: ['city', 'area', 'address', 'facilities', 'description'], weight: 1.2 },
  defaultSort: { field: 'title', direction: 'asc' },
  publicListing: {},
  publicPage: publicPages.locations,
  reviewIntervalDays: 180,
});
