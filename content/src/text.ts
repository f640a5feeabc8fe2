const entities: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

const decodeEntities = (text: string): string =>
  text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, code: string) => {
    if (code[0] === '#') {
      const n = code[1] === 'x' || code[1] === 'X' ? parseInt(code.slice(2), 16) : parseInt(code.slice(1), 10);
      return Number.isFinite(n) && n > 0 && n <= 0x10ffff ? String.fromCodePoint(n) : whole;
    }
    return entities[code.toLowerCase()] ?? whole;
  });

/** Tags after which the next word is a new one (the end of a block keeps a space). */
const blockTag = /^<\/?(p|div|br|li|ul|ol|h[1-6]|tr|td|th|table|blockquote|section|article)\b/i;
const rawTextTag = /^<(script|style)\b/i;
const tagStart = /^[a-z/!?]$/i;

/**
 * An HTML fragment with its markup taken out: scripts, styles and comments dropped whole, block
 * tags as a space, other tags as nothing; a `<` that starts no tag (`a < b`) stays as text.
 *
 * One pass over the text, and every search for a closing mark remembers where it found one (or
 * that there is none), so hostile input (thousands of unclosed `<script` or `<!--`) costs linear
 * time: regular-expression replaces took quadratic time there and stalled the server.
 */
function stripMarkup(html: string): string {
  const lower = html.toLowerCase();
  const found = new Map<string, number>();
  /** The first `mark` at or after `from`, or -1. */
  const next = (mark: string, from: number): number => {
    const known = found.get(mark);
    if (known !== undefined && (known === -1 || known >= from)) return known;
    const at = lower.indexOf(mark, from);
    found.set(mark, at);
    return at;
  };
  const out: string[] = [];
  let i = 0;
  while (i < html.length) {
    const open = html.indexOf('<', i);
    if (open === -1) break;
    out.push(html.slice(i, open));
    if (!tagStart.test(html[open + 1] ?? '')) {
      // "a < b": a `<` that no tag name follows is text, as a browser reads it.
      out.push('<');
      i = open + 1;
      continue;
    }
    if (lower.startsWith('<!--', open)) {
      const end = next('-->', open + 4);
      if (end !== -1) {
        out.push(' ');
        i = end + 3;
        continue;
      }
    }
    const raw = rawTextTag.exec(lower.slice(open, open + 8));
    const tagEnd = next('>', open + 1);
    if (tagEnd === -1) {
      // No tag closes after this point: the rest is text.
      i = open;
      break;
    }
    if (raw) {
      const end = closingTag(raw[1] as string, tagEnd + 1);
      if (end !== -1) {
        out.push(' ');
        i = end;
        continue;
      }
    }
    out.push(blockTag.test(html.slice(open, Math.min(tagEnd + 1, open + 13))) ? ' ' : '');
    i = tagEnd + 1;
  }
  out.push(html.slice(i));
  return out.join('');

  /** Where `</name\s*>` ends, searching from `from`, or -1. */
  function closingTag(name: string, from: number): number {
    let at = next(`</${name}`, from);
    while (at !== -1) {
      let j = at + name.length + 2;
      while (j < lower.length && /\s/.test(lower[j] as string)) j++;
      if (lower[j] === '>') return j + 1;
      at = next(`</${name}`, at + 1);
    }
    return -1;
  }
}

/** The text of an HTML fragment: tags dropped (block ends keep a space), entities decoded, spaces collapsed. */
export const plainText = (htmlOrText: string): string => decodeEntities(stripMarkup(htmlOrText)).replace(/\s+/g, ' ').trim();

/**
 * The first `n` words of a text or HTML fragment, with "..." only when words were left out
 * (SPEC §9: 12 words for media coverage, events and blogs, 10 for specialities, …).
 */
export const excerptWords = (htmlOrText: string | null | undefined, n: number): string => {
  const words = plainText(htmlOrText ?? '').split(' ').filter((w) => w !== '');
  return words.length > n ? `${words.slice(0, Math.max(0, n)).join(' ')}...` : words.join(' ');
};
