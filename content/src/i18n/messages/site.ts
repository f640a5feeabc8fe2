/**
 * The website's own texts around the content (header, footer, menus, breadcrumbs, search,
 * listings, 404, the language note), in each language with a catalogue. English is the SPEC's
 * wording, exactly. Each other language is typed against English, so a missing message fails the
 * typecheck (the build), never the page.
 */
export const en = {
  languageSwitch: 'Language',
  notTranslated: 'This page is not yet available in your language; it is shown in English.',
};

export type SiteMessages = { [K in keyof typeof en]: (typeof en)[K] extends string ? string : (typeof en)[K] };

/** Each other language's texts live in a module of their own (the browser loads only the page's). */
export { hi } from './site-hi';
