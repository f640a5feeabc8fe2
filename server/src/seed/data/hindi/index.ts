/**
 * The demo hospital in Hindi, as data: one file per kind of record, keyed as the English seed
 * names its records (slug, page route, menu link), values in the shape of a translation's
 * `values` (see `@hospital/content/i18n/translations`). The seed saves them as each record's
 * `translations.hi`; what is not here falls back to English.
 */
export { hindiBanners } from './banners';
export { hindiBlogCategories, hindiBlogs } from './blogs';
export { hindiDepartments } from './departments';
export { hindiExperts, hindiExpertSlugs } from './experts';
export { hindiFaqs } from './faqs';
export { hindiLeaders } from './leaders';
export { hindiMenus } from './menus';
export { hindiPages, type HindiSection } from './pages';
export { hindiFacilities, hindiSpecialities } from './services';
export { hindiHolidayNames, hindiSiteSettings } from './site';

/** The language this data is written in. */
export const hindi = 'hi';
