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
  /** Style sheets inlined, for the end of `<head>`: after the entry's, as when the browser loads the chunk itself. */
  styles: string;
  /** The chunks, for the page's boot script (`/assets/…`). */
  scripts: string[];
}

/** Reads a built style sheet (`assets/x.css`) once: hashed files never change while the server runs. */
export function styleSheetReader(clientDir: string): (file: string) => string {
  const read = new Map<string, string>();
  return (file) => {
    let css = read.get(file);
    if (css === undefined) {
      try {
        css = fs.readFileSync(path.join(clientDir, file), 'utf8');
      } catch {
        css = '';
      }
      read.set(file, css);
    }
    return css;
  };
}

/**
 * A style sheet inlined: a page's whole CSS is a few KB compressed, so it comes inside the HTML and
 * no request holds the first paint back. The `disabled` link beside it is never fetched; it tells
 * the browser's chunk loader (which looks for `link[rel=stylesheet]`) that the sheet is already in
 * the page, so a later client-side navigation does not add a second copy after a template's rules.
 */
function inlineStyle(file: string, readCss: (file: string) => string): string {
  const css = readCss(file).replace(/<\/(style)/gi, '<\\/$1');
  return `<style>${css}</style><link rel="stylesheet" href="/${escapeAttr(file)}" disabled>`;
}

/** The page template with its own style sheet links (the entry's) inlined. */
export function inlineEntryStyles(html: string, readCss: (file: string) => string): string {
  return html.replace(/<link\b[^>]*\brel="stylesheet"[^>]*\bhref="\/([^"]+\.css)"[^>]*>/g, (_tag, file: string) => inlineStyle(file, readCss));
}

/**
 * Tags for lazily rendered modules (a page's template): its style sheets inlined, so the server's
 * HTML is styled at first paint, and a modulepreload of its chunk and the chunks it imports.
 * Style sheets come in the order the browser would load them (a chunk's imports before its own),
 * and files the page already has are left out, so the global rules (`.container`) never come
 * after a template's and override it on the first visit only.
 */
export function preloadTags(
  manifest: Manifest,
  modules: readonly string[],
  alreadyLinked: ReadonlySet<string> = new Set(),
  readCss: (file: string) => string = () => '',
): PreloadTags {
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
    styles: [...css].filter(fresh).map((file) => inlineStyle(file, readCss)).join('\n    '),
    scripts: [...js].filter(fresh).map((file) => `/${file}`),
  };
}

/** The page template without its script tags, and what they named: the entry module and the chunks it imports. */
export interface PageScripts {
  html: string;
  entry: string | undefined;
  preloads: string[];
}

/**
 * Takes the entry's `<script type="module">` and `<link rel="modulepreload">` tags out of the page
 * template: the page's boot script asks for them once the page has painted (`bootTag`). A template
 * without a module script (none built) is left as it is.
 */
export function takeScripts(html: string): PageScripts {
  const moduleScript = /[ \t]*<script\b[^>]*\btype="module"[^>]*\bsrc="([^"]+)"[^>]*><\/script>\n?/;
  const entry = moduleScript.exec(html)?.[1];
  if (!entry) return { html, entry: undefined, preloads: [] };
  const preloads: string[] = [];
  const rest = html
    .replace(moduleScript, '')
    .replace(/[ \t]*<link\b[^>]*\brel="modulepreload"[^>]*\bhref="([^"]+)"[^>]*>\n?/g, (_tag, href: string) => {
      preloads.push(href);
      return '';
    });
  return { html: rest, entry, preloads };
}

/** The page's boot script (lib/security-headers.ts `pageBootScript`) with the files it asks for. */
export function bootTag(script: string, entry: string, preloads: readonly string[]): string {
  return `<script data-entry="${escapeAttr(entry)}" data-preload="${escapeAttr(preloads.join(' '))}">${script}</script>`;
}
