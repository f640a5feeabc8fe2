import { defineContentType } from '../../content-type';
import { text } from '../../fields';

/**
 * Administrator accounts. The password is never a field: it is set by the create-admin task and
 * changed on the profile screen, which sends it to a route of its own.
 */
export const admins = defineContentType({
  key: 'admins',
  adminPath: 'change-profile',
  label: { singular: 'Profile', plural: 'Administrators' },
  section: 'Account',
  icon: 'AccountCircle',
  kind: 'custom',
  fields: [
    text('name', 'Name', { required: true, maxLength: 200 }),
    text('email', 'Email', { required: true, format: 'email', unique: true, help: 'Also the username to sign in with.' }),
  ],
  titleField: 'name',
  listColumns: ['name', 'email', 'updatedAt'],
  searchFields: ['name', 'email'],
  defaultSort: { field: 'name', direction: 'asc' },
});
