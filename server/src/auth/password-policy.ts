import { dictionary } from '@zxcvbn-ts/language-common';
import { maxPasswordLength, minPasswordLength } from '@hospital/content/roles';

/**
 * The passwords staff may choose: at least 12 characters, and not one of the ~49,000 most common
 * passwords (the list zxcvbn-ts maintains, shipped in its npm package; nothing is fetched).
 */

const commonPasswords = new Set(dictionary['passwords-common'].map((p) => p.toLowerCase()));

/** Why a password is refused, or undefined when it will do. */
export function passwordProblem(password: string, email?: string): string | undefined {
  if (password.length < minPasswordLength) return `The password must be at least ${minPasswordLength} characters.`;
  if (password.length > maxPasswordLength) return `The password must be at most ${maxPasswordLength} characters.`;
  if (commonPasswords.has(password.toLowerCase())) return 'This password is among the most common ones and easily guessed. Choose another.';
  if (email && password.toLowerCase().includes(email.toLowerCase().split('@')[0] ?? '\u0000') && (email.split('@')[0]?.length ?? 0) >= 4) {
    return 'The password must not contain your email address.';
  }
  if (/^(.)\1+$/.test(password)) return 'The password must not be one character repeated.';
  return undefined;
}
