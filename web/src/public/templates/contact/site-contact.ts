const allowedEmbed = /^https:\/\/www\.google\.com\/maps\/embed(?:[/?#]|$)/;

const decodeAttribute = (value: string): string =>
  value.replace(/&(amp|quot|#39|apos|lt|gt);/g, (_whole, name: string) =>
    name === 'amp' ? '&' : name === 'quot' ? '"' : name === 'lt' ? '<' : name === 'gt' ? '>' : "'",
  );

/**
 * The embed URL of the site's map. The setting holds either the URL or the whole iframe snippet
 * copied from Google Maps: only the snippet's src is taken and only a Google Maps embed URL is
 * allowed, so no editor-supplied markup or other origin ever reaches the page.
 */
export function mapEmbedSrc(setting: string | null | undefined): string | null {
  const value = setting?.trim();
  if (!value) return null;
  let candidate = value;
  if (value.includes('<')) {
    const match = /<iframe\b[^>]*?\ssrc\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(value);
    if (!match) return null;
    candidate = decodeAttribute(match[1] ?? match[2] ?? match[3] ?? '');
  }
  candidate = candidate.trim();
  if (!allowedEmbed.test(candidate) || /[\s"'<>]/.test(candidate)) return null;
  return candidate;
}
