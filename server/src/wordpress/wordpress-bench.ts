import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { wxrHead, wxrItem, wxrTail, type WxrPostSpec } from './wxr-builder';

/**
 * The import's bench (`BENCH_ONLY=wordpress npm run bench`): a generated export of 1,000 posts and
 * 2,000 small images (each post has a featured image and one more in its text), with a copy of
 * `wp-content/uploads`, imported into a fresh SQLite database by the command itself
 * (`npm run import:wordpress`, in a process of its own with the server's `MALLOC_ARENA_MAX=2`), whose
 * summary gives the time and peak memory. Target: under 5 minutes, memory flat (the export is read
 * as a stream).
 */

const serverDir = path.resolve(import.meta.dirname, '../..');

const site = 'https://old.bench-hospital.example';
const words = ['care', 'health', 'heart', 'bones', 'children', 'diet', 'sleep', 'screening', 'recovery', 'family'];

export interface WordpressBench {
  posts: number;
  images: number;
  exportBytes: number;
  seconds: number;
  peakRssMb: number;
  /** The command's printed report. */
  summary: string;
}

function* items(posts: number): Generator<WxrPostSpec> {
  for (let n = 0; n < posts; n += 1) {
    const featured = 100_000 + 2 * n;
    const inline = featured + 1;
    for (const id of [featured, inline]) {
      const file = `2024/${String((n % 12) + 1).padStart(2, '0')}/image-${id}.png`;
      yield { id, type: 'attachment', title: `Image ${id}`, slug: `image-${id}`, attachmentUrl: `${site}/wp-content/uploads/${file}`, meta: { _wp_attached_file: file, _wp_attachment_image_alt: `Picture ${id}` } };
    }
    const text = Array.from({ length: 6 }, (_, i) => `<!-- wp:paragraph --><p>${Array.from({ length: 40 }, (_, k) => words[(n + i + k) % words.length]).join(' ')}.</p><!-- /wp:paragraph -->`).join('\n');
    yield {
      id: n + 1,
      type: 'post',
      title: `Post ${n + 1}: ${words[n % words.length]} and ${words[(n + 3) % words.length]}`,
      slug: `post-${n + 1}`,
      date: `20${String(15 + (n % 10)).padStart(2, '0')}-0${(n % 9) + 1}-1${n % 10} 09:00:00`,
      link: `${site}/20${15 + (n % 10)}/post-${n + 1}/`,
      content: `${text}\n<!-- wp:image --><figure class="wp-block-image"><img src="${site}/wp-content/uploads/2024/${String((n % 12) + 1).padStart(2, '0')}/image-${inline}-300x200.png" alt=""/></figure><!-- /wp:image -->`,
      excerpt: `Summary of post ${n + 1}.`,
      terms: [{ domain: 'category', slug: `topic-${n % 8}`, name: `Topic ${n % 8}` }],
      meta: { _thumbnail_id: featured },
    };
  }
}

export async function benchWordpressImport(posts = 1000): Promise<WordpressBench> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wordpress-bench-'));
  try {
    const uploads = path.join(dir, 'uploads');
    let images = 0;
    const file = path.join(dir, 'export.xml');
    const out = fs.createWriteStream(file);
    out.write(wxrHead({ site }));
    for (const item of items(posts)) {
      if (item.type === 'attachment') {
        const target = path.join(uploads, String(item.meta?._wp_attached_file));
        fs.mkdirSync(path.dirname(target), { recursive: true });
        // Each image different (its bytes name the media record), 120 × 80 like a thumbnail.
        const shade = images % 250;
        fs.writeFileSync(target, await sharp({ create: { width: 120, height: 80, channels: 3, background: { r: shade, g: (images >> 8) * 40, b: 255 - shade } } }).png().toBuffer());
        images += 1;
      }
      if (!out.write(wxrItem(site, item))) await new Promise<void>((resolve) => out.once('drain', () => resolve()));
    }
    out.end(wxrTail);
    await new Promise<void>((resolve) => out.once('close', () => resolve()));
    const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', 'src/cli/import-wordpress.ts', file, '--uploads', uploads, '--publish'], {
      cwd: serverDir,
      env: { ...process.env, DATA_DIR: path.join(dir, 'data'), DATABASE_URL: '', LOG_LEVEL: 'silent', MALLOC_ARENA_MAX: '2' },
      maxBuffer: 16 * 1024 * 1024,
    });
    const took = /Took ([\d.]+) s; peak memory (\d+) MB\./.exec(stdout);
    if (!took) throw new Error(`The import printed no summary:\n${stdout}`);
    const counts = stdout.split('\n').filter((line) => /^ {2}\S.*created/.test(line));
    return { posts, images, exportBytes: fs.statSync(file).size, seconds: Number(took[1]), peakRssMb: Number(took[2]), summary: counts.join('\n') };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
