import { defineContentType } from '../../content-type';
import { title } from '../common-fields';

export const galleryCategories = defineContentType({
  key: 'gallery-categories',
  adminPath: 'gallery-categories',
  label: { singular: 'Gallery category', plural: 'Gallery categories' },
  section: 'Media',
  icon: 'Collections',
  kind: 'collection',
  fields: [title({ required: true, help: 'The tab name on the photo gallery page.' })],
  titleField: 'title',
  listColumns: ['title', 'status', 'createdAt'],
  searchFields: ['title'],
  defaultSort: { field: 'createdAt', direction: 'desc' },
  publicListing: {},
});
