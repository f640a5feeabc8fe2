import fs from 'node:fs';
import path from 'node:path';

/** The part of Vite's build manifest we read: each source module's chunk, its CSS and imports. */
interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
}

export type Manifest = Record<string, ManifestChunk>;

/** client/.vite/manifest.json when the build wrote one; without it pages simply load their chunks later. */
export function readManifest(clientDir: string): Manifest {
  try {
    return JSON.parse(fs.readFileSync(path.join(clientDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  } catch {
    return {};
  }
}

const escapeAttr = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** Files the page template already links (`href="/assets/…"`): the entry's own stylesheets and chunks. */
export function linkedFiles(html: string): Set<string> {
  return new Set([...html.matchAll(/<(?:link|script)\b[^>]*\b(?:href|src)="\/([^"]+)"/g)].map((match) => match[1] ?? ''));
}

export interface PreloadTags {
  /** Stylesheets, for the end of `<head>`: after the entry's, as when the browser loads the chunk itself. */
  styles: string;
  /** modulepreload links of the chunks. */
  scripts: string;
}

/**
 * `<link>` tags for lazily rendered modules (a page's template): its stylesheets, so the server's
 * HTML is styled at first paint, and a modulepreload of its chunk and the chunks it imports.
 * Stylesheets come in the order the browser would load them (a chunk's imports before its own),
 * and files the page already links are left out, so the global rules (`.container`) never come
 * after a template's and override it on the first visit only.
 */
export function preloadTags(manifest: Manifest, modules: readonly string[], alreadyLinked: ReadonlySet<string> = new Set()): PreloadTags {
  const css = new Set<string>();
  const js = new Set<string>();
  const visit = (key: string, depth: number) => {
    const chunk = manifest[key];
    if (!chunk || depth > 20 || js.has(chunk.file)) return;
    js.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported, depth + 1);
    for (const file of chunk.css ?? []) css.add(file);
  };
  for (const module of modules) visit(module, 0);
  const fresh = (file: string) => !alreadyLinked.has(file);
  return {
    styles: [...css].filter(fresh).map((file) => `<link rel="stylesheet" crossorigin href="/${escapeAttr(file)}">`).join('\n    '),
    scripts: [...js].filter(fresh).map((file) => `<link rel="modulepreload" crossorigin href="/${escapeAttr(file)}">`).join('\n    '),
  };
}
