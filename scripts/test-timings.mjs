// Where the test time went in the last run: each step's seconds (as `.ci/run` recorded them) and
// the slowest test files of Vitest and Playwright, read from the JSON reports every run writes
// into test-timings/. `npm run test:timings [-- --top N]`; `.ci/run` prints the same at its end.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dir = path.join(root, 'test-timings');
const topIndex = process.argv.indexOf('--top');
const top = topIndex > 0 ? Number(process.argv[topIndex + 1]) : 15;

const seconds = (ms) => (ms / 1000).toFixed(1).padStart(7);
const relative = (file) => path.relative(root, file);

/** Per file: wall time of each Vitest file (its start to its end), from Vitest's JSON report. */
function vitestFiles(report, run) {
  return (report.testResults ?? []).map((file) => ({
    run,
    file: relative(file.name),
    ms: Math.max(0, (file.endTime ?? 0) - (file.startTime ?? 0)),
    tests: (file.assertionResults ?? []).length,
    skipped: (file.assertionResults ?? []).filter((t) => t.status === 'skipped' || t.status === 'pending').length,
  }));
}

/** Per file: the sum of its tests' durations (workers: 1), from Playwright's JSON report. */
function playwrightFiles(report) {
  const byFile = new Map();
  const walk = (suite) => {
    for (const spec of suite.specs ?? []) {
      for (const t of spec.tests ?? []) {
        const entry = byFile.get(spec.file) ?? { run: 'playwright', file: path.join('e2e/specs', spec.file), ms: 0, tests: 0, skipped: 0 };
        entry.tests += 1;
        if (t.status === 'skipped') entry.skipped += 1;
        for (const result of t.results ?? []) entry.ms += result.duration ?? 0;
        byFile.set(spec.file, entry);
      }
    }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of report.suites ?? []) walk(suite);
  return [...byFile.values()];
}

if (!fs.existsSync(dir)) {
  console.log('No timings yet: run `npm test` (or `.ci/run`) first; its reports are written to test-timings/.');
  process.exit(0);
}

const stepsFile = path.join(dir, 'steps.tsv');
if (fs.existsSync(stepsFile)) {
  console.log('Steps (seconds):');
  let total = 0;
  for (const line of fs.readFileSync(stepsFile, 'utf8').trim().split('\n')) {
    const [name, secs] = line.split('\t');
    total += Number(secs);
    console.log(`  ${String(secs).padStart(6)}  ${name}`);
  }
  console.log(`  ${String(total).padStart(6)}  total`);
}

const files = [];
const written = new Map();
for (const name of fs.readdirSync(dir).sort()) {
  if (!name.endsWith('.json')) continue;
  let report;
  try {
    report = JSON.parse(fs.readFileSync(path.join(dir, name), 'utf8'));
  } catch {
    console.log(`(${name} is not a complete report: skipped)`);
    continue;
  }
  const run = name.replace(/\.json$/, '');
  written.set(run, fs.statSync(path.join(dir, name)).mtime);
  if (run.startsWith('playwright')) files.push(...playwrightFiles(report));
  else files.push(...vitestFiles(report, run));
}

const runs = [...new Set(files.map((f) => f.run))];
for (const run of runs) {
  const mine = files.filter((f) => f.run === run);
  const tests = mine.reduce((sum, f) => sum + f.tests, 0);
  const skipped = mine.reduce((sum, f) => sum + f.skipped, 0);
  console.log(`${run}: ${mine.length} files, ${tests} tests (${skipped} skipped), ${seconds(mine.reduce((sum, f) => sum + f.ms, 0)).trim()} s of file time (written ${written.get(run)?.toISOString().slice(0, 16).replace('T', ' ')})`);
}
console.log(`\nThe ${top} slowest test files:`);
for (const f of files.sort((a, b) => b.ms - a.ms).slice(0, top)) console.log(`${seconds(f.ms)} s  ${f.run.padEnd(16)} ${f.file}`);
