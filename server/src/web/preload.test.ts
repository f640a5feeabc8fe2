import { describe, expect, it } from 'vitest';
import { bootTag, inlineEntryStyles, linkedFiles, preloadTags, takeScripts, type Manifest } from './preload';

const manifest: Manifest = {
  'index.html': { file: 'assets/index-1.js', css: ['assets/index-1.css'], imports: ['_react.js'] },
  '_react.js': { file: 'assets/react-1.js' },
  '_split.module.js': { file: 'assets/split-1.js', css: ['assets/split-1.css'] },
  'src/public/templates/why-choose/why-choose-template.tsx': {
    file: 'assets/why-choose-1.js',
    css: ['assets/why-choose-1.css'],
    imports: ['index.html', '_split.module.js'],
  },
};
const template = 'src/public/templates/why-choose/why-choose-template.tsx';
const indexHtml = `<head>
  <script type="module" crossorigin src="/assets/index-1.js"></script>
  <link rel="modulepreload" crossorigin href="/assets/react-1.js">
  <link rel="stylesheet" crossorigin href="/assets/index-1.css">
</head>`;

const hrefs = (tags: string) => [...tags.matchAll(/href="\/([^"]+)"/g)].map((match) => match[1]);

describe('preload tags of a server-rendered page', () => {
  it('lists the stylesheets of a chunk imports before its own, as the browser loads them', () => {
    expect(hrefs(preloadTags(manifest, [template]).styles)).toEqual(['assets/index-1.css', 'assets/split-1.css', 'assets/why-choose-1.css']);
  });

  it('leaves out the stylesheets and chunks the page already links, so a template rule is not overridden by a second copy of the global sheet', () => {
    const tags = preloadTags(manifest, [template], linkedFiles(indexHtml));
    expect(hrefs(tags.styles)).toEqual(['assets/split-1.css', 'assets/why-choose-1.css']);
    expect(tags.scripts).toEqual(['/assets/why-choose-1.js', '/assets/split-1.js']);
  });

  it('reads the files the page template links', () => {
    expect([...linkedFiles(indexHtml)]).toEqual(['assets/index-1.js', 'assets/react-1.js', 'assets/index-1.css']);
  });
});

describe('style sheets of a server-rendered page', () => {
  const sheets: Record<string, string> = { 'assets/index-1.css': 'body{margin:0}', 'assets/why-choose-1.css': '.a{content:"</style>"}' };
  const readCss = (file: string) => sheets[file] ?? '';

  it('inlines the entry style sheets, with a disabled link that marks each as present and is never fetched', () => {
    const html = inlineEntryStyles(indexHtml, readCss);
    expect(html).toContain('<style>body{margin:0}</style><link rel="stylesheet" href="/assets/index-1.css" disabled>');
    expect(html).not.toMatch(/<link rel="stylesheet" crossorigin/);
    expect([...linkedFiles(html)]).toContain('assets/index-1.css');
  });

  it("inlines a template's own style sheets, a closing style tag in them escaped", () => {
    const tags = preloadTags(manifest, [template], linkedFiles(indexHtml), readCss);
    expect(tags.styles).toContain('<style>.a{content:"<\\/style>"}</style><link rel="stylesheet" href="/assets/why-choose-1.css" disabled>');
  });
});

describe('the scripts of a server-rendered page', () => {
  it('are taken out of the page template, the entry and the chunks it imports kept for the boot script', () => {
    const taken = takeScripts(indexHtml);
    expect(taken.entry).toBe('/assets/index-1.js');
    expect(taken.preloads).toEqual(['/assets/react-1.js']);
    expect(taken.html).not.toMatch(/<script|modulepreload/);
    expect(taken.html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-1.css">');
  });

  it('leave a template without a module script as it is', () => {
    const html = '<head><title>x</title></head>';
    expect(takeScripts(html)).toEqual({ html, entry: undefined, preloads: [] });
  });

  it('are named in the boot tag, its attributes escaped', () => {
    expect(bootTag('go()', '/assets/index-1.js', ['/assets/a.js', '/assets/b"c.js'])).toBe(
      '<script data-entry="/assets/index-1.js" data-preload="/assets/a.js /assets/b&quot;c.js">go()</script>',
    );
  });
});
