import { defineContentType } from '../../content-type';
import { seo, slug } from '../../fields';
import { description, picture, title } from '../common-fields';
import { publicPages } from '../../public-urls';

export const specialities = defineContentType({
  key: 'specialities',
  adminPath: 'our-speciality',
  label: { singular: 'Speciality', plural: 'Specialities' },
  section: 'Content',
  icon: 'MonitorHeart',
  kind: 'collection',
  fields: [
    title({ required: true }),
    slug(),
    description({ help: 'The list shows its first 10 words.' }),
    picture('mediaimageUrl', 'Image'),
    seo(),
  ],
  titleField: 'title',
  listColumns: ['mediaimageUrl', 'title', 'status', 'createdAt'],
  searchFields: ['title'],
  // `seo`: its keywords (in each language), the conditions a patient names it by (issue 43).
  search: { group: 'departments', fields: ['description', 'seo'], weight: 1.3 },
  defaultSort: { field: 'createdAt', direction: 'desc' },
  publicListing: {},
  publicPage: publicPages.specialities,
});
