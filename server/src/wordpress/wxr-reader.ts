import fs from 'node:fs';
import path from 'node:path';
import { SaxesParser } from 'saxes';

/**
 * Reads a WordPress export (WXR: `rss/channel` with `item`s and the site's terms) as a stream:
 * each child of `channel` is built as a small tree and handed on when it closes, so memory holds
 * one record at a time whatever the file's size.
 */

/** One element: its name as written (`wp:post_type`), attributes, text (CDATA included) and children. */
export interface XmlNode {
  name: string;
  attributes: Record<string, string>;
  text: string;
  children: XmlNode[];
}

/** A child of `channel` (an `item`, a `wp:category`, the site's `title`…) and the line it starts on. */
export interface WxrEntry {
  node: XmlNode;
  line: number;
}

/** The file cannot be read as a WordPress export; `line` is where, when known. */
export class WxrError extends Error {
  constructor(
    message: string,
    readonly line: number | null = null,
  ) {
    super(message);
  }
}

/** The text of the first child named `name`, or ''. */
export const childText = (node: XmlNode, name: string): string => node.children.find((c) => c.name === name)?.text ?? '';

/**
 * The entries of the export, in file order. A file that is not well-formed XML, or not an RSS
 * channel, throws a `WxrError` naming the line; entries before the damage have been yielded.
 */
export async function* readWxrEntries(file: string): AsyncGenerator<WxrEntry> {
  const name = path.basename(file);
  const parser = new SaxesParser({ position: true });
  const ready: WxrEntry[] = [];
  const stack: XmlNode[] = [];
  let entryLine = 0;
  let depth = 0;
  let sawChannel = false;

  parser.on('error', (error) => {
    // saxes prefixes "line:column: "; the line is said once, in our words.
    const reason = error.message.replace(/^(?:[^:]*:)?\d+:\d+: /, '').replace(/\.$/, '');
    throw new WxrError(`${name} is damaged at line ${parser.line}: ${reason}. Export it again from WordPress (Tools → Export).`, parser.line);
  });
  parser.on('opentag', (tag) => {
    depth += 1;
    if (depth === 1 && tag.name !== 'rss') throw new WxrError(`${name} is not a WordPress export: it starts with <${tag.name}>, not <rss>.`, parser.line);
    if (depth === 2 && tag.name === 'channel') sawChannel = true;
    if (depth < 3) return;
    const node: XmlNode = { name: tag.name, attributes: { ...(tag.attributes as Record<string, string>) }, text: '', children: [] };
    if (depth === 3) entryLine = parser.line;
    else stack.at(-1)?.children.push(node);
    stack.push(node);
  });
  const addText = (text: string) => {
    const node = stack.at(-1);
    if (node) node.text += text;
  };
  parser.on('text', addText);
  parser.on('cdata', addText);
  parser.on('closetag', () => {
    depth -= 1;
    if (depth < 2) return;
    const node = stack.pop();
    if (node && stack.length === 0) ready.push({ node, line: entryLine });
  });

  let stream: fs.ReadStream;
  try {
    await fs.promises.access(file, fs.constants.R_OK);
    stream = fs.createReadStream(file, { encoding: 'utf8', highWaterMark: 64 * 1024 });
  } catch {
    throw new WxrError(`The export ${file} cannot be read: check the path.`);
  }
  for await (const chunk of stream) {
    parser.write(chunk as string);
    yield* ready.splice(0);
  }
  parser.close();
  yield* ready.splice(0);
  if (!sawChannel) throw new WxrError(`${name} is not a WordPress export: it has no <channel>.`, parser.line);
}
