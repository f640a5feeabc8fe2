import { describe, expect, it } from 'vitest';
import { setPasswordFormSchema } from './set-password-form';

describe('the set-password form', () => {
  it('asks for 12 characters and the same password twice', () => {
    const short = setPasswordFormSchema.safeParse({ password: 'elevenchars', confirmPassword: 'elevenchars' });
    expect(short.error?.issues.map((i) => i.message)).toEqual(['The password must be at least 12 characters.']);
    const mismatch = setPasswordFormSchema.safeParse({ password: 'twelve chars!', confirmPassword: 'twelve chars?' });
    expect(mismatch.error?.issues[0]?.path).toEqual(['confirmPassword']);
    expect(setPasswordFormSchema.safeParse({ password: 'twelve chars!', confirmPassword: 'twelve chars!' }).success).toBe(true);
  });
});
