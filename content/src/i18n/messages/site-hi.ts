import type { SiteMessages } from './site';

/**
 * The site's texts in Hindi, in a module of their own so that the browser loads them only on a
 * Hindi page (web/src/public/ui/site-catalogues.ts); typed against English, so a missing message
 * fails the typecheck.
 */
export const hi: SiteMessages = {
  languageSwitch: 'भाषा',
  notTranslated: 'यह पृष्ठ अभी हिन्दी में उपलब्ध नहीं है; इसे अंग्रेज़ी में दिखाया गया है।',
};
