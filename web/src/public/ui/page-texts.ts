import { provideFormTexts } from '@hospital/content/i18n/form-texts';
import { en as formsEnglish, type FormMessages } from '@hospital/content/i18n/messages/forms';
import { en as searchEnglish, type SearchMessages } from '@hospital/content/i18n/messages/search';
import { useLanguage } from './language';

/**
 * The forms' and the search page's texts (the catalogue's `forms` and `search` areas) in the
 * page's language, as the site's own texts are (ui/site-catalogues.ts): English is in the page's
 * script; each other language is a chunk of its own, loaded before the page is hydrated, so an
 * English page never downloads Hindi. The server renders from the whole catalogue, which it hands
 * over with `provideTexts`. A language without texts here reads English.
 */
export interface PageTexts {
  forms: FormMessages;
  search: SearchMessages;
}

const english: PageTexts = { forms: formsEnglish, search: searchEnglish };

const loaders: Readonly<Record<string, () => Promise<PageTexts>>> = {
  hi: () =>
    Promise.all([import('@hospital/content/i18n/messages/forms-hi'), import('@hospital/content/i18n/messages/search-hi')]).then(([forms, search]) => ({
      forms: forms.hi,
      search: search.hi,
    })),
};

const provided = new Map<string, PageTexts>();

/** The server's texts of a language (from the whole catalogue), or the browser's once loaded. */
export function provideTexts(language: string, texts: PageTexts): void {
  provided.set(language, texts);
  // The forms' shared rules (their messages) read the same texts.
  provideFormTexts(language, texts.forms);
}

/** Loads a language's texts before the page is hydrated; English and a language without texts need nothing. */
export async function loadPageTexts(language: string): Promise<void> {
  const load = Object.prototype.hasOwnProperty.call(loaders, language) ? loaders[language] : undefined;
  if (load && !provided.has(language)) provideTexts(language, await load());
}

const textsOf = (language: string): PageTexts => provided.get(language) ?? english;

/** The public forms' texts in the page's language. */
export const useFormTexts = (): FormMessages => textsOf(useLanguage().language).forms;

/** The search page's texts in the page's language. */
export const useSearchTexts = (): SearchMessages => textsOf(useLanguage().language).search;
