import type { ContentType } from '@hospital/content/content-type';
import { readTranslations, stampTranslations, unknownLanguages, translatableFields, translationsKey, type Translations, type TranslationsInput } from '@hospital/content/i18n/translations';
import { ValidationError } from '../errors/http-errors';

/**
 * What a save does with a record's `translations` (`content/i18n/translations.ts`), for the
 * collections, the site settings and the menu items alike: absent, the translations saved before
 * are kept (a client that does not edit them cannot lose them); null clears them; given, they are
 * checked against the site's languages and stamped (`basis`, `savedAt`) by the server.
 */

/** Does the type have anything to translate (and so a `translations` value)? */
export const isTranslated = (type: Pick<ContentType, 'fields'>): boolean => translatableFields(type).length > 0;

export function settleTranslations(
  type: Pick<ContentType, 'fields'>,
  record: Record<string, unknown>,
  incoming: unknown,
  previous: unknown,
  languages: readonly string[],
  now: Date,
  /** Where the translations are in the body, for the errors: `translations`, `items.0.translations`. */
  at: string = translationsKey,
): Translations {
  const before = readTranslations(previous);
  if (incoming === undefined) return before;
  if (incoming === null || typeof incoming !== 'object') return {};
  const given = incoming as TranslationsInput;
  const unknown = unknownLanguages(given, before, languages);
  if (unknown.length > 0) {
    const site = `The site's languages are ${languages.join(', ')}; add a language in Site settings first.`;
    throw new ValidationError(
      `Not a language of the site: ${unknown.join(', ')}. ${site}`,
      Object.fromEntries(unknown.map((language) => [`${at}.${language}`, `${language} is not one of the site's languages. ${site}`])),
    );
  }
  return stampTranslations(type, record, given, before, now.toISOString());
}

/** Translations the server stamped itself (the workflow's publish of a checked draft): kept as they are. */
export const stampedTranslations = (value: unknown): Translations => readTranslations(value);
