import { defineContentType } from '../../content-type';
import { date } from '../../fields';
import { description, title } from '../common-fields';

export const announcements = defineContentType({
  key: 'announcements',
  adminPath: 'announcements',
  label: { singular: 'Announcement', plural: 'Announcements' },
  section: 'Content',
  icon: 'Campaign',
  kind: 'collection',
  fields: [title(), date('date', 'Date'), description()],
  titleField: 'title',
  listColumns: ['title', 'date', 'status'],
  searchFields: ['title'],
  defaultSort: { field: 'date', direction: 'desc' },
  dateField: 'date',
  publicListing: {},
});
