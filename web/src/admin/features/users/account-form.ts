import { isEmail } from '@hospital/content/formats';
import { roleKeys } from '@hospital/content/roles';
import { z } from 'zod';

/**
 * The add and edit form of a staff account, with the server's rules (server/src/users): a name,
 * an e-mail address, a role, at least one department for a department editor, the content types
 * of an author (none: every type) and at least one language for a translator.
 */
export const accountFormSchema = z
  .object({
    name: z.string().trim().min(1, 'Name is required.').max(200, 'Name must be at most 200 characters.'),
    email: z.string().trim().min(1, 'Email is required.').max(320, 'Email is too long.').refine(isEmail, 'Email must be an email address like name@example.com.'),
    role: z.enum(roleKeys, { error: 'Choose a role.' }),
    departmentIds: z.array(z.string()),
    contentTypes: z.array(z.string()),
    languages: z.array(z.string()),
    locationIds: z.array(z.string()),
  })
  .refine((v) => v.role !== 'department_editor' || v.departmentIds.length > 0, { path: ['departmentIds'], message: 'Choose at least one department.' })
  .refine((v) => v.role !== 'translator' || v.languages.length > 0, { path: ['languages'], message: 'Choose at least one language.' });

export type AccountForm = z.infer<typeof accountFormSchema>;

/** What the server receives: departments only for a department editor, types for an author, languages for a translator. */
export const accountBody = (form: AccountForm) => ({
  name: form.name.trim(),
  email: form.email.trim(),
  role: form.role,
  departmentIds: form.role === 'department_editor' ? form.departmentIds : [],
  contentTypes: form.role === 'author' ? form.contentTypes : [],
  languages: form.role === 'translator' ? form.languages : [],
  // A requests desk person may be limited to locations of the network (issue 48); none: every location.
  locationIds: form.role === 'requests_desk' ? form.locationIds : [],
});
