import { defineContentType } from '../../content-type';
import { seo, slug } from '../../fields';
import { description, picture, title } from '../common-fields';
import { publicPages } from '../../public-urls';

/** A department of the hospital; doctors (experts) belong to one or more. */
export const expertCategories = defineContentType({
  key: 'expert-categories',
  adminPath: 'expert-categories',
  label: { singular: 'Department', plural: 'Departments' },
  section: 'People',
  icon: 'Category',
  kind: 'collection',
  fields: [
    title({ required: true, label: 'Department name' }),
    slug(),
    description(),
    picture(),
    seo(),
  ],
  departmentScope: 'self',
  titleField: 'title',
  listColumns: ['title', 'slug', 'status', 'updatedAt'],
  searchFields: ['title'],
  // `seo`: its keywords (in each language), the conditions a patient names it by (issue 43).
  search: { group: 'departments', fields: ['description', 'seo'], weight: 1.3 },
  // Departments are looked up by name in filters and selects: alphabetical reads best.
  defaultSort: { field: 'title', direction: 'asc' },
  publicListing: {},
  publicPage: publicPages['expert-categories'],
  reviewIntervalDays: 180,
});
