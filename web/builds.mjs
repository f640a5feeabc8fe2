// The web app's three Vite builds, each with its own entries: the public site's browser scripts,
// the studio's, and the server renderer. `build.mjs` runs them once; `npm run dev` (scripts/dev.mjs)
// runs the same ones in watch mode. vite.config.ts names no entries: Vite merges a build's
// `rollupOptions.input` object with the config's, so an entry named there would join every build
// (the studio's graph inside the public build shapes the public chunks).
import path from 'node:path';

const root = import.meta.dirname;

const preactAliases = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react$/, replacement: 'preact/compat' },
];

/**
 * The builds' inline configs, in the order they run: `dist` is where they write (client/ and
 * server/), `watch` rebuilds on change (npm run dev).
 * @param {{ dist: string, logLevel?: string, watch?: boolean }} options
 * @returns {import('vite').InlineConfig[]}
 */
export function webBuilds({ dist, logLevel = 'warn', watch = false }) {
  const client = path.join(dist, 'client');
  const shared = { root, logLevel, configFile: path.join(root, 'vite.config.ts') };
  const watching = watch ? { watch: {} } : {};
  return [
    {
      ...shared,
      // The browser hydrates the public pages' islands with Preact: react-dom's client alone is
      // about 57 KB gzip, Preact with its React layer under 10. The server renders with React (the
      // SSR build below), and the studio keeps React: only this build is aliased.
      resolve: { alias: preactAliases },
      // The pages load only the islands' entry (issue 47, src/public/islands/start.ts); index.html's
      // entry stays in the build for its style sheets and the templates' (inlined by the server
      // from the manifest). Built apart from the studio so that no public chunk is shared with it.
      build: {
        ...watching,
        outDir: client,
        emptyOutDir: !watch,
        manifest: true,
        rollupOptions: { input: { index: path.join(root, 'index.html'), islands: path.join(root, 'src/public/islands/start.ts') } },
      },
    },
    {
      ...shared,
      // The studio's field inputs (rich-text editor, pickers) make one chunk of about 650 kB: loaded
      // by signed-in staff only, once, from the immutable cache after that. No warning for it.
      build: { ...watching, outDir: client, emptyOutDir: false, chunkSizeWarningLimit: 800, rollupOptions: { input: { admin: path.join(root, 'admin.html') } } },
    },
    {
      ...shared,
      build: {
        ...watching,
        ssr: 'src/public/entry-server.tsx',
        outDir: path.join(dist, 'server'),
        emptyOutDir: !watch,
        rollupOptions: { input: 'src/public/entry-server.tsx' },
      },
    },
  ];
}
