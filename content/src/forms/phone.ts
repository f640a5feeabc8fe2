import { isSupportedCountry, parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/min';
import { formTextsFor } from '../i18n/form-texts';
import { defaultLanguage } from '../i18n/languages';
import { defaultPhoneCountry } from './desk-declarations';

/**
 * Phone numbers on the public forms (issue 30): read with libphonenumber-js for the hospital's
 * country (site setting "Forms: phone numbers' country", India by default), so a 10-digit mobile,
 * a landline with its STD code (022 2345 6789) and an international number with + are accepted,
 * and stored in one form, E.164 (+919876543210). The `min` metadata checks each country's lengths
 * and leading digits, not every number range: small enough for the browser's lazily loaded
 * validator, and enough to refuse "12345" or "1-2-3", which the desk cannot call back.
 */

/** The country a setting names, upper case; the default when it is empty or not a country the library knows. */
export const phoneCountry = (setting: string | null | undefined): CountryCode => {
  const code = (setting ?? '').trim().toUpperCase();
  return code && isSupportedCountry(code) ? code : (defaultPhoneCountry as CountryCode);
};

export const isPhoneCountry = (setting: string): boolean => isSupportedCountry(setting.trim().toUpperCase());

/** The message for a number that cannot be read; it names the hospital's country's forms. */
export const phoneMessage = (country: CountryCode, language: string = defaultLanguage): string => {
  const m = formTextsFor(language);
  return country === 'IN' ? m.phoneIndia : m.phoneOther;
};

/** The number in E.164 (+919876543210), or null when it is not a valid number for the country (or with its own +country code). */
export function normalisePhone(text: string, country: CountryCode): string | null {
  // Letters are no part of a number the desk can dial ("98765 ABCDE").
  if (/[A-Za-z]/.test(text)) return null;
  const parsed = parsePhoneNumberFromString(text, { defaultCountry: country, extract: false });
  return parsed?.isValid() ? parsed.number : null;
}
