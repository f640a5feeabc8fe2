// `npm run dev`: the server restarts when server or content code changes, and the web app rebuilds
// when its sources change (the version watcher in open pages then reloads them).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { build } from 'vite';
import { webBuilds } from '../web/builds.mjs';

const root = path.resolve(import.meta.dirname, '..');
const web = path.join(root, 'web');
const children = [];

function run(args, env = {}) {
  const child = spawn(process.execPath, args, { stdio: 'inherit', cwd: root, env: { ...process.env, ...env } });
  children.push(child);
  return child;
}

// One full build first, so the server has something to serve.
const first = run([path.join(web, 'build.mjs')]);
await new Promise((resolve, reject) => first.on('exit', (code) => (code === 0 ? resolve() : reject(new Error('web build failed')))));

run(['--import', 'tsx', '--watch-path=server/src', '--watch-path=content/src', 'server/src/main.ts'], { LOG_LEVEL: process.env.LOG_LEVEL ?? 'info', NODE_ENV: process.env.NODE_ENV ?? 'development' });

// Browser bundles and the renderer rebuild on change: the same builds as web/build.mjs, watching.
for (const config of webBuilds({ dist: path.join(web, 'dist'), watch: true })) await build(config);

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    for (const child of children) child.kill(signal);
    process.exit(0);
  });
}
