// `npm start`: builds the web app and the server when they are missing or older than their
// sources, then starts the built server (which migrates, seeds an empty database and prints where
// to sign in).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { buildServer, newestMtime, serverBuildIsStale, serverEntry, serverProcess } from '../server/build.mjs';
import { npmLauncher, stopWhenGone, stopWhenPipeCloses } from './stop-with-parent.mjs';

/** The environment that tells the server what to end with: the fd of its pipe to start.mjs, npm's process. */
const parentPipeVariable = 'HOSPITAL_PARENT_PIPE_FD';
const launcherVariable = 'HOSPITAL_NPM_LAUNCHER';

// The server's process settings (see serverProcess) take effect only from a process's start:
// this one starts again with them (in place where Node has process.execve, so the process a
// supervisor started is the server; else as a child that it waits for), unless they were given.
if (!process.execArgv.some((arg) => arg.startsWith('--max-semi-space-size'))) {
  const launcher = npmLauncher();
  const env = { ...serverProcess.env, ...process.env, ...(launcher ? { [launcherVariable]: launcher } : {}) };
  const args = [...serverProcess.execArgv, ...process.execArgv, ...process.argv.slice(1)];
  if (typeof process.execve === 'function') process.execve(process.execPath, [process.execPath, ...args], env);
  // The child holds one end of a pipe (its fd 3) whose other end only this process holds: when
  // this process ends in any way, SIGKILL included, the pipe closes and the child stops too, so a
  // supervisor that kills what it started leaves no server holding the port.
  const child = spawn(process.execPath, args, { stdio: ['inherit', 'inherit', 'inherit', 'pipe'], env: { ...env, [parentPipeVariable]: '3' } });
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => child.kill(signal));
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
  await new Promise(() => {});
}

// Started as the child above: stop with the parent (see there). Under npm: stop with npm too, as
// its shell does not pass a SIGKILL on (see npmLauncher). Read once, and taken out of the
// environment, so the server's own processes (WORKERS) do not take their fd 3 for the pipe; they
// end with this process through their cluster channel.
const parentPipe = process.env[parentPipeVariable];
const launcher = process.env[launcherVariable];
delete process.env[parentPipeVariable];
delete process.env[launcherVariable];
if (parentPipe) stopWhenPipeCloses(Number(parentPipe));
if (launcher) stopWhenGone(launcher);

const root = path.resolve(import.meta.dirname, '..');
const stamp = path.join(root, 'web/dist/build-stamp.json');

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

if (serverBuildIsStale()) {
  process.stdout.write('Building the server (first start or changed sources)...\n');
  await buildServer();
}

// The built server is one file in server/dist: its default web/dist is worked out from here.
process.env.WEB_DIST_DIR ??= path.join(root, 'web/dist');
await import(serverEntry);
