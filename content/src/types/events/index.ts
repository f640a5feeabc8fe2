import { defineContentType } from '../../content-type';
import { date, seo, slug } from '../../fields';
import { byDepartmentTags, departmentTags, description, picture, title } from '../common-fields';
import { publicPages } from '../../public-urls';

export const events = defineContentType({
  key: 'events',
  adminPath: 'events',
  label: { singular: 'Event', plural: 'Events' },
  section: 'Content',
  icon: 'Event',
  kind: 'collection',
  fields: [
    title(),
    slug(),
    date('start_date', 'Start date', { required: true, help: 'Events are grouped by the year of this date.' }),
    picture(),
    description(),
    departmentTags(),
    seo(),
  ],
  departmentScope: byDepartmentTags,
  titleField: 'title',
  listColumns: ['imageUrl', 'title', 'start_date', 'status'],
  searchFields: ['title'],
  search: { group: 'events', fields: ['description'], weight: 0.75 },
  defaultSort: { field: 'start_date', direction: 'desc' },
  dateField: 'start_date',
  publicListing: {},
  publicPage: publicPages.events,
});
