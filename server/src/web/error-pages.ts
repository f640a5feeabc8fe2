import { messagesFor } from '@hospital/content/i18n/catalogue';
import { defaultLanguage, languagePath } from '@hospital/content/i18n/languages';

/**
 * The server's own short pages, answered when no page can be rendered: a render that failed (503)
 * and a visitor over their fair share of searches (429). Written in the language of the address
 * (`/hi/…`, issue 32) from the site catalogue; a language without a catalogue reads English and
 * says so with `lang="en"`. English stays byte for byte what it always was.
 */

/** The catalogue's texts carry no markup; escaped all the same, as every text put into HTML. */
const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The language the texts are written in: the page's when it has a catalogue, else English. */
function pageTexts(language: string) {
  const site = messagesFor(language).site;
  const written = site === messagesFor(defaultLanguage).site ? defaultLanguage : language;
  return { t: site, lang: written };
}

/** "This page could not be shown just now" (503), in the language of the address. */
export function unavailableHtml(language: string): string {
  const { t, lang } = pageTexts(language);
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><title>${escapeHtml(t.unavailableTitle)}</title></head><body><main><h1>${escapeHtml(t.unavailableHeading)}</h1><p>${escapeHtml(t.unavailableText)}</p></main></body></html>`;
}

/** "Too many searches at once" (429), its links to the search and home page of the address's language. */
export function tooManySearchesHtml(language: string): string {
  const { t, lang } = pageTexts(language);
  const search = languagePath('/search', language);
  const home = languagePath('/', language);
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="robots" content="noindex"><title>${escapeHtml(t.tooManySearchesTitle)}</title></head><body><main><h1>${escapeHtml(t.tooManySearchesHeading)}</h1><p>${escapeHtml(t.tooManySearchesBefore)}<a href="${escapeHtml(search)}">${escapeHtml(t.searchAgain)}</a>${escapeHtml(t.tooManySearchesAfter)}</p><p><a href="${escapeHtml(home)}">${escapeHtml(t.goHome)}</a></p></main></body></html>`;
}
