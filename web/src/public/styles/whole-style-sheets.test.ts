// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { loadWholeStyleSheets, needsWholeStyleSheets, resetWholeStyleSheetsForTest } from './whole-style-sheets';

afterEach(() => {
  document.head.innerHTML = '';
  resetWholeStyleSheetsForTest();
});

function serverSheets(): HTMLLinkElement[] {
  document.head.innerHTML = '<style>.a{}</style><link rel="stylesheet" href="/assets/index.css" disabled><style>.b{}</style><link rel="stylesheet" href="/assets/faq.css" disabled><link rel="stylesheet" href="/assets/other.css">';
  return [...document.querySelectorAll('link')];
}

describe("a page's whole style sheets", () => {
  it('are turned on when asked, and the promise waits until every one has loaded or failed', async () => {
    const [index, faq] = serverSheets();
    let settled = false;
    const loading = loadWholeStyleSheets().then(() => (settled = true));
    expect(document.querySelectorAll('link[disabled]')).toHaveLength(0);
    index?.dispatchEvent(new Event('load'));
    await Promise.resolve();
    expect(settled).toBe(false);
    faq?.dispatchEvent(new Event('error'));
    await loading;
    expect(settled).toBe(true);
  });

  it('are turned on once: a second navigation waits for the same load', () => {
    serverSheets();
    expect(loadWholeStyleSheets()).toBe(loadWholeStyleSheets());
  });

  it('are needed by any page but the one the server rendered', () => {
    const { pathname, search } = window.location;
    expect(needsWholeStyleSheets(pathname, search)).toBe(false);
    expect(needsWholeStyleSheets('/contact-us', '')).toBe(true);
    expect(needsWholeStyleSheets(pathname, '?q=heart')).toBe(true);
  });
});
