// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { render } from './entry-server';
import type { ApiLoader } from './render-contract';

// A small hospital as the API would answer it: one FAQ page, one question, no menus.
const answers: Record<string, unknown> = {
  'site-settings': { data: { siteTitle: 'Good Health Hospital' } },
  'public-nav?location=header': { data: [] },
  'public-nav?location=quicklinks': { data: [] },
  'public-nav?location=footer': { data: [] },
  'pages/active': { data: [{ _id: 'p1', title: 'Questions', pageRoute: 'questions', template: 'faq', templateData: [], status: 'active' }] },
  'faqs/active': { data: [{ _id: 'f1', title: 'When can I visit?', description: '<p>From 4 to 7 pm.</p>', status: 'active' }] },
};
const load: ApiLoader = async (path) => {
  if (path in answers) return answers[path];
  throw Object.assign(new Error('not found'), { status: 404, body: { message: 'Not found' } });
};

describe('the server render', () => {
  it('makes the same page before and after the template has loaded, with no boundary left for the browser', async () => {
    // The first render of a template waits for its code; later ones render synchronously.
    const first = await render('/questions', load, { origin: 'https://hospital.test' });
    const second = await render('/questions', load, { origin: 'https://hospital.test' });
    expect(first.status).toBe(200);
    expect(first.html).toContain('When can I visit?');
    expect(second.html).toBe(first.html);
    expect(second.data).toEqual(first.data);
    expect(first.html).not.toMatch(/<!--\$[?!]-->/);
  });
});
