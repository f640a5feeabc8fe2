// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { render } from './entry-server';
import type { ApiLoader } from './render-contract';

/**
 * A hospital in English, Hindi and Marathi as the public API answers it in each language (the i18n
 * contract: `?lang=`, translated fields in place, `_translated` and `_fallback`): the FAQ page is
 * translated into Hindi except its description, "About us" is not translated at all, and nothing is
 * translated into Marathi (which has no catalogue of its own either).
 */
const pages = [
  { _id: 'p1', title: 'Questions', pageRoute: 'questions', template: 'default', description: '<p>Answers to common questions.</p>', templateData: [], status: 'active' },
  { _id: 'p2', title: 'About us', pageRoute: 'about-us', template: 'default', description: '<p>Who we are.</p>', templateData: [], status: 'active' },
];
const hindi: Record<string, Record<string, unknown>> = { p1: { title: 'प्रश्न', _translated: true, _fallback: ['description'] } };

const answers = (language: string): Record<string, unknown> => ({
  'site-settings': { data: { siteTitle: 'Good Health Hospital' }, languages: [{ code: 'en' }, { code: 'hi' }, { code: 'mr' }] },
  'public-nav?location=header': [{ _id: 'n1', title: language === 'hi' ? 'प्रश्न' : 'Questions', path: 'questions' }],
  'public-nav?location=quicklinks': [],
  'public-nav?location=footer': [],
  'pages/active': {
    data: pages.map((page) =>
      language === 'en' ? page : { ...page, _translated: false, _fallback: ['title', 'description'], ...(language === 'hi' ? hindi[page._id] : {}) },
    ),
  },
});

const asked: string[] = [];
const load: ApiLoader = async (path) => {
  asked.push(path);
  const language = /[?&]lang=([a-z]+)/.exec(path)?.[1] ?? 'en';
  const bare = path.replace(/[?&]lang=[a-z]+/, '');
  const body = answers(language)[bare];
  if (body === undefined) throw Object.assign(new Error('not found'), { status: 404, body: { message: 'Not found' } });
  return body;
};

const origin = 'https://hospital.test';
const headLinks = (head: string) => head.split('\n').filter((line) => /rel="(canonical|alternate)"/.test(line)).map((line) => line.trim().replace(' data-head', ''));

describe('the website in languages', () => {
  it('renders the default language at its address as before, naming the translations in its head and its switch', async () => {
    const page = await render('/questions', load, { origin });
    expect(page.status).toBe(200);
    expect(page.lang).toBe('en');
    expect(headLinks(page.head)).toEqual([
      '<link rel="canonical" href="https://hospital.test/questions">',
      '<link rel="alternate" hreflang="en" href="https://hospital.test/questions">',
      '<link rel="alternate" hreflang="hi" href="https://hospital.test/hi/questions">',
      '<link rel="alternate" hreflang="x-default" href="https://hospital.test/questions">',
    ]);
    expect(page.html).toContain('Skip to content');
    expect(page.html).toContain('<a href="/hi/questions" hrefLang="hi" lang="hi">हिन्दी</a>');
    expect(page.html).toContain('<a href="/mr/questions" hrefLang="mr" lang="mr">मराठी</a>');
    expect(page.html).not.toContain('lang="en"');
  });

  it("renders a translated page under its prefix in its language: texts, links, reads, head, with a missing field's passage marked English", async () => {
    asked.length = 0;
    const page = await render('/hi/questions', load, { origin });
    expect(page.status).toBe(200);
    expect(page.lang).toBe('hi');
    expect(page.html).toContain('मुख्य सामग्री पर जाएँ');
    expect(page.html).toContain('<h1');
    expect(page.html).toContain('प्रश्न');
    // Internal links keep the language; the switch leads to the same page in English.
    expect(page.html).toContain('href="/hi/questions"');
    expect(page.html).toContain('href="/hi/"');
    expect(page.html).toContain('<a href="/questions" hrefLang="en" lang="en">English</a>');
    expect(page.html).toMatch(/class="rich-text[^"]*" lang="en"><p>Answers to common questions.<\/p>/);
    expect(page.html).not.toContain('यह पृष्ठ अभी हिन्दी में उपलब्ध नहीं है');
    // The same alternates as the English page (reciprocal), its own address canonical.
    expect(headLinks(page.head)).toEqual([
      '<link rel="canonical" href="https://hospital.test/hi/questions">',
      '<link rel="alternate" hreflang="en" href="https://hospital.test/questions">',
      '<link rel="alternate" hreflang="hi" href="https://hospital.test/hi/questions">',
      '<link rel="alternate" hreflang="x-default" href="https://hospital.test/questions">',
    ]);
    expect(asked).toContain('pages/active?lang=hi');
    expect(asked).toContain('public-nav?location=header&lang=hi');
    expect(page.reads).toEqual(expect.arrayContaining(['site-settings', 'pages/active?lang=hi', 'pages/active?lang=mr', 'site-settings?lang=hi']));
    // Embedded under the names the browser's store uses.
    // Islands (issue 47): the page record is rendered, not embedded (no island reads it).
    expect(Object.keys(page.data)).not.toContain('pages/active');
  });

  it('shows a page not translated in English text, marked so, with a note in the language, and no alternates', async () => {
    const page = await render('/hi/about-us', load, { origin });
    expect(page.status).toBe(200);
    expect(page.html).toContain('<p class="container');
    expect(page.html).toContain('role="note">यह पृष्ठ अभी हिन्दी में उपलब्ध नहीं है; इसे अंग्रेज़ी में दिखाया गया है।</p><div lang="en">');
    expect(headLinks(page.head)).toEqual(['<link rel="canonical" href="https://hospital.test/about-us">']);
    const english = await render('/about-us', load, { origin });
    expect(headLinks(english.head)).toEqual(['<link rel="canonical" href="https://hospital.test/about-us">']);
  });

  it("falls back to English texts, marked so, in a language of the settings without a catalogue", async () => {
    const page = await render('/mr/questions', load, { origin });
    expect(page.status).toBe(200);
    expect(page.lang).toBe('mr');
    expect(page.html).toMatch(/<header class="[^"]*" lang="en">/);
    expect(page.html).toContain('Skip to content');
    expect(page.html).toContain('role="note" lang="en">This page is not yet available in your language; it is shown in English.</p>');
    expect(page.html).toContain('href="/mr/questions"');
  });

  it('treats a prefix of a language the site does not publish in as a path, and answers 404 in the language', async () => {
    expect((await render('/ta/questions', load, { origin })).status).toBe(404);
    const missing = await render('/hi/no-such-page', load, { origin });
    expect(missing.status).toBe(404);
    expect(missing.head).toContain('<title>पृष्ठ नहीं मिला | Good Health Hospital</title>');
    expect(missing.html).toContain('होम पेज पर जाएँ');
  });
});
