import { createContext, useContext } from 'react';
import { defaultLanguage } from '@hospital/content/i18n/languages';

/**
 * The translatable fields of the record a page shows that are in the default language (the
 * record's `_fallback`, read in another language): a passage showing one marks itself `lang`.
 */
export const FallbackFieldsContext = createContext<ReadonlySet<string>>(new Set());

/** `lang` for a passage showing a record's `field`: the default language's when its translation is missing, else none. */
export function useFallbackLang(field: string): string | undefined {
  return useContext(FallbackFieldsContext).has(field) ? defaultLanguage : undefined;
}
