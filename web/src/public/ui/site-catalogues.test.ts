import { describe, expect, it } from 'vitest';
import { cataloguedLanguages, messagesFor } from '@hospital/content/i18n/catalogue';
import { defaultLanguage } from '@hospital/content/i18n/languages';
import { siteCatalogueLoaders, siteMessages } from './site-catalogues';

describe("the browser's site texts", () => {
  it('load each catalogued language on its own, the same texts the server renders with', async () => {
    for (const language of cataloguedLanguages.filter((l) => l !== defaultLanguage)) {
      expect(Object.keys(siteCatalogueLoaders)).toContain(language);
      const { messages, messagesLanguage } = await siteMessages(language);
      expect(messagesLanguage).toBe(language);
      expect(messages).toBe(messagesFor(language).site);
    }
  });

  it("are English's, marked as English, for a language without a catalogue", async () => {
    const { messages, messagesLanguage } = await siteMessages('mr');
    expect(messagesLanguage).toBe('en');
    expect(messages.skipToContent).toBe('Skip to content');
  });
});
