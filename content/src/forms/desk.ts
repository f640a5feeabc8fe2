import { z } from 'zod';
import { isEmail } from '../formats';
import { parseEmailList, type DeskSettings } from './desk-declarations';

/** The desk's settings as the studio sends them, checked the same way in the browser and on the server. */

export * from './desk-declarations';

const emailListMessage = 'Enter e-mail addresses separated by commas.';
const emailList = z
  .string({ error: emailListMessage })
  .trim()
  .max(2000, 'At most 2,000 characters of addresses.')
  .refine((v) => parseEmailList(v).every(isEmail), emailListMessage);

const formDesk = z.strictObject({
  /** Who hears of this form's entries, besides the site's default list. */
  recipients: emailList,
  retentionDays: z
    .number({ error: 'Keep entries for a whole number of days from 1 to 3650.' })
    .int('Keep entries for a whole number of days from 1 to 3650.')
    .min(1, 'Keep entries for a whole number of days from 1 to 3650.')
    .max(3650, 'Keep entries for a whole number of days from 1 to 3650.'),
});

const unknownKeys = { error: (iss: { code: string; keys?: string[] }) => (iss.code === 'unrecognized_keys' ? `Unknown field: ${(iss.keys ?? []).join(', ')}.` : undefined) };

export const deskSettingsSchema: z.ZodType<DeskSettings> = z.strictObject(
  {
    forms: z.strictObject({ contact: formDesk, appointment: formDesk, feedback: formDesk, getintouch: formDesk }),
    /** Appointments: who hears of a request for a department, by its title. */
    departmentRecipients: z
      .array(z.strictObject({ department: z.string().trim().min(1, 'Name the department.').max(200), recipients: emailList.refine((v) => v !== '', emailListMessage) }))
      .max(200),
    /** Data minimisation: the notification names the form, reference and department only, unless this is on. */
    includePatientDetails: z.boolean({ error: 'Choose whether notifications carry the patient details.' }),
    acknowledgement: z.strictObject({
      enabled: z.boolean({ error: 'Choose whether patients get an acknowledgement.' }),
      subject: z.string().trim().min(1, 'The subject is required.').max(200),
      text: z.string().trim().min(1, 'The text is required.').max(5000),
    }),
  },
  unknownKeys,
);

