import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { defaultLanguage } from '@hospital/content/i18n/languages';
import type { RenderResult } from '../../../web/src/public/render-contract';
import { cssForPage, pageClasses, parseSheet, type ParsedSheet } from './critical-css';
import { pageBootScript } from '../lib/security-headers';
import { bootTag, inlineEntryStyles, linkedFiles, preloadTags, readManifest, styleSheetReader, takeScripts, type Manifest } from './preload';

/**
 * The built page template (client/index.html) filled with a render's head, body and data; its
 * style sheets and the template's come inlined, so no request holds the first paint back, cut to
 * the rules the page's markup can use (critical-css.ts).
 */
export function pageAssembler(clientDir: string): (result: RenderResult) => string {
  const readCss = styleSheetReader(clientDir);
  const sheets = new Map<string, ParsedSheet>();
  // A sheet's place holds a marker until the page's markup is known. The nonce keeps content
  // (a page's text) from passing for one and naming a file to inline.
  const nonce = crypto.randomBytes(9).toString('base64url');
  const markers = new Map<string, string>();
  const files = new Map<string, string>();
  const marker = (file: string) => {
    let text = markers.get(file);
    if (text === undefined) {
      text = `\u0000${nonce}${markers.size}\u0000`;
      markers.set(file, text);
      files.set(text, file);
    }
    return text;
  };
  const markerPattern = new RegExp(`\u0000${nonce}\\d+\u0000`, 'g');
  const builtTemplate = inlineEntryStyles(fs.readFileSync(path.join(clientDir, 'index.html'), 'utf8'), marker);
  const manifest = readManifest(clientDir);
  const entryFiles = linkedFiles(builtTemplate);
  // The scripts are asked for by the boot script once the page has painted (security-headers.ts).
  const { html: indexTemplate, entry: pageEntry, preloads: pageEntryPreloads } = takeScripts(builtTemplate);
  // Islands (issue 47): the page's HTML is the page; its one script is the islands' entry, which
  // loads each island's chunk when it is about to be used. Without one (an older build) the page's own.
  const islands = islandsEntry(manifest);
  const entry = islands?.entry ?? pageEntry;
  const entryPreloads = islands?.preloads ?? pageEntryPreloads;
  const sheetFor = (file: string) => {
    let sheet = sheets.get(file);
    if (!sheet) sheets.set(file, (sheet = parseSheet(readCss(file))));
    return sheet;
  };
  return (result) => {
    const preload = preloadTags(manifest, result.modules ?? [], entryFiles, marker);
    // The template's chunk is not the page's to load: its styles are all the page takes of it.
    if (islands) preload.scripts = [];
    const page = (result.lang && result.lang !== defaultLanguage ? indexTemplate.replace('<html lang="en">', () => `<html lang="${result.lang}">`) : indexTemplate)
      .replace('</head>', () => `  ${preload.styles}\n  </head>`)
      .replace('<!--app-head-->', () => result.head)
      .replace('<!--app-html-->', () => result.html)
      .replace('<!--app-data-->', () => embedData(result.data) + (entry ? bootTag(pageBootScript, entry, [...entryPreloads, ...preload.scripts]) : ''));
    const classes = pageClasses(page, result.classesAddedLater);
    return page.replace(markerPattern, (text) => {
      const file = files.get(text);
      return file === undefined ? '' : cssForPage(sheetFor(file), classes).replace(/<\/(style)/gi, '<\\/$1');
    });
  };
}

/** The source of the islands' entry, as the build's manifest names it. */
export const islandsSource = 'src/public/islands/start.ts';

/** The islands' entry and the chunks it imports at once, when the build has one. */
function islandsEntry(manifest: Manifest): { entry: string; preloads: string[] } | null {
  const chunk = manifest[islandsSource];
  if (!chunk) return null;
  const preloads = (chunk.imports ?? []).map((key) => manifest[key]?.file).filter((file): file is string => Boolean(file)).map((file) => `/${file}`);
  return { entry: `/${chunk.file}`, preloads };
}

/** JSON inside a script element, safe against `</script>` and comment tricks in content. */
export function embedData(data: Record<string, unknown>): string {
  const json = JSON.stringify(data).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
  return `<script id="__DATA__" type="application/json">${json}</script>`;
}
