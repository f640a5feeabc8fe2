// Builds the server once into dist/ (main.mjs, the render threads' render-worker.mjs and the link
// check's link-worker.mjs) with esbuild, so that `npm start` runs plain JavaScript: compiling the TypeScript at run time (tsx)
// costs a loader thread with a heap of its own and keeps every compiled module and source map in
// memory for the life of the process. Packages stay in node_modules; the content declarations
// (@hospital/content, TypeScript sources) are bundled in. `npm run dev`, the tests and the
// end-to-end harness still run the sources through tsx.
import fs from 'node:fs';
import path from 'node:path';

const root = import.meta.dirname;
const out = path.join(root, 'dist');
export const serverEntry = path.join(out, 'main.mjs');

/**
 * How the built server's process is started (scripts/start.mjs, the bench's demo server), for its
 * memory. V8 lets each heap's young generation grow to 16 MB semi-spaces, which neither the main
 * thread (cached pages, API calls) nor a render thread needs: renders measured no slower with 2 MB
 * (the flag is the process's, so it holds for the render threads too). glibc gives every thread that allocates (libvips resizing images, zlib on
 * libuv's thread pool, the render threads) a malloc arena of its own, and what is freed in one
 * mostly stays resident: two are enough. Together about 150 MB less resident after the demo seed
 * and a render of every page. (A fixed MALLOC_MMAP_THRESHOLD_ saved 25 MB more but made the seed
 * and the renders about twice as slow.)
 */
export const serverProcess = { execArgv: ['--max-semi-space-size=2'], env: { MALLOC_ARENA_MAX: '2' } };

/** The newest modification time of the files under dir (node_modules and dist aside): is a build stale? */
export function newestMtime(dir) {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const full = path.join(dir, entry.name);
    const time = entry.isDirectory() ? newestMtime(full) : fs.statSync(full).mtimeMs;
    if (time > newest) newest = time;
  }
  return newest;
}

/** Whether dist/main.mjs is missing or older than the server's or the content's sources. */
export function serverBuildIsStale() {
  const builtAt = fs.existsSync(serverEntry) ? fs.statSync(serverEntry).mtimeMs : 0;
  const sources = [path.join(root, 'src'), path.join(root, '..', 'content', 'src')];
  return builtAt < Math.max(fs.statSync(path.join(root, 'package.json')).mtimeMs, ...sources.map(newestMtime));
}

/** Every package import stays an import, except the workspace's own TypeScript packages. */
const packagesExternal = {
  name: 'packages-external',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@hospital/') ? undefined : { path: args.path, external: true }));
  },
};

export async function buildServer() {
  // Loaded only when a build is due: a start with an up-to-date build does not hold esbuild in memory.
  const { build } = await import('esbuild');
  await build({
    entryPoints: {
      main: path.join(root, 'src/main.ts'),
      'render-worker': path.join(root, 'src/web/render-worker-main.ts'),
      'link-worker': path.join(root, 'src/links/link-worker-main.ts'),
    },
    outdir: out,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    plugins: [packagesExternal],
    sourcemap: 'linked',
    logLevel: 'warning',
  });
  // esbuild writes main.mjs before the workers' files; the staleness check reads main.mjs.
  const now = new Date();
  fs.utimesSync(serverEntry, now, now);
}

if (process.argv[1] === import.meta.filename) await buildServer();
