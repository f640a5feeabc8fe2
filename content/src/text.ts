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

/** The text of an HTML fragment: tags dropped (block ends keep a space), entities decoded, spaces collapsed. */
export const plainText = (htmlOrText: string): string =>
  decodeEntities(
    htmlOrText
      .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, ' ')
      .replace(/<!--[\s\S]*?-->/g, ' ')
      .replace(/<\/?(p|div|br|li|ul|ol|h[1-6]|tr|td|th|table|blockquote|section|article)\b[^>]*>/gi, ' ')
      .replace(/<[^>]*>/g, ''),
  )
    .replace(/\s+/g, ' ')
    .trim();

/**
 * The first `n` words of a text or HTML fragment, with "..." only when words were left out
 * (SPEC §9: 12 words for media coverage, events and blogs, 10 for specialities, …).
 */
export const excerptWords = (htmlOrText: string | null | undefined, n: number): string => {
  const words = plainText(htmlOrText ?? '').split(' ').filter((w) => w !== '');
  return words.length > n ? `${words.slice(0, Math.max(0, n)).join(' ')}...` : words.join(' ');
};
