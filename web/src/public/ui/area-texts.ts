import { useLanguage } from './language';

/**
 * One area of the catalogue's texts (the forms', the search page's) in the page's language, as the
 * site's own texts are (ui/site-catalogues.ts): English is in the script of the code that shows
 * them; each other language is a chunk of its own, loaded before that code is hydrated, so an
 * English page never downloads Hindi and an island downloads only the areas it shows (the header's
 * search box none of the forms'). The server renders from the whole catalogue, which it hands over
 * with `provide`. A language without texts here reads English.
 */
export interface AreaTexts<T> {
  /** The server's texts of a language (from the whole catalogue), or the browser's once loaded. */
  provide(language: string, texts: T): void;
  /** Loads a language's texts before hydrating; English and a language without texts need nothing. */
  load(language: string): Promise<void>;
  /** The texts in the page's language (a hook). */
  use(): T;
}

export function areaTexts<T>(english: T, loaders: Readonly<Record<string, () => Promise<T>>>, onProvide?: (language: string, texts: T) => void): AreaTexts<T> {
  const provided = new Map<string, T>();
  const provide = (language: string, texts: T) => {
    provided.set(language, texts);
    onProvide?.(language, texts);
  };
  return {
    provide,
    load: async (language) => {
      const load = Object.prototype.hasOwnProperty.call(loaders, language) ? loaders[language] : undefined;
      if (load && !provided.has(language)) provide(language, await load());
    },
    use: () => provided.get(useLanguage().language) ?? english,
  };
}
