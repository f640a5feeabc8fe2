import { execFile, execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

/**
 * An export made by a real WordPress: Debian's `wordpress` package run by `php` against the
 * MariaDB of this machine (127.0.0.1:3306, root), its content made with WordPress's own functions
 * and exported with its own export_wp() (`test/wordpress/make-site.php`). Made once per version of
 * that script and kept in the temporary folder, so both databases' tests (and later runs) read the
 * same file without running PHP again.
 */

const script = path.join(import.meta.dirname, '../wordpress/make-site.php');
const wordpressDir = process.env.WORDPRESS_DIR ?? '/usr/share/wordpress';
const mariadbHost = process.env.WORDPRESS_TEST_DB_HOST ?? '127.0.0.1:3306';

/** The old site's address the export names. */
export const realExportSite = 'http://old-hospital.test';

export interface RealExport {
  file: string;
  /** The old site's wp-content/uploads folder. */
  uploads: string;
}

function hasPhp(): boolean {
  try {
    execFileSync('php', ['-r', 'exit(function_exists("mysqli_connect") && function_exists("imagepng") ? 0 : 1);'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

function portOpen(hostPort: string): Promise<boolean> {
  const [host = '127.0.0.1', port = '3306'] = hostPort.split(':');
  return new Promise((resolve) => {
    const socket = net.connect({ host, port: Number(port) });
    socket.setTimeout(1000);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });
}

/** Why a real WordPress export cannot be made here, or undefined when it can. */
export async function realWordpressMissing(): Promise<string | undefined> {
  const missing = await whatIsMissing();
  // .ci/run installs them: there, a missing piece fails the tests instead of skipping them.
  if (missing && process.env.WORDPRESS_TESTS_REQUIRED === '1') throw new Error(`The real WordPress tests cannot run (WORDPRESS_TESTS_REQUIRED=1): ${missing}.`);
  return missing;
}

async function whatIsMissing(): Promise<string | undefined> {
  if (!hasPhp()) return 'php-cli with mysqli and gd is not installed (apt-get install php-cli php-mysql php-gd)';
  if (!fs.existsSync(path.join(wordpressDir, 'wp-settings.php'))) return `WordPress is not installed at ${wordpressDir} (apt-get install wordpress)`;
  if (!(await portOpen(mariadbHost))) return `no MariaDB answers at ${mariadbHost}`;
  return undefined;
}

/** The export (made now when this version of the script has not made one yet). */
export async function realWordpressExport(): Promise<RealExport> {
  const version = crypto.createHash('sha256').update(fs.readFileSync(script)).update(realExportSite).digest('hex').slice(0, 12);
  const dir = path.join(os.tmpdir(), `hospital-wordpress-export-${version}`);
  const file = path.join(dir, 'export.xml');
  const uploads = path.join(dir, 'wp-content/uploads');
  if (fs.existsSync(file)) return { file, uploads };
  // Made beside the final folder and renamed into place: two test files making it at once both succeed.
  const work = fs.mkdtempSync(`${dir}-making-`);
  const database = `hospital_wp_${crypto.randomBytes(4).toString('hex')}`;
  await promisify(execFile)('php', [script, database, mariadbHost, realExportSite, work, path.join(work, 'export.xml')], {
    env: { ...process.env, WORDPRESS_DIR: wordpressDir },
    timeout: 120_000,
  });
  try {
    fs.renameSync(work, dir);
  } catch {
    fs.rmSync(work, { recursive: true, force: true });
  }
  return { file, uploads };
}
