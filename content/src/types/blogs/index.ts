import { defineContentType } from '../../content-type';
import { date, relation, seo, slug, text } from '../../fields';
import { byDepartmentTags, departmentTags, description, picture, title } from '../common-fields';
import { publicPages } from '../../public-urls';

export const blogs = defineContentType({
  key: 'blogs',
  adminPath: 'blogs',
  label: { singular: 'Blog post', plural: 'Blog posts' },
  section: 'Content',
  icon: 'Article',
  kind: 'collection',
  fields: [
    title({ required: true }),
    slug(),
    date('date', 'Date', { required: true, help: 'The publication date shown on the post.' }),
    relation('blogCategory', 'Category', { to: 'blog-categories', required: true }),
    text('author', 'Author', { maxLength: 200, help: 'The name shown as who wrote the post; may be left empty.' }),
    picture(),
    description({ label: 'Content' }),
    departmentTags(),
    seo(),
  ],
  departmentScope: byDepartmentTags,
  titleField: 'title',
  listColumns: ['imageUrl', 'title', 'blogCategory', 'date', 'status'],
  searchFields: ['title'],
  search: { group: 'blogs', fields: ['description'], weight: 0.8 },
  defaultSort: { field: 'date', direction: 'desc' },
  dateField: 'date',
  publicListing: {},
  publicPage: publicPages.blogs,
  reviewIntervalDays: 365,
});
