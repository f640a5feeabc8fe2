// `npm start`: builds the web app when it is missing or older than its sources, then starts the
// server (which migrates, seeds an empty database and prints where to sign in).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const stamp = path.join(root, 'web/dist/build-stamp.json');

function newestMtime(dir) {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const full = path.join(dir, entry.name);
    const time = entry.isDirectory() ? newestMtime(full) : fs.statSync(full).mtimeMs;
    if (time > newest) newest = time;
  }
  return newest;
}

const builtAt = fs.existsSync(stamp) ? fs.statSync(stamp).mtimeMs : 0;
const sourcesAt = Math.max(newestMtime(path.join(root, 'web')), newestMtime(path.join(root, 'content/src')));
if (builtAt < sourcesAt) {
  process.stdout.write('Building the web app (first start or changed sources)...\n');
  const result = spawnSync(process.execPath, [path.join(root, 'web/build.mjs')], { stdio: 'inherit', cwd: root });
  if (result.status !== 0) {
    process.stderr.write('The web app could not be built; see the messages above.\n');
    process.exit(result.status ?? 1);
  }
}

const { register } = await import('tsx/esm/api');
register();
await import(path.join(root, 'server/src/main.ts'));
