import { isEmail } from '@hospital/content/formats';
import { minPasswordLength } from '@hospital/content/roles';
import { z } from 'zod';

/** The server's minimum for a new password (content/src/roles.ts; the server also refuses common ones). */
export const MIN_PASSWORD_LENGTH = minPasswordLength;

/**
 * The change-profile form. The current password is asked for every change (the server checks
 * it); a new password is optional and must be typed twice.
 */
export const profileFormSchema = z
  .object({
    name: z.string().trim().min(1, 'Name is required.').max(200, 'Name must be at most 200 characters.'),
    email: z
      .string()
      .trim()
      .min(1, 'Email is required.')
      .refine(isEmail, 'Email must be an email address like name@example.com.'),
    currentPassword: z.string().min(1, 'Enter your current password to save changes.'),
    newPassword: z
      .string()
      .refine((v) => v === '' || v.length >= MIN_PASSWORD_LENGTH, `The new password must be at least ${MIN_PASSWORD_LENGTH} characters.`),
    confirmPassword: z.string(),
  })
  .refine((v) => v.newPassword === v.confirmPassword, { path: ['confirmPassword'], message: 'The two new passwords do not match.' });

export type ProfileForm = z.infer<typeof profileFormSchema>;

/** What `PUT profile` receives: no confirmation, and no new password when none was typed. */
export function profileRequestBody(form: ProfileForm): { name: string; email: string; currentPassword: string; newPassword?: string } {
  return {
    name: form.name.trim(),
    email: form.email.trim(),
    currentPassword: form.currentPassword,
    ...(form.newPassword ? { newPassword: form.newPassword } : {}),
  };
}
