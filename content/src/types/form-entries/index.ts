import { defineContentType } from '../../content-type';
import { select, text } from '../../fields';
import { publicForms } from '../../forms';

/**
 * What visitors sent through the public forms. Entries are created by the form endpoints only
 * and are read-only in the admin. The fields below are the ones every form shares (for the list
 * and search); the whole submitted body is kept as `payload` and the caller's IP, as the server
 * saw it, as `ip`.
 */
export const formEntries = defineContentType({
  key: 'form-entries',
  adminPath: 'contactentries',
  label: { singular: 'Form entry', plural: 'Form entries' },
  section: 'Forms',
  icon: 'Inbox',
  kind: 'custom',
  fields: [
    select('form', 'Form', {
      readOnly: true,
      options: publicForms.map((f) => ({ value: f.key, label: f.label })),
    }),
    text('name', 'Name', { readOnly: true, help: "The sender's name (for discharge feedback, the full name)." }),
    text('phone', 'Phone', { readOnly: true, format: 'phone' }),
    text('email', 'Email', { readOnly: true, format: 'email' }),
  ],
  systemFields: ['payload', 'ip'],
  titleField: 'name',
  listColumns: ['createdAt', 'form', 'name', 'phone', 'email'],
  searchFields: ['name', 'phone', 'email'],
  defaultSort: { field: 'createdAt', direction: 'desc' },
});
