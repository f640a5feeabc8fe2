// `npm run bench`: how fast is a cached public page, next to a plain Node http server on the same
// machine with the same load (autocannon, 100 connections, ~10 s each)? Prints requests/s, p99
// latency and their ratio (target: cached page ≥ 0.4 of plain, p99 < 25 ms), the JavaScript the
// home page loads (gzip; budget 130 KB), and whether any public chunk carries admin libraries.
// Figures only: no pass/fail.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import autocannon from 'autocannon';

const root = path.resolve(import.meta.dirname, '..');
const dist = path.resolve(process.env.WEB_DIST_DIR ?? path.join(root, 'web/dist'));
const duration = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 100);
const admin = { email: 'bench@hospital.test', password: 'bench-password-123' };

function ensureBuilt() {
  if (fs.existsSync(path.join(dist, 'server/entry-server.js')) && fs.existsSync(path.join(dist, 'client/index.html'))) return;
  console.log(`Building the web app into ${dist} ...`);
  const result = spawnSync(process.execPath, [path.join(root, 'web/build.mjs')], { stdio: 'inherit', cwd: root, env: { ...process.env, WEB_DIST_DIR: dist } });
  if (result.status !== 0) throw new Error('the web build failed');
}

/** The server renderer imports react from node_modules: a build outside the repository needs a link to them. */
function linkModules() {
  if (dist.startsWith(root + path.sep)) return;
  const link = path.join(dist, 'node_modules');
  if (!fs.existsSync(link)) fs.symlinkSync(path.join(root, 'node_modules'), link, 'dir');
}

async function startServer() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hospital-bench-'));
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'server/src/main.ts')], {
    cwd: root,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', SEED: 'demo', WEB_DIST_DIR: dist, ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const url = await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the server did not start in 120 s:\n${output}`)), 120_000);
    const onData = (chunk) => {
      output += chunk.toString();
      const match = /running at (http:\/\/\S+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(match[1].replace('localhost', '127.0.0.1'));
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('exit', (code) => reject(new Error(`the server exited with ${code}:\n${output}`)));
  });
  const stop = () =>
    new Promise((resolve) => {
      child.removeAllListeners('exit');
      child.once('exit', () => {
        fs.rmSync(dataDir, { recursive: true, force: true });
        resolve();
      });
      child.kill('SIGTERM');
    });
  const seeded = /Seeded the demo hospital in ([\d.]+) s/.exec(output)?.[1];
  return { url, stop, seedSeconds: seeded ? Number(seeded) : null };
}

/** Without the demo seed there is no home page: create a few pages through the API. */
async function ensureContent(url) {
  if ((await fetch(`${url}/`)).status === 200) return;
  const login = await fetch(`${url}/api/admin/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(admin) });
  const body = await login.json();
  const token = body.token ?? body.data?.token;
  const pages = [
    { title: 'Home', pageRoute: 'home', template: 'default', description: '<p>Welcome to the hospital.</p>' },
    { title: 'About Us', pageRoute: 'about-us', template: 'default', description: '<p>About the hospital.</p>'.repeat(20) },
    { title: 'Contact', pageRoute: 'contact-us', template: 'default', description: '<p>Write to us.</p>' },
  ];
  for (const page of pages) {
    await fetch(`${url}/api/admin/pages`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ status: 'active', templateData: [], ...page }),
    });
  }
}

// A process of its own, like the site's server, so neither shares an event loop with the load tool.
const plainServerSource = `
import fs from 'node:fs';
import http from 'node:http';
// With a file argument it answers that file's bytes (brotli-encoded), else a small fixed page.
const file = process.argv[1];
const page = file ? fs.readFileSync(file) : Buffer.from('<!doctype html><html lang="en"><head><title>Plain</title></head><body><h1>Hello</h1><p>A small fixed page.</p></body></html>');
const headers = { 'content-type': 'text/html; charset=utf-8', 'content-length': page.length, ...(file ? { 'content-encoding': 'br' } : {}) };
const server = http.createServer((_request, response) => {
  response.writeHead(200, headers);
  response.end(page);
});
server.listen(0, '127.0.0.1', () => process.stdout.write('listening ' + server.address().port + '\\n'));
`;

function startPlainServer(bodyFile) {
  const child = spawn(process.execPath, ['--input-type=module', '-e', plainServerSource, ...(bodyFile ? [bodyFile] : [])], { stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk.toString();
      const port = /listening (\d+)/.exec(output)?.[1];
      if (port) {
        resolve({
          url: `http://127.0.0.1:${port}`,
          stop: () =>
            new Promise((done) => {
              child.once('exit', done);
              child.kill('SIGTERM');
            }),
        });
      }
    });
    child.on('error', reject);
  });
}

/** The bytes as sent (fetch would decompress them). */
function rawBody(url, headers) {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () => resolve(Buffer.concat(chunks)));
      })
      .on('error', reject);
  });
}

function load(url) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections, duration, headers: { 'accept-encoding': 'br, gzip' } }, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

/** The JavaScript the home page's HTML loads (entry, preloaded chunks, its template), gzip level 9. */
async function homeJavaScript(url) {
  const html = await (await fetch(`${url}/`)).text();
  const files = [...new Set([...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]))];
  let total = 0;
  for (const file of files) total += zlib.gzipSync(Buffer.from(await (await fetch(url + file)).arrayBuffer()), { level: 9 }).length;
  return { files: files.length, kb: total / 1024 };
}

/** Public chunks (the public build's manifest) that mention admin-only libraries. */
function adminCodeInPublicChunks() {
  const manifestPath = path.join(dist, 'client/.vite/manifest.json');
  if (!fs.existsSync(manifestPath)) return 'no manifest: not checked';
  const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8'));
  const markers = ['@mui/', 'MuiButton', '@emotion', 'ProseMirror', 'tiptap', '@tanstack/query', 'react-hook-form', 'src/admin/'];
  const offending = [];
  for (const chunk of Object.values(manifest)) {
    const file = path.join(dist, 'client', chunk.file);
    if (!file.endsWith('.js') || !fs.existsSync(file)) continue;
    const text = fs.readFileSync(file, 'utf8');
    const found = markers.filter((m) => text.includes(m));
    if (found.length) offending.push(`${chunk.file} (${found.join(', ')})`);
  }
  return offending.length ? offending.join('; ') : 'none';
}

const fmt = (n, digits = 0) => n.toLocaleString('en-GB', { maximumFractionDigits: digits, minimumFractionDigits: digits });

ensureBuilt();
linkModules();
const site = await startServer();
const plain = await startPlainServer();
try {
  await ensureContent(site.url);
  // Warm the cache: the measured requests are cache hits, as a busy site's are.
  await fetch(`${site.url}/`, { headers: { 'accept-encoding': 'br, gzip' } });
  console.log(`Load: ${connections} connections, ${duration} s each, autocannon.`);
  const cached = await load(`${site.url}/`);
  const baseline = await load(`${plain.url}/`);
  const ratio = cached.requests.average / baseline.requests.average;
  // The same bytes as the cached page from a plain server: what the page's size alone allows.
  const bodyFile = path.join(os.tmpdir(), `hospital-bench-home-${process.pid}.br`);
  fs.writeFileSync(bodyFile, await rawBody(`${site.url}/`, { 'accept-encoding': 'br' }));
  const sameBytes = await startPlainServer(bodyFile);
  const sameBytesLoad = await load(`${sameBytes.url}/`).finally(() => sameBytes.stop());
  const pageBytes = fs.statSync(bodyFile).size;
  fs.rmSync(bodyFile, { force: true });
  const js = await homeJavaScript(site.url);
  console.log('');
  console.log(`cached public page (/):  ${fmt(cached.requests.average)} req/s, p99 ${fmt(cached.latency.p99, 1)} ms, errors ${cached.errors + cached.non2xx}`);
  console.log(`plain Node http page:    ${fmt(baseline.requests.average)} req/s, p99 ${fmt(baseline.latency.p99, 1)} ms`);
  console.log(`ratio cached/plain:      ${fmt(ratio, 2)}   (target ≥ 0.40; p99 target < 25 ms)`);
  console.log(`plain server, same ${fmt(pageBytes / 1024, 1)} KB brotli page: ${fmt(sameBytesLoad.requests.average)} req/s, p99 ${fmt(sameBytesLoad.latency.p99, 1)} ms; cached page at ${fmt(cached.requests.average / sameBytesLoad.requests.average, 2)} of it`);
  console.log(`home page JavaScript:    ${fmt(js.kb, 1)} KB gzip in ${js.files} files   (budget 130 KB)`);
  console.log(`admin code in public chunks: ${adminCodeInPublicChunks()}`);
  console.log(`demo seed on first start:    ${site.seedSeconds === null ? 'not measured' : `${fmt(site.seedSeconds, 1)} s`}   (target < 30 s)`);
  // Both servers share the machine with whatever else runs: a busy machine lowers both figures.
  console.log(`machine: ${os.cpus().length} cores, load average ${os.loadavg().map((n) => fmt(n, 1)).join(' / ')}`);
} finally {
  await plain.stop();
  await site.stop();
}
