import { describe, expect, it } from 'vitest';
import { profileFormSchema, profileRequestBody } from './profile-schema';

const valid = { name: 'Asha Rao', email: 'asha@hospital.test', currentPassword: 'old-password-1', newPassword: '', confirmPassword: '' };
const errors = (value: unknown) => {
  const result = profileFormSchema.safeParse(value);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('change profile form', () => {
  it('needs the current password for any change', () => {
    expect(errors({ ...valid, currentPassword: '' })).toEqual({ currentPassword: 'Enter your current password to save changes.' });
  });

  it('asks for a new password of at least 12 characters, typed twice the same', () => {
    expect(errors({ ...valid, newPassword: 'short', confirmPassword: 'short' })).toEqual({
      newPassword: 'The new password must be at least 12 characters.',
    });
    expect(errors({ ...valid, newPassword: 'long-enough-1', confirmPassword: 'long-enough-2' })).toEqual({
      confirmPassword: 'The two new passwords do not match.',
    });
    expect(errors({ ...valid, newPassword: 'long-enough-1', confirmPassword: 'long-enough-1' })).toEqual({});
  });

  it('checks the email as the browser does', () => {
    expect(errors({ ...valid, email: 'not an email' }).email).toBe('Email must be an email address like name@example.com.');
  });

  it('sends no confirmation, and the new password only when one was typed', () => {
    expect(profileRequestBody(valid)).toEqual({ name: 'Asha Rao', email: 'asha@hospital.test', currentPassword: 'old-password-1' });
    expect(profileRequestBody({ ...valid, newPassword: 'long-enough-1', confirmPassword: 'long-enough-1' }).newPassword).toBe('long-enough-1');
  });
});
