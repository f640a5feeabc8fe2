import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { describeOnPostgres } from './helpers/databases';

// `npm start` (scripts/start.mjs) as a supervisor runs it: systemd, a container runtime or a
// process manager kills the process it started with SIGKILL when a stop times out. Nothing of the
// site may outlive that process, or a restart finds the port taken and old code goes on
// answering. On Node 20 start.mjs runs the server as its child; where Node has process.execve
// (Node 24) it becomes the server: either way the test kills the started process only.

const repoRoot = path.resolve(import.meta.dirname, '../..');

interface Started {
  child: ChildProcess;
  port: number;
  output: () => string;
}

const started: ChildProcess[] = [];
/** Every process of the site a test saw, so what a failed test leaves behind is ended by its id. */
const seen = new Set<number>();
const cleanups: (() => Promise<void>)[] = [];

afterEach(async () => {
  // Whatever a failed test left: the started processes and their descendants, by their ids.
  for (const child of started.splice(0)) {
    for (const pid of descendants(child.pid ?? -1)) seen.add(pid);
    if (child.pid) seen.add(child.pid);
  }
  for (const pid of seen) if (alive(pid)) killQuietly(pid);
  seen.clear();
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

const killQuietly = (pid: number) => {
  try {
    process.kill(pid, 'SIGKILL');
  } catch {
    // already gone
  }
};

/** Every process (not zombie) whose parent chain leads to pid, read from /proc. */
function descendants(pid: number): number[] {
  const parents = new Map<number, number[]>();
  for (const name of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    const stat = readStat(Number(name));
    if (!stat || stat.state === 'Z') continue;
    parents.set(stat.ppid, [...(parents.get(stat.ppid) ?? []), Number(name)]);
  }
  const found: number[] = [];
  const walk = (parent: number) => {
    for (const child of parents.get(parent) ?? []) {
      found.push(child);
      walk(child);
    }
  };
  walk(pid);
  return found;
}

function readStat(pid: number): { state: string; ppid: number } | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // pid (comm) state ppid …: comm may hold spaces and brackets, so read after the last ')'.
    const [state, ppid] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return { state: state ?? '', ppid: Number(ppid) };
  } catch {
    return null;
  }
}

const alive = (pid: number): boolean => {
  const stat = readStat(pid);
  return stat !== null && stat.state !== 'Z';
};

const listening = (port: number): Promise<boolean> =>
  new Promise((resolve) => {
    const socket = net.connect({ port, host: '127.0.0.1' });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

/** `node scripts/start.mjs` (or `npm start`) on a free port with a fresh data folder; resolves once it prints its address. */
async function start(env: Record<string, string>, command: readonly string[] = [process.execPath, 'scripts/start.mjs']): Promise<Started> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hospital-start-'));
  cleanups.push(async () => fs.rmSync(dataDir, { recursive: true, force: true }));
  const [file = '', ...args] = command;
  const child = spawn(file, args, {
    cwd: repoRoot,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, SEED: 'none', LOG_LEVEL: 'warn', DATABASE_URL: '', NODE_OPTIONS: '', npm_lifecycle_event: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  started.push(child);
  let output = '';
  const port = await new Promise<number>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /running at http:\/\/localhost:(\d+)/.exec(output);
      if (match?.[1]) resolve(Number(match[1]));
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code, signal) => reject(new Error(`start.mjs ended (${signal ?? code}) before serving:\n${output}`)));
  });
  return { child, port, output: () => output };
}

/** SIGKILL to the started process only; then nothing may listen on the port nor remain of it. */
async function killStartedAndExpectNothingLeft(server: Started): Promise<void> {
  const pid = server.child.pid ?? -1;
  const family = descendants(pid);
  for (const member of family) seen.add(member);
  expect(await listening(server.port)).toBe(true);
  server.child.kill('SIGKILL');
  const deadline = Date.now() + 10_000;
  let left = family.filter(alive);
  let open = true;
  while (Date.now() < deadline) {
    left = family.filter(alive);
    open = await listening(server.port);
    if (left.length === 0 && !open) break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  expect(open, `still listening on ${server.port}:\n${server.output()}`).toBe(false);
  expect(left, 'processes of the site still running').toEqual([]);
}

describe('npm start under a supervisor', () => {
  // The first start may build the web app and the server (a minute or two on a busy machine).
  it('leaves nothing running when the started process is killed with SIGKILL', { timeout: 300_000 }, async () => {
    const server = await start({});
    await killStartedAndExpectNothingLeft(server);
  });

  it('leaves nothing running when `npm start` (npm, which runs a shell, which runs node) is killed with SIGKILL', { timeout: 300_000 }, async () => {
    const server = await start({}, ['npm', 'start']);
    await killStartedAndExpectNothingLeft(server);
  });

});

// WORKERS=N needs PostgreSQL: run where the integration tests have it (TEST_DATABASE_URL).
describeOnPostgres('npm start with WORKERS=2 under a supervisor', (_dialect, url) => {
  it('leaves no worker running either when the started process is killed with SIGKILL', { timeout: 300_000 }, async () => {
    const schema = `start_${crypto.randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create schema ${schema}`);
    await admin.end();
    cleanups.push(async () => {
      const cleanup = new pg.Client({ connectionString: url });
      await cleanup.connect();
      await cleanup.query(`drop schema ${schema} cascade`);
      await cleanup.end();
    });
    const databaseUrl = `${url}${url.includes('?') ? '&' : '?'}options=${encodeURIComponent(`-c search_path=${schema}`)}`;
    const server = await start({ WORKERS: '2', DATABASE_URL: databaseUrl });
    expect(descendants(server.child.pid ?? -1).length).toBeGreaterThanOrEqual(2);
    await killStartedAndExpectNothingLeft(server);
  });
});
