import { fileTypeFromBuffer } from 'file-type';
import { UnsupportedMediaTypeError } from '../errors/http-errors';

/**
 * What an uploaded file is, decided from its bytes alone: the name and the type the browser
 * claimed are never trusted. Images and PDF documents only; SVG is accepted only when it is plain
 * vector drawing (see `svgProblem`).
 */

export interface UploadKind {
  mimeType: string;
  /** The extension of the stored file. */
  ext: string;
  /** Raster images get their size read and resized WebP variants. */
  raster: boolean;
}

const allowed: Record<string, UploadKind> = {
  'image/jpeg': { mimeType: 'image/jpeg', ext: 'jpg', raster: true },
  'image/png': { mimeType: 'image/png', ext: 'png', raster: true },
  'image/webp': { mimeType: 'image/webp', ext: 'webp', raster: true },
  'image/gif': { mimeType: 'image/gif', ext: 'gif', raster: true },
  'image/avif': { mimeType: 'image/avif', ext: 'avif', raster: true },
  'application/pdf': { mimeType: 'application/pdf', ext: 'pdf', raster: false },
};

export const svgKind: UploadKind = { mimeType: 'image/svg+xml', ext: 'svg', raster: false };

/** Every extension a stored file may have, for the names `/uploads/…` will serve. */
export const storedExtensions = ['jpg', 'png', 'webp', 'gif', 'avif', 'pdf', 'svg'] as const;

export const mimeTypeByExtension: Record<(typeof storedExtensions)[number], string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
  avif: 'image/avif',
  pdf: 'application/pdf',
  svg: 'image/svg+xml',
};

export const allowedDescription = 'Upload a JPEG, PNG, WebP, GIF, AVIF or SVG image, or a PDF document.';

const executables = new Set(['exe', 'elf', 'mach', 'macho', 'dll', 'class', 'dex', 'wasm', 'msi', 'deb', 'rpm', 'apk', 'lnk']);
const archives = new Set(['zip', 'tar', 'gz', 'bz2', '7z', 'rar', 'xz', 'zst', 'cab', 'jar', 'lz', 'lzh', 'ar', 'cpio']);

/** The kind of the file, or a 415 that says why it is refused. */
export async function detectUploadKind(data: Buffer): Promise<UploadKind> {
  const found = await fileTypeFromBuffer(data);
  // An XML declaration says nothing of what follows; SVG is XML and is judged as text below.
  const detected = found && !/^(application|text)\/xml$/.test(found.mime) ? found : undefined;
  if (detected) {
    const kind = allowed[detected.mime];
    if (kind) return kind;
    if (executables.has(detected.ext) || looksExecutable(data)) {
      throw new UnsupportedMediaTypeError(`Programs cannot be uploaded. ${allowedDescription}`);
    }
    if (archives.has(detected.ext)) {
      throw new UnsupportedMediaTypeError(`Archives (${detected.ext}) cannot be uploaded. ${allowedDescription}`);
    }
    throw new UnsupportedMediaTypeError(`Files of type ${detected.mime} cannot be uploaded. ${allowedDescription}`);
  }
  if (looksExecutable(data)) throw new UnsupportedMediaTypeError(`Programs cannot be uploaded. ${allowedDescription}`);
  const text = asText(data);
  if (text !== undefined && isSvg(text)) {
    const problem = svgProblem(text);
    if (problem) throw new UnsupportedMediaTypeError(`This SVG image cannot be uploaded: ${problem}.`);
    return svgKind;
  }
  if (text !== undefined && /<\s*(!doctype\s+html|html|head|body|script|iframe)\b/i.test(text)) {
    throw new UnsupportedMediaTypeError(`Web pages and scripts (HTML) cannot be uploaded. ${allowedDescription}`);
  }
  if (text !== undefined && /^#!/.test(text)) {
    throw new UnsupportedMediaTypeError(`Scripts cannot be uploaded. ${allowedDescription}`);
  }
  throw new UnsupportedMediaTypeError(`This kind of file is not allowed. ${allowedDescription}`);
}

/** ELF, PE (MZ) and Mach-O headers, whatever file-type makes of them. */
function looksExecutable(data: Buffer): boolean {
  if (data.length < 4) return false;
  const head = data.readUInt32BE(0);
  return (
    head === 0x7f454c46 || // ELF
    data.subarray(0, 2).toString('latin1') === 'MZ' ||
    [0xfeedface, 0xfeedfacf, 0xcefaedfe, 0xcffaedfe, 0xcafebabe].includes(head)
  );
}

/** The file as UTF-8 text when it is text (no NUL bytes, valid UTF-8), else undefined. */
function asText(data: Buffer): string | undefined {
  if (data.includes(0)) return undefined;
  const text = new TextDecoder('utf-8', { fatal: false }).decode(data);
  if (text.includes('\uFFFD')) return undefined;
  return text.replace(/^\uFEFF/, '');
}

/** An SVG document: after an optional XML declaration, comments and whitespace, an <svg> root. */
function isSvg(text: string): boolean {
  return /^\s*(<\?xml[^>]*\?>\s*)?(<!--[\s\S]*?-->\s*)*(<!doctype\s+svg[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*<svg[\s>]/i.test(text);
}

/**
 * Why an SVG is not plain drawing, or undefined when it is. SVG can carry script, event handlers,
 * HTML (foreignObject) and references to other documents; rather than rewrite such a file, it is
 * refused, and the editor exports a plain one. The check is deliberately broad: a harmless file
 * that merely mentions `onclick=` in a text node is refused too.
 */
export function svgProblem(text: string): string | undefined {
  if (/<\s*script\b/i.test(text)) return 'it contains a script';
  if (/\son[a-z]+\s*=/i.test(text)) return 'it contains event handlers (on… attributes)';
  if (/<\s*foreignObject\b/i.test(text)) return 'it contains embedded HTML (foreignObject)';
  if (/<\s*(iframe|embed|object|audio|video|handler|listener)\b/i.test(text)) return 'it embeds other content';
  if (/<!\s*(doctype|entity)\b[^>]*\[|<!\s*entity\b/i.test(text)) return 'it declares XML entities';
  if (/javascript\s*:|data\s*:\s*text\/html|vbscript\s*:/i.test(text)) return 'it contains a script address';
  if (/attributeName\s*=\s*["']?\s*(xlink:)?href/i.test(text)) return 'it animates a link';
  if (/\bxml:base\s*=/i.test(text)) return 'it refers to other documents';
  if (/@import/i.test(text)) return 'it refers to other documents (@import)';
  for (const match of text.matchAll(/\b(?:xlink:)?href\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/gi)) {
    const target = (match[1] ?? match[2] ?? match[3] ?? '').trim();
    if (!target.startsWith('#')) return 'it refers to other documents or addresses';
  }
  for (const match of text.matchAll(/url\(\s*["']?([^"')]*)/gi)) {
    if (!(match[1] ?? '').trim().startsWith('#')) return 'it refers to other documents or addresses';
  }
  return undefined;
}
