import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { defaultLanguage, languageInfo } from '@hospital/content/i18n/languages';
import { en as englishMessages, type SiteMessages } from '@hospital/content/i18n/messages/site';
import { useApiData } from '../data/api-data';
import { languagesFrom, siteSettingsPath } from '../data/site-settings';

/**
 * The page's language, as every component of the public site reads it: the language of the
 * address (`/hi/…`, or the default language's at today's addresses), the site's languages, the
 * website's own texts in it (the `site` area of the catalogue) and the Intl locale of its dates
 * and numbers. One language per page: moving to another language is a new page load, so the data
 * a page holds is always in its language.
 */
export interface PageLanguage {
  /** The page's language: its address prefix and `<html lang>`. */
  language: string;
  /** The site's languages, default first (site setting `languages`). */
  languages: readonly string[];
  /** The website's texts around the content; English's for a language without a catalogue. */
  messages: SiteMessages;
  /** The language `messages` are written in: when it is not the page's, they are marked `lang` with it. */
  messagesLanguage: string;
  /** The Intl locale of dates and numbers ("hi-IN"). */
  locale: string;
}

const englishPage: PageLanguage = {
  language: defaultLanguage,
  languages: [defaultLanguage],
  messages: englishMessages,
  messagesLanguage: defaultLanguage,
  locale: languageInfo(defaultLanguage).locale,
};

const LanguageContext = createContext<PageLanguage>(englishPage);

/** The page's language; English outside a provider (a component rendered on its own in a test). */
export function useLanguage(): PageLanguage {
  return useContext(LanguageContext);
}

/**
 * Provides the page's language. `messages` are the catalogue's texts of the language (English's,
 * with `messagesLanguage` 'en', for a language without one); the site's languages come from the
 * site settings the page read.
 */
export function LanguageProvider({ language, messages, messagesLanguage, children }: { language: string; messages: SiteMessages; messagesLanguage: string; children: ReactNode }) {
  const { body } = useApiData<unknown>(siteSettingsPath);
  const languages = languagesFrom(body);
  const key = languages.join(',');
  const value = useMemo<PageLanguage>(
    () => ({ language, languages: key.split(','), messages, messagesLanguage, locale: languageInfo(language).locale }),
    [language, key, messages, messagesLanguage],
  );
  return <LanguageContext.Provider value={value}>{children}</LanguageContext.Provider>;
}
