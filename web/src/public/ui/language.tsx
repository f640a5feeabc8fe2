import { createContext, useContext, type ReactNode } from 'react';
import { defaultLanguage } from '@hospital/content/i18n/languages';
import type { SiteMessages } from '@hospital/content/i18n/messages/site';

/**
 * The page's language, as the public site's components read it. A stand-in for the web part's
 * (i18n-web) fuller context, which also carries the site's languages and texts: when both land,
 * its file replaces this one; `useLanguage().language` reads the same in both.
 */
export interface PageLanguage {
  /** The page's language: its address prefix and `<html lang>`. */
  language: string;
}

const LanguageContext = createContext<PageLanguage>({ language: defaultLanguage });

/** The page's language; English outside a provider. */
export function useLanguage(): PageLanguage {
  return useContext(LanguageContext);
}

/**
 * Provides the page's language. `messages` and `messagesLanguage` are the fuller context's (the
 * site's texts and the language they are in), taken here so that callers need not change.
 */
export function LanguageProvider(props: { language: string; messages?: SiteMessages; messagesLanguage?: string; children: ReactNode }) {
  const { language, children } = props;
  return <LanguageContext.Provider value={{ language }}>{children}</LanguageContext.Provider>;
}
