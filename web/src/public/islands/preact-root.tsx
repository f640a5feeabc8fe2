import type { ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { ApiDataProvider, storeFromEmbedded, type ApiDataStore } from '../data/api-data';
import { FormPostProvider, embeddedFormKey, type FormPostResult } from '../forms/form-post';
import { LanguageLocation, PageLoadLocation } from '../routing/location';
import { LanguageProvider } from '../ui/language';
import { documentLanguage } from '../ui/language-paths';
import type { AreaTexts } from '../ui/area-texts';
import { siteMessages } from '../ui/site-catalogues';

/**
 * The small runtime the Preact islands share (issue 47): the page's embedded data (what the islands
 * read, `__DATA__`), its language and texts, a plain post's outcome and the address, around one
 * island hydrated as a root of its own.
 */
let page: { store: ApiDataStore; formPost: FormPostResult | null } | null = null;

function pageData(language: string): { store: ApiDataStore; formPost: FormPostResult | null } {
  if (page) return page;
  let state: Record<string, unknown> = {};
  try {
    const parsed: unknown = JSON.parse(document.getElementById('__DATA__')?.textContent || '{}');
    if (parsed && typeof parsed === 'object') state = parsed as Record<string, unknown>;
  } catch {
    // No data: the islands load what they need.
  }
  const { [embeddedFormKey]: formPost, ...rest } = state;
  page = { store: storeFromEmbedded(rest, language), formPost: (formPost as FormPostResult | undefined) ?? null };
  return page;
}

/**
 * Hydrates `element`'s server markup (an `Island`'s wrapper) as `island`, once the site's texts and
 * the island's own areas of texts (`texts`: the forms' for a form) are there in the page's
 * language; without an area's (a failed chunk) it reads English.
 */
export async function hydrateIsland(element: HTMLElement, island: ReactNode, texts: readonly AreaTexts<unknown>[] = []): Promise<void> {
  const language = documentLanguage(document);
  const [{ messages, messagesLanguage }] = await Promise.all([siteMessages(language), ...texts.map((area) => area.load(language).catch(() => undefined))]);
  const { store, formPost } = pageData(language);
  hydrateRoot(
    element,
    <ApiDataProvider store={store}>
      <FormPostProvider result={formPost}>
        <LanguageProvider language={language} messages={messages} messagesLanguage={messagesLanguage}>
          <PageLoadLocation>
            <LanguageLocation>{island}</LanguageLocation>
          </PageLoadLocation>
        </LanguageProvider>
      </FormPostProvider>
    </ApiDataProvider>,
  );
}
