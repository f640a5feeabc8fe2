import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startDemoServer } from './demo-server.mjs';
const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'] });
const site = await startDemoServer({ dist: process.env.WEB_DIST_DIR, admin: { email: 'a@b.org', password: 'lighthouse-password-123' } });
try {
  for (const p of process.argv.slice(2)) {
    const r = await lighthouse(site.url + p, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['accessibility', 'seo', 'best-practices'] });
    for (const id of ['image-redundant-alt', 'link-text']) {
      const a = r.lhr.audits[id];
      console.log(p, id, a.score, JSON.stringify((a.details?.items ?? []).map((i) => i.node?.snippet ?? i.href + ' ' + i.text)));
    }
  }
} finally { await site.stop(); await chrome.kill(); }
