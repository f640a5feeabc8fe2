import { defineContentType } from '../../content-type';
import { description, title } from '../common-fields';

export const faqs = defineContentType({
  key: 'faqs',
  adminPath: 'faqs',
  label: { singular: 'FAQ', plural: 'FAQs' },
  section: 'Content',
  icon: 'Quiz',
  kind: 'collection',
  fields: [
    title({ required: true, label: 'Question' }),
    description({ required: true, label: 'Answer' }),
  ],
  titleField: 'title',
  listColumns: ['title', 'status', 'createdAt'],
  searchFields: ['title'],
  search: { group: 'faqs', fields: ['description'], listedOn: 'faq', weight: 0.95 },
  defaultSort: { field: 'createdAt', direction: 'desc' },
  publicListing: {},
});
