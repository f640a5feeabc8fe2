/**
 * The dates a public page shows about itself (GIGW 3.0 asks every page to say when it was last
 * updated): "Last updated: 22 Nov 2026".
 */
export const en = {
  lastUpdated: 'Last updated:',
};

export type ContentDateMessages = { [K in keyof typeof en]: string };

export const hi: ContentDateMessages = {
  lastUpdated: 'अंतिम अद्यतन:',
};
