import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'libsql';
import { describe, expect, it } from 'vitest';
import { sqliteDialect } from '../../test/helpers/databases';
import { loadConfig } from '../config/config';
import { importRedirectsCsv } from '../redirects/redirect-operations';
import { runBackup } from './backup-schedule-job';
import { describeQuickCheck } from './restore-backup';

const serverDir = path.resolve(import.meta.dirname, '../..');

/** `npm run backup:verify` as the command line runs it, in a process of its own. */
function verifyCli(folder: string): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(process.execPath, ['--import', 'tsx', 'src/cli/verify-backup.ts', folder], { cwd: serverDir, env: { ...process.env, LOG_LEVEL: 'silent', DATABASE_URL: '' } }, (error, stdout, stderr) => {
      resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr });
    });
  });
}

describe('a damaged SQLite backup', () => {
  it("is told in one line: the first problem, the page and the table it is in, and how many more", () => {
    const answer = ['*** in database main ***', ...Array.from({ length: 55 }, (_, i) => `Tree 3 page 104 cell ${55 - i}: Offset ${18511 - i} out of range 171..4092`)].join('\n');
    expect(describeQuickCheck(answer, (root) => (root === 3 ? 'the table redirects' : undefined))).toBe('page 104 of the table redirects: Offset 18511 out of range 171..4092 (and 54 more problems)');
    expect(describeQuickCheck('*** in database main ***\nTree 9 page 6: btreeInitPage() returns error code 11', () => undefined)).toBe('page 6: btreeInitPage() returns error code 11');
    expect(describeQuickCheck('Page 12 is never used', () => undefined)).toBe('page 12: Page 12 is never used');
  });

  it('fails `npm run backup:verify` with one line naming the table whose page is damaged', { timeout: 60_000 }, async () => {
    const test = await sqliteDialect.create();
    const config = loadConfig({ DATA_DIR: path.dirname(test.db.location), LOG_LEVEL: 'silent' });
    try {
      const lines = Array.from({ length: 3000 }, (_, n) => `/old-site/a-long-old-address-of-a-post-${n}.html,/blogs`);
      expect((await importRedirectsCsv(test.db, lines.join('\n'))).imported).toBe(3000);
      const folder = path.join(config.dataDir, 'backups', 'damaged');
      await runBackup(test.db, config, 'hand', new Date('2026-11-28T10:00:00Z'), { folder, say: () => undefined });
      const file = path.join(folder, 'hospital.db');
      // The redirects table's root page (an interior page of its tree): its cells overwritten.
      const reader = new SQLite(file, { readonly: true });
      const { rootpage, pageSize } = reader.prepare("select rootpage, (select page_size from pragma_page_size) as pageSize from sqlite_master where name = 'redirects'").get() as { rootpage: number; pageSize: number };
      reader.close();
      const bytes = fs.readFileSync(file);
      const start = (rootpage - 1) * pageSize + 12;
      for (let i = start; i < start + 400; i += 1) bytes[i] = (i * 7) & 0xff;
      fs.writeFileSync(file, bytes);

      const verified = await verifyCli(folder);
      expect(verified.code).toBe(1);
      expect(verified.stderr.trim().split('\n')).toHaveLength(1);
      expect(verified.stderr).toMatch(new RegExp(`^${file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} is damaged or not a SQLite database: page ${rootpage} of the table redirects: .+\\n$`));
    } finally {
      await test.drop();
    }
  });
});
