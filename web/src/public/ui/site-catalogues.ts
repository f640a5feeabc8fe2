import { defaultLanguage } from '@hospital/content/i18n/languages';
import { en, type SiteMessages } from '@hospital/content/i18n/messages/site';

/**
 * The browser's `site` texts: English is in the page's script; each other language with a
 * catalogue is a chunk of its own, loaded only on its pages, so no page downloads every language.
 * (The server renders from the whole catalogue, content/src/i18n/catalogue.ts.) A language added
 * to the catalogue gets its loader here; a unit test checks that none is missing.
 */
export const siteCatalogueLoaders: Readonly<Record<string, () => Promise<SiteMessages>>> = {
  hi: () => import('@hospital/content/i18n/messages/site-hi').then((m) => m.hi),
};

/** The texts of a language and the language they are in (English's, for a language without a catalogue). */
export async function siteMessages(language: string): Promise<{ messages: SiteMessages; messagesLanguage: string }> {
  const load = Object.prototype.hasOwnProperty.call(siteCatalogueLoaders, language) ? siteCatalogueLoaders[language] : undefined;
  if (!load) return { messages: en, messagesLanguage: defaultLanguage };
  return { messages: await load(), messagesLanguage: language };
}
