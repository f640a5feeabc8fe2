import { defineContentType } from '../../content-type';
import { seo, slug, text } from '../../fields';
import { description, picture, title } from '../common-fields';
import { publicPages } from '../../public-urls';

export const leaders = defineContentType({
  key: 'leaders',
  adminPath: 'leaders',
  label: { singular: 'Leader', plural: 'Leaders' },
  section: 'People',
  icon: 'SupervisorAccount',
  kind: 'collection',
  fields: [
    title({ required: true, label: 'Name' }),
    slug(),
    text('designation', 'Designation', { help: 'e.g. Chairman, Medical Superintendent.', translatable: true }),
    picture('imageUrl', 'Photo'),
    description({ label: 'Profile' }),
    seo(),
  ],
  titleField: 'title',
  listColumns: ['imageUrl', 'title', 'designation', 'status', 'createdAt'],
  searchFields: ['title', 'designation'],
  defaultSort: { field: 'createdAt', direction: 'desc' },
  publicListing: {},
  publicPage: publicPages.leaders,
});
