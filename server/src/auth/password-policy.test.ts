import { describe, expect, it } from 'vitest';
import { passwordProblem } from './password-policy';

describe('the password rule about the email address', () => {
  const email = 'Meera.K@hospital.test';

  it('refuses a password holding the name before the @, and its message names that part, not the whole address', () => {
    const problem = passwordProblem('my-MEERA.K-lamp-42', email);
    expect(problem).toBe('The password must not contain "meera.k", the part of your email address before the @.');
    // The whole address holds the name too: refused with the same words.
    expect(passwordProblem('meera.k@hospital.test!', email)).toBe(problem);
  });

  it('takes a password with only the domain, or a name too short to refuse', () => {
    expect(passwordProblem('hospital.test-lamp-42', email)).toBeUndefined();
    expect(passwordProblem('raj-river-lantern-42', 'raj@hospital.test')).toBeUndefined();
  });
});
