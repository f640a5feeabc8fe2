// Builds the web app: the browser bundles (public + admin) and the server renderer, then stamps
// dist/version.txt with a new build id (the version watcher reloads open pages on change).
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { build } from 'vite';

// Always a production build: run from a test runner (NODE_ENV=test) or a dev shell, Vite and the
// JSX transform would otherwise build React's development runtime, which the server cannot render
// with (`jsxDEV is not a function`); `npm start` rebuilds from whatever environment it was given.
process.env.NODE_ENV = 'production';

const root = import.meta.dirname;
// WEB_DIST_DIR builds elsewhere (parallel checkouts, tests); the server reads the same variable.
const dist = path.resolve(process.env.WEB_DIST_DIR ?? path.join(root, 'dist'));
const quiet = { logLevel: process.env.VITE_LOG_LEVEL ?? 'warn' };
const preactAliases = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react$/, replacement: 'preact/compat' },
];

// The public site and the admin are built apart so that no public chunk is shared with the admin
// (a shared chunk would carry the admin's share of common libraries to every public page). The
// public build's manifest lets the server add a page template's CSS and chunk to the HTML it renders.
const client = path.join(dist, 'client');
await build({
  root,
  ...quiet,
  configFile: path.join(root, 'vite.config.ts'),
  // The browser hydrates the public pages with Preact: react-dom's client alone is about 57 KB gzip,
  // Preact with its React layer under 10. The server renders with React (the SSR build below), and
  // the admin keeps React: only this build is aliased.
  resolve: { alias: preactAliases },
  // The pages load only the islands' entry (issue 47, src/public/islands/start.ts); index.html's entry
  // stays in the build for its style sheets and the templates' (inlined by the server from the manifest).
  build: { outDir: client, manifest: true, rollupOptions: { input: { index: path.join(root, 'index.html'), islands: path.join(root, 'src/public/islands/start.ts') } } },
});
await build({
  root,
  ...quiet,
  configFile: path.join(root, 'vite.config.ts'),
  // The admin's field inputs (rich-text editor, pickers) make one chunk of about 650 kB: loaded by
  // signed-in staff only, once, from the immutable cache after that. No warning for it at every start.
  build: { outDir: client, emptyOutDir: false, chunkSizeWarningLimit: 800, rollupOptions: { input: path.join(root, 'admin.html') } },
});
await build({
  root,
  ...quiet,
  configFile: path.join(root, 'vite.config.ts'),
  build: {
    ssr: 'src/public/entry-server.tsx',
    outDir: path.join(dist, 'server'),
    emptyOutDir: true,
    rollupOptions: { input: 'src/public/entry-server.tsx' },
  },
});

// The server renderer imports react and friends at run time: a build outside the repository needs
// a way back to its node_modules.
const modulesLink = path.join(dist, 'node_modules');
if (!path.join(dist, '/').startsWith(path.join(root, '..', '/')) && !fs.existsSync(modulesLink)) {
  fs.symlinkSync(path.join(root, '..', 'node_modules'), modulesLink, 'dir');
}

// Browser scripts and styles are sent compressed (the server picks file.br or file.gz when the browser takes
// it): compressed once here at the highest levels, so no request pays for compressing.
const compressible = /\.(?:js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;
const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
async function precompress(dir) {
  const files = fs.readdirSync(dir, { recursive: true, withFileTypes: true }).filter((f) => f.isFile() && compressible.test(f.name));
  await Promise.all(
    files.map(async (file) => {
      const full = path.join(file.parentPath, file.name);
      const bytes = fs.readFileSync(full);
      if (bytes.length < 1024) return;
      const [br, gz] = await Promise.all([
        brotli(bytes, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } }),
        gzip(bytes, { level: 9 }),
      ]);
      // Only where it saves something worth a second file.
      if (br.length < bytes.length * 0.9) fs.writeFileSync(`${full}.br`, br);
      if (gz.length < bytes.length * 0.9) fs.writeFileSync(`${full}.gz`, gz);
    }),
  );
}
// Only the hashed assets: a file of static/ keeps its name when edited (npm run dev copies it
// again), and a .br beside it would then be stale. Those few drawings are under 1 KB anyway.
await precompress(path.join(client, 'assets'));

const buildId = `${new Date().toISOString()} ${crypto.randomBytes(4).toString('hex')}`;
fs.writeFileSync(path.join(dist, 'version.txt'), `${buildId}\n`);
fs.writeFileSync(path.join(dist, 'build-stamp.json'), JSON.stringify({ buildId }) + '\n');
console.log(`web built: ${buildId}`);
