import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { PublicApp } from './app';
import { ApiDataProvider, storeFromEmbedded } from './data/api-data';
import { FormPostProvider, embeddedFormKey, type FormPostResult } from './forms/form-post';
import { originFromDocument } from './head/head-manager';
import { withHeaderMenuFromPage } from './layout/menu-from-markup';
import { BrowserLocation, LanguageLocation } from './routing/location';
import { matchRoute, resolveRoute, routeApiPaths } from './routing/resolve-route';
import { preloadDetailViews } from './details/lazy-details';
import { preloadSearchPage } from './search/lazy-search';
import { preloadManagePage } from './opd-booking/manage-route';
import { loadTemplate } from './templates/registry';
import { hydrateStatic } from './ui/static-region';
import { LanguageProvider } from './ui/language';
import { documentLanguage, withoutLanguage } from './ui/language-paths';
import { siteMessages } from './ui/site-catalogues';
import { formTexts } from './ui/form-texts';
import { searchTexts } from './ui/search-texts';

/** The data the server embedded: API answers by path, failures, and a plain form post's outcome. */
function readEmbedded(): Record<string, unknown> {
  const text = document.getElementById('__DATA__')?.textContent;
  if (!text) return {};
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

async function start(): Promise<void> {
  const root = document.getElementById('root');
  if (!root) return;
  // The page's language, as the server printed it; its texts load beside the page's own chunk.
  const language = documentLanguage(document);
  // The address the server rendered this page for, as the page's router names it (without the
  // language's prefix): the visitor may move on before it is hydrated.
  const served = `${withoutLanguage(window.location.pathname, language)}${window.location.search}`;
  const { [embeddedFormKey]: formPost, ...state } = readEmbedded();
  const texts = siteMessages(language);
  // The forms' and the search page's texts in the page's language; without them (a failed chunk) English.
  const pageTexts = Promise.all([formTexts.load(language), searchTexts.load(language)]).catch(() => undefined);
  const store = storeFromEmbedded(withHeaderMenuFromPage(state, document, language), language);

  // The server rendered the page's template: load its chunk before hydrating, so the first
  // client render matches the server's HTML instead of suspending.
  const match = matchRoute(withoutLanguage(window.location.pathname, language));
  const resolution = resolveRoute(match, routeApiPaths(match).map((path) => store.get(path)));
  if (resolution.state === 'page') await loadTemplate(resolution.page.template).catch(() => undefined);
  else if (resolution.state === 'search') await preloadSearchPage(resolution).catch(() => undefined);
  else if (resolution.state === 'manage-appointment') await preloadManagePage().catch(() => undefined);
  else await preloadDetailViews(resolution).catch(() => undefined);
  const { messages, messagesLanguage } = await texts;
  await pageTexts;

  // Hydrating inside a transition lets React work in slices of a few milliseconds and yield to the
  // browser between them, instead of one long task over the whole page on a slow phone; a tap on a
  // part not yet hydrated makes React hydrate that part first and then handle it.
  // Static regions rendered by this hydration keep the server's DOM (ui/static-region.tsx).
  hydrateStatic(served, () =>
    startTransition(() => {
      hydrateRoot(
        root,
        <StrictMode>
          <ApiDataProvider store={store}>
            <FormPostProvider result={(formPost as FormPostResult | undefined) ?? null}>
              <LanguageProvider language={language} messages={messages} messagesLanguage={messagesLanguage}>
                <BrowserLocation>
                  <LanguageLocation>
                    <PublicApp origin={originFromDocument()} />
                  </LanguageLocation>
                </BrowserLocation>
              </LanguageProvider>
            </FormPostProvider>
          </ApiDataProvider>
        </StrictMode>,
      );
    }),
  );
}

void start();
