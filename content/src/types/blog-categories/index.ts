import { defineContentType } from '../../content-type';
import { slug } from '../../fields';
import { title } from '../common-fields';

export const blogCategories = defineContentType({
  key: 'blog-categories',
  adminPath: 'blog-categories',
  label: { singular: 'Blog category', plural: 'Blog categories' },
  section: 'Content',
  icon: 'Label',
  kind: 'collection',
  fields: [title({ required: true }), slug()],
  titleField: 'title',
  listColumns: ['title', 'slug', 'status', 'createdAt'],
  searchFields: ['title'],
  defaultSort: { field: 'createdAt', direction: 'desc' },
  publicListing: {},
});
