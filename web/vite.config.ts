import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const root = import.meta.dirname;

const letters = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** 0 → `a`, 51 → `Z`, 52 → `aa`, …: the shortest names first. */
function letterName(index: number): string {
  let name = '';
  for (let n = index; ; n = Math.floor(n / letters.length) - 1) {
    name = letters[n % letters.length] + name;
    if (n < letters.length) return name;
  }
}

/**
 * Every class of every CSS module under src, by `file:class`, numbered in that order: the browser
 * build and the server renderer read the same files, so they number them alike.
 */
function numberModuleClasses(): Map<string, number> {
  const keys = new Set<string>();
  const visit = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) visit(file);
      else if (entry.name.endsWith('.module.css')) {
        // Comments, strings and url(…) could hold a `.name` that is no class.
        const css = fs.readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\/|"(?:\\.|[^"\\])*"|'(?:\\.|[^'\\])*'|url\([^)]*\)/g, '');
        for (const match of css.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)) keys.add(`${path.relative(root, file)}:${match[1]}`);
      }
    }
  };
  visit(path.join(root, 'src'));
  return new Map([...keys].sort().map((key, index) => [key, index]));
}

/**
 * CSS-module class names in a build: `_` and one or two letters (`_a`, `_Bq`), numbered over every
 * module's classes, instead of `_menuItem_1e96v_254`. Every page's HTML repeats them (the 66-item
 * menu alone hundreds of times) and so do the chunks that map them: short names of few distinct
 * letters make smaller pages (the home page 0.5 KB of brotli less than six-letter hashes). A name
 * the numbering did not find (a keyframe) gets `_` and six characters of a hash, which no numbered
 * name can equal. `npm run dev` keeps the readable ones.
 */
function shortClassNames(): (name: string, filename: string) => string {
  const numbered = numberModuleClasses();
  return (name, filename) => {
    const key = `${path.relative(root, filename.split('?')[0] ?? filename)}:${name}`;
    const index = numbered.get(key);
    return index === undefined ? `_${createHash('sha256').update(key).digest('base64url').replace(/[-_]/g, '').slice(0, 6)}` : `_${letterName(index)}`;
  };
}

// What every build shares. The entries are each build's own (builds.mjs): the public site's islands
// and styles, the studio (its own HTML, never loaded by a public page), and the server renderer.
export default defineConfig(({ command }) => ({
  root,
  plugins: [react()],
  css: command === 'build' ? { modules: { generateScopedName: shortClassNames() } } : {},
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    assetsInlineLimit: 0,
  },
  server: {
    proxy: {
      '/api': 'http://localhost:3000',
      '/uploads': 'http://localhost:3000',
    },
  },
}));
