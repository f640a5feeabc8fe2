import * as bookingMessages from './messages/booking';
import * as bookingHindi from './messages/booking-hi';
import * as formMessages from './messages/forms';
import * as searchMessages from './messages/search';
import * as siteMessages from './messages/site';
import { defaultLanguage } from './languages';

/**
 * One typed catalogue per language, in areas (`site`, `forms`; add an area as a file in
 * `messages/` exporting `en` and a typed `hi`). A language the hospital adds in the settings
 * without a catalogue here reads English texts (and marks them `lang="en"`).
 */
const catalogues = {
  en: { site: siteMessages.en, forms: formMessages.en, search: searchMessages.en, booking: bookingMessages.en },
  hi: { site: siteMessages.hi, forms: formMessages.hi, search: searchMessages.hi, booking: bookingHindi.hi },
};

export type Messages = (typeof catalogues)['en'];

/** The languages with a catalogue of their own. */
export const cataloguedLanguages = Object.keys(catalogues);

export const hasCatalogue = (language: string): boolean => Object.prototype.hasOwnProperty.call(catalogues, language);

/** The catalogue of a language, or English's when it has none. */
export const messagesFor = (language: string): Messages =>
  hasCatalogue(language) ? catalogues[language as keyof typeof catalogues] : catalogues[defaultLanguage];
