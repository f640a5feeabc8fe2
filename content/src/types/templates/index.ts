import { defineContentType } from '../../content-type';
import { text, type FieldListField } from '../../fields';

const fieldList: FieldListField = {
  type: 'fieldList',
  name: 'fields',
  label: 'Fields',
  help: 'The fields and repeaters the layout reads, in the order the page editor shows them.',
};

/** Template definitions kept as records (the built-in ones are declared in `templates/index.ts`). */
export const templates = defineContentType({
  key: 'templates',
  adminPath: 'templates',
  label: { singular: 'Template', plural: 'Templates' },
  section: 'Site',
  icon: 'ViewQuilt',
  kind: 'collection',
  fields: [
    text('templateId', 'Template id', {
      required: true,
      unique: true,
      maxLength: 100,
      pattern: {
        regex: /^[a-z0-9]+(?:-[a-z0-9]+)*$/,
        message: 'Template id may hold lowercase letters, digits and dashes (e.g. health-plan).',
      },
      help: 'The id pages refer to; the public site needs a layout of the same id.',
    }),
    text('name', 'Name', { required: true }),
    text('description', 'Description', { multiline: true }),
    fieldList,
  ],
  titleField: 'name',
  listColumns: ['name', 'templateId', 'status', 'updatedAt'],
  searchFields: ['name', 'templateId'],
  defaultSort: { field: 'name', direction: 'asc' },
});
