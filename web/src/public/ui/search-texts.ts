import { en, type SearchMessages } from '@hospital/content/i18n/messages/search';
import { areaTexts } from './area-texts';

/** The search page's texts (the catalogue's `search` area) in the page's language (ui/area-texts.ts). */
export const searchTexts = areaTexts<SearchMessages>(en, { hi: () => import('@hospital/content/i18n/messages/search-hi').then((m) => m.hi) });

/** The search page's texts in the page's language. */
export const useSearchTexts = (): SearchMessages => searchTexts.use();
