import { defineContentType } from '../../content-type';
import { relation, seo, slug, text } from '../../fields';
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
    seo(),
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
