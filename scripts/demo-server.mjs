// The built site on a free port with a fresh demo hospital, for the scripts that measure it
// (`npm run bench`, `npm run lighthouse`): builds the web app first when WEB_DIST_DIR has none.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildServer, serverBuildIsStale, serverEntry, serverProcess } from '../server/build.mjs';

const root = path.resolve(import.meta.dirname, '..');

function ensureBuilt(dist) {
  if (fs.existsSync(path.join(dist, 'server/entry-server.js')) && fs.existsSync(path.join(dist, 'client/index.html'))) return;
  console.log(`Building the web app into ${dist} ...`);
  const result = spawnSync(process.execPath, [path.join(root, 'web/build.mjs')], { stdio: 'inherit', cwd: root, env: { ...process.env, WEB_DIST_DIR: dist } });
  if (result.status !== 0) throw new Error('the web build failed');
}

/** The server renderer imports react from node_modules: a build outside the repository needs a link to them. */
function linkModules(dist) {
  if (dist.startsWith(root + path.sep)) return;
  const link = path.join(dist, 'node_modules');
  if (!fs.existsSync(link)) fs.symlinkSync(path.join(root, 'node_modules'), link, 'dir');
}

/**
 * Starts the server on the build in `dist` with its own data directory and the demo seed; resolves
 * (`env`: settings of its own, e.g. METRICS_TOKEN) with its URL, a stop function (which also removes the data), its process id and how long the seed took.
 */
export async function startDemoServer({ dist, admin, env = {} }) {
  ensureBuilt(dist);
  linkModules(dist);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hospital-demo-'));
  // The server as `npm start` runs it: built once (server/build.mjs), not compiled at run time.
  if (serverBuildIsStale()) await buildServer();
  // SERVER_NODE_ARGS: Node flags for the server alone, to find where its time goes
  // (`SERVER_NODE_ARGS='--cpu-prof --cpu-prof-dir=/tmp/prof' BENCH_ONLY=render npm run bench`).
  const nodeArgs = (process.env.SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...serverProcess.execArgv, ...nodeArgs, serverEntry], {
    cwd: root,
    env: { ...serverProcess.env, ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', SEED: 'demo', WEB_DIST_DIR: dist, ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const url = await new Promise((resolve, reject) => {
    // The demo seed resizes every image: on a busy shared machine that takes minutes.
    const timer = setTimeout(() => {
      child.kill('SIGTERM');
      fs.rmSync(dataDir, { recursive: true, force: true });
      reject(new Error(`the server did not start in 300 s:\n${output}`));
    }, 300_000);
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
  return { url, stop, pid: child.pid, seedSeconds: seeded ? Number(seeded) : null };
}
