import { fileTypeFromBuffer } from 'file-type';
import { SaxesParser } from 'saxes';
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
  const svg = text !== undefined && /^\s*</.test(text) ? readSvg(text) : undefined;
  if (svg?.svg) {
    if (svg.problem) throw new UnsupportedMediaTypeError(`This SVG image cannot be uploaded: ${svg.problem}.`);
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

const blockedElements: Record<string, string> = {
  script: 'it contains a script',
  handler: 'it contains a script',
  listener: 'it contains a script',
  foreignobject: 'it contains embedded HTML (foreignObject)',
  iframe: 'it embeds other content',
  embed: 'it embeds other content',
  object: 'it embeds other content',
  audio: 'it embeds other content',
  video: 'it embeds other content',
};

const scriptAddress = /javascript\s*:|data\s*:\s*text\/html|vbscript\s*:/i;

/** A style sheet or style attribute that loads something other than a part of the drawing. */
function styleProblem(css: string): string | undefined {
  if (/@import/i.test(css)) return 'it refers to other documents (@import)';
  for (const match of css.matchAll(/url\(\s*["']?([^"')]*)/gi)) {
    if (!(match[1] ?? '').trim().startsWith('#')) return 'it refers to other documents or addresses';
  }
  return undefined;
}

/** What the parser made of a text that may be an SVG document. */
interface SvgReading {
  /** The root element is <svg>. */
  svg: boolean;
  /** Why it is not plain drawing; set only when `svg`. */
  problem?: string;
}

/**
 * Reads the text as XML, with namespaces, in one pass: an SVG document is one whose root element
 * is `svg` (whatever its prefix). Element and attribute names are judged by their local name, so a
 * prefix bound to any namespace (`<s:script xmlns:s="http://www.w3.org/2000/svg">`) does not hide
 * them. A streaming parser keeps the time linear in the file's size (the regular expressions it
 * replaced backtracked for seconds on a few hundred bytes).
 */
function readSvg(text: string): SvgReading {
  const parser = new SaxesParser({ xmlns: true, position: false });
  let root: string | undefined;
  let problem: string | undefined;
  let malformed = false;
  let inStyle = 0;
  const refuse = (why: string | undefined) => {
    problem ??= why;
  };
  parser.on('error', () => {
    malformed = true;
  });
  parser.on('doctype', (doctype) => {
    if (/\[|<!\s*entity\b/i.test(doctype)) refuse('it declares XML entities');
  });
  parser.on('opentag', (tag) => {
    const local = tag.local.toLowerCase();
    root ??= local;
    refuse(blockedElements[local]);
    if (local === 'style') inStyle++;
    for (const attribute of Object.values(tag.attributes)) {
      const name = attribute.local.toLowerCase();
      const value = attribute.value;
      if (name.startsWith('on')) refuse('it contains event handlers (on… attributes)');
      if (scriptAddress.test(value)) refuse('it contains a script address');
      if (name === 'href' && !value.trim().startsWith('#')) refuse('it refers to other documents or addresses');
      if (name === 'base' && attribute.prefix === 'xml') refuse('it refers to other documents');
      if (name === 'attributename' && /^\s*(\w+:)?href\s*$/i.test(value)) refuse('it animates a link');
      if (name === 'style') refuse(styleProblem(value));
    }
  });
  parser.on('closetag', (tag) => {
    if (tag.local.toLowerCase() === 'style' && inStyle > 0) inStyle--;
  });
  const styleText = (css: string) => {
    if (inStyle > 0) refuse(styleProblem(css));
  };
  parser.on('text', styleText);
  parser.on('cdata', styleText);
  parser.on('processinginstruction', (pi) => {
    if (pi.target.toLowerCase() === 'xml-stylesheet') refuse('it refers to other documents');
  });
  try {
    parser.write(text).close();
  } catch {
    malformed = true;
  }
  if (root !== 'svg') return { svg: false };
  if (problem) return { svg: true, problem };
  return malformed ? { svg: true, problem: 'it is not well-formed XML; export it again from the drawing program' } : { svg: true };
}

/**
 * Why an SVG is not plain drawing, or undefined when it is. SVG can carry script, event handlers,
 * HTML (foreignObject) and references to other documents; rather than rewrite such a file, it is
 * refused, and the editor exports a plain one.
 */
export function svgProblem(text: string): string | undefined {
  const reading = readSvg(text);
  return reading.svg ? reading.problem : 'it is not an SVG document';
}
