import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { wxrHead, wxrItem, wxrTail, type WxrPostSpec } from './wxr-builder';

/**
 * The import's bench (`npm run bench -- --wordpress`, or `BENCH_ONLY=wordpress`): a generated
 * export shaped as WordPress 6's exporter writes it, of 2,000 posts, 500 pages (a tree of 50
 * sections of 9, classic and block text with [caption]) and 3,000 small images (each post has a
 * featured image, every other post one more in its text), with a copy of `wp-content/uploads`,
 * imported into a fresh SQLite database by the command itself (`npm run import:wordpress`, in a
 * process of its own with the server's `MALLOC_ARENA_MAX=2`), whose summary gives the time and
 * peak memory. Target: under 5 minutes, memory flat (the export is read as a stream): the control
 * is the same import at a quarter of the size, in the same run.
 */

const serverDir = path.resolve(import.meta.dirname, '../..');

const site = 'https://old.bench-hospital.example';
const words = ['care', 'health', 'heart', 'bones', 'children', 'diet', 'sleep', 'screening', 'recovery', 'family'];

export interface WordpressBenchSize {
  posts: number;
  pages: number;
  images: number;
}

export interface WordpressBench extends WordpressBenchSize {
  exportBytes: number;
  seconds: number;
  peakRssMb: number;
  /** Records written a second (pages, posts and images). */
  rate: number;
  /** The command's printed report. */
  summary: string;
}

const month = (n: number): string => String((n % 12) + 1).padStart(2, '0');
const paragraphs = (n: number, count: number): string =>
  Array.from({ length: count }, (_, i) => `<!-- wp:paragraph --><p>${Array.from({ length: 40 }, (_, k) => words[(n + i + k) % words.length]).join(' ')}.</p><!-- /wp:paragraph -->`).join('\n');

function* items(size: WordpressBenchSize): Generator<WxrPostSpec> {
  const imageId = (n: number): number => 100_000 + n;
  const imageFile = (n: number): string => `2024/${month(n)}/image-${imageId(n)}.png`;
  for (let n = 0; n < size.images; n += 1) {
    yield { id: imageId(n), type: 'attachment', title: `Image ${n + 1}`, slug: `image-${imageId(n)}`, attachmentUrl: `${site}/wp-content/uploads/${imageFile(n)}`, meta: { _wp_attached_file: imageFile(n), _wp_attachment_image_alt: `Picture ${n + 1}` } };
  }
  // Posts: the first images are their featured images, the rest go in their text.
  const inlineOf = (n: number): number | undefined => (size.posts + Math.floor(n / 2) < size.images && n % 2 === 0 ? size.posts + Math.floor(n / 2) : undefined);
  for (let n = 0; n < size.posts; n += 1) {
    const inline = inlineOf(n);
    const figure =
      inline === undefined
        ? ''
        : n % 4 === 0
          ? `\n[caption id="attachment_${imageId(inline)}" align="alignnone" width="300"]<img src="${site}/wp-content/uploads/2024/${month(inline)}/image-${imageId(inline)}-300x200.png" alt="" class="wp-image-${imageId(inline)}" /> Picture ${inline + 1}[/caption]`
          : `\n<!-- wp:image {"id":${imageId(inline)}} --><figure class="wp-block-image"><img src="${site}/wp-content/uploads/2024/${month(inline)}/image-${imageId(inline)}-300x200.png" alt="" class="wp-image-${imageId(inline)}"/></figure><!-- /wp:image -->`;
    yield {
      id: 1 + n,
      type: 'post',
      title: `Post ${n + 1}: ${words[n % words.length]} and ${words[(n + 3) % words.length]}`,
      slug: `post-${n + 1}`,
      date: `20${String(15 + (n % 10)).padStart(2, '0')}-0${(n % 9) + 1}-1${n % 10} 09:00:00`,
      link: `${site}/20${15 + (n % 10)}/post-${n + 1}/`,
      content: `${paragraphs(n, 6)}${figure}`,
      excerpt: `Summary of post ${n + 1}.`,
      terms: [{ domain: 'category', slug: `topic-${n % 8}`, name: `Topic ${n % 8}` }],
      meta: n < size.images ? { _thumbnail_id: imageId(n) } : {},
    };
  }
  // Pages: sections of 9 pages each.
  const firstPage = 50_000;
  for (let n = 0; n < size.pages; n += 1) {
    const section = Math.floor(n / 10);
    const top = n % 10 === 0;
    const slug = top ? `section-${section + 1}` : `page-${n + 1}`;
    yield {
      id: firstPage + n,
      type: 'page',
      title: top ? `Section ${section + 1}` : `Page ${n + 1} about ${words[n % words.length]}`,
      slug,
      parent: top ? 0 : firstPage + section * 10,
      menuOrder: n % 10,
      link: top ? `${site}/${slug}/` : `${site}/section-${section + 1}/${slug}/`,
      guid: `${site}/?page_id=${firstPage + n}`,
      content: n % 3 === 0 ? paragraphs(n, 4).replace(/<!-- \/?wp:paragraph -->/g, '') : paragraphs(n, 4),
    };
  }
}

/** A generated export of `size` (see the module comment) in `dir`: export.xml and its uploads folder. */
export async function generateWordpressExport(dir: string, size: WordpressBenchSize): Promise<{ file: string; uploads: string; images: number; site: string }> {
  const uploads = path.join(dir, 'uploads');
  let images = 0;
  const file = path.join(dir, 'export.xml');
  const out = fs.createWriteStream(file);
  out.write(wxrHead({ site }));
  for (const item of items(size)) {
    if (item.type === 'attachment') {
      const target = path.join(uploads, String(item.meta?._wp_attached_file));
      fs.mkdirSync(path.dirname(target), { recursive: true });
      // Each image different (its bytes name the media record), 120 × 80 like a thumbnail.
      const shade = images % 250;
      fs.writeFileSync(target, await sharp({ create: { width: 120, height: 80, channels: 3, background: { r: shade, g: (Math.floor(images / 250) * 20) % 256, b: 255 - shade } } }).png().toBuffer());
      images += 1;
    }
    if (!out.write(wxrItem(site, item))) await new Promise<void>((resolve) => out.once('drain', () => resolve()));
  }
  out.end(wxrTail);
  await new Promise<void>((resolve) => out.once('close', () => resolve()));
  return { file, uploads, images, site };
}

export async function benchWordpressImport(size: WordpressBenchSize = { posts: 2000, pages: 500, images: 3000 }): Promise<WordpressBench> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wordpress-bench-'));
  try {
    const { file, uploads, images } = await generateWordpressExport(dir, size);
    const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', 'src/cli/import-wordpress.ts', file, '--uploads', uploads, '--publish'], {
      cwd: serverDir,
      env: { ...process.env, DATA_DIR: path.join(dir, 'data'), DATABASE_URL: '', LOG_LEVEL: 'silent', MALLOC_ARENA_MAX: '2' },
      maxBuffer: 16 * 1024 * 1024,
    });
    const took = /Took ([\d.]+) s; peak memory (\d+) MB\./.exec(stdout);
    if (!took) throw new Error(`The import printed no summary:\n${stdout}`);
    const counts = stdout.split('\n').filter((line) => /^ {2}\S.*created/.test(line) || line.startsWith('Steps: '));
    const seconds = Number(took[1]);
    return { ...size, images, exportBytes: fs.statSync(file).size, seconds, peakRssMb: Number(took[2]), rate: (size.posts + size.pages + images) / seconds, summary: counts.join('\n') };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
