import { defineContentType } from '../../content-type';
import { date, number, relation, repeater, select, seo, slug, text } from '../../fields';
import { clockPattern, weekdayOptions } from '../../opd/schedule';
import { opdScheduleChecks } from '../../opd/schedule-checks';
import { description, picture, title } from '../common-fields';
import { publicPages } from '../../public-urls';

/** A doctor. */
export const experts = defineContentType({
  key: 'experts',
  adminPath: 'experts',
  label: { singular: 'Doctor', plural: 'Doctors' },
  section: 'People',
  icon: 'MedicalServices',
  kind: 'collection',
  fields: [
    title({ required: true, label: "Doctor's name", help: 'As patients should read it, e.g. Dr. Asha Mehta.' }),
    slug(),
    text('designation', 'Designation', { help: 'e.g. Senior Consultant.', translatable: true }),
    text('education', 'Education', { help: 'Degrees, e.g. MBBS, MD (Medicine).', translatable: true }),
    text('languages', 'Languages', { many: true, maxLength: 40, help: 'The languages the doctor consults in, e.g. English, Hindi, Tamil: press Enter after each.', translatable: true }),
    description({ label: 'Profile' }),
    picture('imageUrl', 'Photo'),
    relation('departments', 'Departments', {
      to: 'expert-categories',
      many: true,
      required: true,
      help: 'The doctor is listed under each of these departments.',
    }),
    // The OPD schedule (issue 33; content/src/opd/schedule.ts reads these fields).
    repeater('opd_sessions', 'OPD sessions', {
      help: 'One row per day and time span the doctor sees outpatients, e.g. Monday 09:00–13:00. Patients book the free slots of these sessions; without any, the website takes appointment requests as before.',
      fields: [
        select('day', 'Day', { options: weekdayOptions, required: true }),
        text('start', 'Starts', { required: true, pattern: { regex: clockPattern, message: 'Write the time as 09:00 (24-hour clock).' }, help: '24-hour clock, e.g. 09:00.' }),
        text('end', 'Ends', { required: true, pattern: { regex: clockPattern, message: 'Write the time as 13:00 (24-hour clock).' }, help: 'The last slot ends at or before it.' }),
        relation('location', 'Location', { to: 'locations', help: 'Where the session is held (Content → Locations). Left empty: the main hospital.' }),
        text('place', 'Room', { maxLength: 120, translatable: true, help: 'The room at that location, e.g. OPD Block A, Room 12.' }),
      ],
    }),
    number('opd_slot_minutes', 'Slot length (minutes)', { integer: true, min: 5, max: 240, help: 'Left empty: 15 minutes.' }),
    number('opd_per_slot', 'Patients per slot', { integer: true, min: 1, max: 50, help: 'Left empty: 1.' }),
    date('opd_from', 'Schedule holds from', { help: 'Left empty: from today.' }),
    date('opd_to', 'Schedule holds until', { help: 'Left empty: until changed.' }),
    repeater('opd_leave', 'Leave', {
      help: 'Days the doctor sees no outpatients; patients are offered no slots then. The reason is for the staff only.',
      fields: [date('from', 'From', { required: true }), date('to', 'To (inclusive)', { help: 'Left empty: the one day.' }), text('reason', 'Reason (internal)', { maxLength: 200, internal: true })],
    }),
    seo(),
  ],
  checks: opdScheduleChecks,
  formGroups: [
    { title: 'Profile', fields: ['title', 'slug', 'designation', 'education', 'languages', 'description', 'imageUrl', 'departments'] },
    {
      title: 'OPD schedule',
      help: "The doctor's weekly outpatient sessions, on the hospital's clock. The website shows the timings made from them and offers their free slots; leave and the hospital's holidays (Site settings → Appointments) close them.",
      fields: ['opd_sessions', 'opd_slot_minutes', 'opd_per_slot', 'opd_from', 'opd_to', 'opd_leave'],
    },
    { title: 'Search engines', fields: ['seo'] },
  ],
  departmentScope: { field: 'departments' },
  titleField: 'title',
  listColumns: ['imageUrl', 'title', 'designation', 'departments', 'status', 'updatedAt'],
  searchFields: ['title', 'designation', 'education'],
  search: { group: 'doctors', fields: ['designation', 'education', 'languages', 'departments', 'description'] },
  defaultSort: { field: 'title', direction: 'asc' },
  publicListing: {},
  publicPage: publicPages.experts,
  reviewIntervalDays: 180,
});
