import * as bookingMessages from './messages/booking';
import * as bookingHindi from './messages/booking-hi';
import * as formMessages from './messages/forms';
import * as formsHindi from './messages/forms-hi';
import * as searchMessages from './messages/search';
import * as searchHindi from './messages/search-hi';
import * as siteMessages from './messages/site';
import * as siteHindi from './messages/site-hi';
import { provideFormTexts } from './form-texts';
import { defaultLanguage } from './languages';

/**
 * One typed catalogue per language, in areas (`site`, `forms`; add an area as a file in
 * `messages/` exporting `en`, and a file `<area>-hi.ts` exporting a typed `hi`: a module of its own, so
 * that the browser loads only the page's language). A language the hospital adds in the settings
 * without a catalogue here reads English texts (and marks them `lang="en"`).
 */
const catalogues = {
  en: { site: siteMessages.en, forms: formMessages.en, search: searchMessages.en, booking: bookingMessages.en },
  hi: { site: siteHindi.hi, forms: formsHindi.hi, search: searchHindi.hi, booking: bookingHindi.hi },
};

export type Messages = (typeof catalogues)['en'];

// The forms' shared rules (content/src/forms) read their texts from here, on the server in every language.
for (const [language, messages] of Object.entries(catalogues)) provideFormTexts(language, messages.forms);

/** The languages with a catalogue of their own. */
export const cataloguedLanguages = Object.keys(catalogues);

export const hasCatalogue = (language: string): boolean => Object.prototype.hasOwnProperty.call(catalogues, language);

/** The catalogue of a language, or English's when it has none. */
export const messagesFor = (language: string): Messages =>
  hasCatalogue(language) ? catalogues[language as keyof typeof catalogues] : catalogues[defaultLanguage];
