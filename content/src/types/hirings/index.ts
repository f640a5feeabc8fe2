import { defineContentType } from '../../content-type';
import { date, seo, slug, text } from '../../fields';
import { description, title } from '../common-fields';
import { publicPages } from '../../public-urls';

/** A job opening on the careers page. */
export const hirings = defineContentType({
  key: 'hirings',
  adminPath: 'hirings',
  label: { singular: 'Job opening', plural: 'Job openings' },
  section: 'Content',
  icon: 'Work',
  kind: 'collection',
  fields: [
    title({ label: 'Job title' }),
    slug(),
    date('date', 'Date posted'),
    text('subGroup', 'Sub group', { help: 'e.g. Nursing, Paramedical, Administration.', translatable: true }),
    text('department', 'Department', { translatable: true }),
    text('educationalQualification', 'Educational qualification', { translatable: true }),
    text('experience', 'Experience', { help: 'e.g. 2–5 years.', translatable: true }),
    description({ label: 'Job description' }),
    seo(),
  ],
  titleField: 'title',
  listColumns: ['title', 'department', 'date', 'status'],
  searchFields: ['title', 'department', 'subGroup'],
  search: { group: 'careers', fields: ['department', 'subGroup', 'educationalQualification', 'description'], weight: 0.8 },
  defaultSort: { field: 'date', direction: 'desc' },
  dateField: 'date',
  publicListing: {},
  publicPage: publicPages.hirings,
});
