import { describe, expect, it } from 'vitest';
import { demoPages } from '../../e2e/harness/demo-pages';
import { brotliKb, pageBytesBudgetKb } from '../../e2e/harness/page-bytes';
import { useDemoSite } from './helpers/seeded-demo';

/**
 * Issue 30: every demo page's HTML is at most WordPress's bytes for the same content (a blog post
 * at most 9.8 KB brotli), each template within its budget (e2e/harness/page-bytes.ts, which `npm
 * run bench` prints too). Over HTTP on the built website with the demo hospital's own pages: what
 * the server sends is the check, no browser needed (it was a Playwright test, issue 42).
 */
describe("the demo pages' HTML keeps to its bytes", () => {
  const site = useDemoSite();

  it("every demo page's HTML is at most WordPress's bytes for the same content", async () => {
    // demoPages finds one page of each template and record view through the public API, over HTTP.
    const address = await site.app.listen({ port: 0, host: '127.0.0.1' });
    const pages = await demoPages(address);
    expect(pages.map((p) => p.name)).toEqual(expect.arrayContaining(['home', 'find-a-doctor', 'book-appointment', 'doctor', 'blog post', 'search']));
    const report: string[] = [];
    const over: string[] = [];
    for (const demo of pages) {
      const response = await site.app.inject({ method: 'GET', url: demo.path });
      expect(response.statusCode, demo.path).toBe(200);
      const kb = brotliKb(response.body);
      const budget = pageBytesBudgetKb(demo.name);
      report.push(`${demo.name} (${demo.path}): ${kb.toFixed(1)} KB brotli, budget ${budget} KB`);
      if (kb > budget) over.push(`${demo.name} (${demo.path}): ${kb.toFixed(1)} KB of HTML, budget ${budget} KB`);
    }
    console.warn(report.join('\n'));
    expect(over, report.join('\n')).toEqual([]);
  }, 120_000);
});
