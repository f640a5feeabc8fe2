import { defineContentType } from '../../content-type';
import { seo, text, type TemplateDataField } from '../../fields';
import { byDepartmentTags, departmentTags, description, title } from '../common-fields';

/** The template data entries of a page, shaped by its template (see `templates/index.ts`). */
const templateData = {
  type: 'templateData',
  name: 'templateData',
  label: 'Template fields',
  help: 'The sections of the chosen template.',
  // Its text and rich-text values are translated; images, links and numbers are shared.
  translatable: true,
} as const satisfies TemplateDataField;

export const pages = defineContentType({
  key: 'pages',
  adminPath: 'pages',
  label: { singular: 'Page', plural: 'Pages' },
  section: 'Content',
  icon: 'Description',
  kind: 'collection',
  fields: [
    title({ required: true, help: 'Shown in the page banner and the browser tab.' }),
    text('pageRoute', 'Page route', {
      required: true,
      unique: true,
      maxLength: 200,
      pattern: {
        regex: /^[a-z0-9][a-z0-9_-]*(?:\/[a-z0-9][a-z0-9_-]*)*$/,
        message:
          'Page route may hold lowercase letters, digits, dashes and slashes between words, with no slash at either end (e.g. about-us).',
      },
      help: 'The web address after the domain, e.g. "about-us" for /about-us. "home" is the home page. Made from the title until you type one.',
      from: 'title',
    }),
    text('template', 'Template', {
      required: true,
      maxLength: 100,
      help: 'The layout of the page; it decides which template fields appear below.',
    }),
    description({ help: 'The main text of the page.' }),
    templateData,
    departmentTags(),
    seo(),
  ],
  departmentScope: byDepartmentTags,
  titleField: 'title',
  listColumns: ['title', 'pageRoute', 'template', 'status', 'updatedAt'],
  searchFields: ['title', 'pageRoute'],
  search: { group: 'pages', fields: ['description', 'templateData'], weight: 1.15 },
  defaultSort: { field: 'title', direction: 'asc' },
  publicListing: {},
  reviewIntervalDays: 180,
});
