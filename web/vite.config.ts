import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// Two entries: the public site (server-rendered, hydrated) and the admin studio (its own HTML,
// never loaded by a public page). The server renderer is a separate SSR build of
// src/public/entry-server.tsx (see build.mjs).
export default defineConfig({
  root: import.meta.dirname,
  plugins: [react()],
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
});
