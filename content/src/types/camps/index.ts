import { defineContentType } from '../../content-type';
import { date, seo, slug } from '../../fields';
import { byDepartmentTags, departmentTags, description, picture, title } from '../common-fields';
import { publicPages } from '../../public-urls';

/** Health camps the hospital runs. */
export const camps = defineContentType({
  key: 'camps',
  adminPath: 'camps',
  label: { singular: 'Camp', plural: 'Camps' },
  section: 'Content',
  icon: 'VolunteerActivism',
  kind: 'collection',
  fields: [
    title(),
    slug(),
    date('campsdate', 'Camp date', { required: true, help: 'Camps are grouped by the year of this date.' }),
    picture('mediaimageUrl', 'Image'),
    description(),
    departmentTags(),
    seo(),
  ],
  departmentScope: byDepartmentTags,
  titleField: 'title',
  listColumns: ['mediaimageUrl', 'title', 'campsdate', 'status'],
  searchFields: ['title'],
  search: { group: 'events', fields: ['description'], weight: 0.75 },
  defaultSort: { field: 'campsdate', direction: 'desc' },
  dateField: 'campsdate',
  publicListing: {},
  publicPage: publicPages.camps,
});
