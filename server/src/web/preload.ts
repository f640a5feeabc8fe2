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

/**
 * `<link>` tags for lazily rendered modules (a page's template): its stylesheet, so the server's
 * HTML is styled at first paint, and a modulepreload of its chunk and the chunks it imports.
 */
export function preloadTags(manifest: Manifest, modules: readonly string[]): string {
  const css = new Set<string>();
  const js = new Set<string>();
  const visit = (key: string, depth: number) => {
    const chunk = manifest[key];
    if (!chunk || depth > 20 || js.has(chunk.file)) return;
    js.add(chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
    for (const imported of chunk.imports ?? []) visit(imported, depth + 1);
  };
  for (const module of modules) visit(module, 0);
  return [
    ...[...css].map((file) => `<link rel="stylesheet" crossorigin href="/${escapeAttr(file)}">`),
    ...[...js].map((file) => `<link rel="modulepreload" crossorigin href="/${escapeAttr(file)}">`),
  ].join('\n    ');
}
