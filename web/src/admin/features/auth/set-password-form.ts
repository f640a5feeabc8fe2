import { maxPasswordLength, minPasswordLength } from '@hospital/content/roles';
import { z } from 'zod';

/**
 * The new password, typed twice. The length is checked here as the server does; whether it is
 * among the common passwords only the server knows (its list is not sent to the browser).
 */
export const setPasswordFormSchema = z
  .object({
    password: z
      .string()
      .min(minPasswordLength, `The password must be at least ${minPasswordLength} characters.`)
      .max(maxPasswordLength, `The password must be at most ${maxPasswordLength} characters.`),
    confirmPassword: z.string().min(1, 'Type the password again.'),
  })
  .refine((v) => v.password === v.confirmPassword, { path: ['confirmPassword'], message: 'The two passwords do not match.' });

export type SetPasswordForm = z.infer<typeof setPasswordFormSchema>;

export const passwordPolicy = `At least ${minPasswordLength} characters, and not one of the common passwords (those are refused). A few unrelated words make a good one.`;
