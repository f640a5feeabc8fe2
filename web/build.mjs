// Builds the web app: the browser bundles (public + admin) and the server renderer, then stamps
// dist/version.txt with a new build id (the version watcher reloads open pages on change).
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { build } from 'vite';
import { webBuilds } from './builds.mjs';

// Always a production build: run from a test runner (NODE_ENV=test) or a dev shell, Vite and the
// JSX transform would otherwise build React's development runtime, which the server cannot render
// with (`jsxDEV is not a function`); `npm start` rebuilds from whatever environment it was given.
process.env.NODE_ENV = 'production';

const root = import.meta.dirname;
// WEB_DIST_DIR builds elsewhere (parallel checkouts, tests); the server reads the same variable.
const dist = path.resolve(process.env.WEB_DIST_DIR ?? path.join(root, 'dist'));
const client = path.join(dist, 'client');
for (const config of webBuilds({ dist, logLevel: process.env.VITE_LOG_LEVEL ?? 'warn' })) await build(config);

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
