import fs from 'node:fs';
import path from 'node:path';
import type { RenderResult } from '../../../web/src/public/render-contract';
import { inlineEntryStyles, linkedFiles, preloadTags, readManifest, styleSheetReader } from './preload';

/**
 * The built page template (client/index.html) filled with a render's head, body and data; its
 * style sheets and the template's come inlined, so no request holds the first paint back.
 */
export function pageAssembler(clientDir: string): (result: RenderResult) => string {
  const readCss = styleSheetReader(clientDir);
  const indexTemplate = inlineEntryStyles(fs.readFileSync(path.join(clientDir, 'index.html'), 'utf8'), readCss);
  const manifest = readManifest(clientDir);
  const entryFiles = linkedFiles(indexTemplate);
  return (result) => {
    const preload = preloadTags(manifest, result.modules ?? [], entryFiles, readCss);
    return indexTemplate
      .replace('</head>', () => `  ${preload.styles}\n  </head>`)
      .replace('<!--app-head-->', () => `${result.head}\n    ${preload.scripts}`)
      .replace('<!--app-html-->', () => result.html)
      .replace('<!--app-data-->', () => embedData(result.data));
  };
}

/** JSON inside a script element, safe against `</script>` and comment tricks in content. */
export function embedData(data: Record<string, unknown>): string {
  const json = JSON.stringify(data).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
  return `<script id="__DATA__" type="application/json">${json}</script>`;
}
