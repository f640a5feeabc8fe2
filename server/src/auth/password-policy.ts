import { dictionary } from '@zxcvbn-ts/language-common';
import { maxPasswordLength, minPasswordLength } from '@hospital/content/roles';

/**
 * The passwords staff may choose: at least 12 characters, not one of the ~49,000 most common
 * passwords (the list zxcvbn-ts maintains, shipped in its npm package; nothing is fetched), not
 * holding the name part of the person's email address, and not one character repeated.
 */

const commonPasswords = new Set(dictionary['passwords-common'].map((p) => p.toLowerCase()));

/**
 * Names shorter than this are too common a run of letters to refuse ("ana", "raj"): a password
 * holding one says nothing about the person.
 */
const minEmailNameLength = 4;

/** The part of an email address before the @, when long enough to be worth refusing. */
const emailName = (email: string | undefined): string | undefined => {
  const name = email?.split('@')[0]?.trim().toLowerCase();
  return name !== undefined && name.length >= minEmailNameLength ? name : undefined;
};

/** Why a password is refused, or undefined when it will do. */
export function passwordProblem(password: string, email?: string): string | undefined {
  if (password.length < minPasswordLength) return `The password must be at least ${minPasswordLength} characters.`;
  if (password.length > maxPasswordLength) return `The password must be at most ${maxPasswordLength} characters.`;
  if (commonPasswords.has(password.toLowerCase())) return 'This password is among the most common ones and easily guessed. Choose another.';
  // The rule is about the name before the @ (the whole address holds it too), and the message says so.
  const name = emailName(email);
  if (name !== undefined && password.toLowerCase().includes(name)) {
    return `The password must not contain "${name}", the part of your email address before the @.`;
  }
  if (/^(.)\1+$/.test(password)) return 'The password must not be one character repeated.';
  return undefined;
}
