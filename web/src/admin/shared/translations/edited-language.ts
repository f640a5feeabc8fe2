import { defaultLanguage } from '@hospital/content/i18n/languages';
import { useSearchParams } from 'react-router';
import { useAccess } from '../access/use-access';

/** The address parameter of the language tab being edited (`?lang=hi`). */
export const languageParam = 'lang';

/**
 * The language being edited on a record's screen, kept in the address (`?lang=hi`) so Preview
 * opens the page in it and a link keeps it; without one, a translator's first language, else the
 * default. The setter replaces the history entry (a tab is no new page).
 */
export function useEditedLanguage(): [string, (language: string) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const { access } = useAccess();
  const theirs = access?.role === 'translator' ? access.languages[0] : undefined;
  const language = searchParams.get(languageParam) ?? theirs ?? defaultLanguage;
  const setLanguage = (next: string) =>
    setSearchParams(
      (params) => {
        const out = new URLSearchParams(params);
        out.set(languageParam, next);
        return out;
      },
      { replace: true },
    );
  return [language, setLanguage];
}
