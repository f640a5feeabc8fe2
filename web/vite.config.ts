import { createHash } from 'node:crypto';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const root = import.meta.dirname;

/**
 * CSS-module class names in a build: `_` and six characters from the file and the class, instead
 * of `_menuItem_1e96v_254`. Every page's HTML repeats them (the 66-item menu alone hundreds of
 * times) and so do the chunks that map them: shorter names make smaller pages. The browser build
 * and the server renderer derive the same names from the same sources; `npm run dev` keeps the
 * readable ones.
 */
function shortClassName(name: string, filename: string): string {
  const source = `${path.relative(root, filename.split('?')[0] ?? filename)}:${name}`;
  return `_${createHash('sha256').update(source).digest('base64url').replace(/[-_]/g, '').slice(0, 6)}`;
}

// Two entries: the public site (server-rendered, hydrated) and the admin studio (its own HTML,
// never loaded by a public page). The server renderer is a separate SSR build of
// src/public/entry-server.tsx (see build.mjs).
export default defineConfig(({ command }) => ({
  root,
  plugins: [react()],
  css: command === 'build' ? { modules: { generateScopedName: shortClassName } } : {},
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    assetsInlineLimit: 0,
    rollupOptions: {
      input: {
        index: 'index.html',
        admin: 'admin.html',
      },
    },
  },
  server: {
    proxy: {
      '/api': 'http://localhost:3000',
      '/uploads': 'http://localhost:3000',
    },
  },
}));
