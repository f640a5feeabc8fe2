/**
 * The embedded map of the contact page. Editors paste either the embed address or the whole
 * `<iframe …>` snippet Google Maps gives; only its https address is kept, and only when it is a
 * Google Maps embed, so no HTML an editor pastes ever reaches a page.
 */

const mapHosts = new Set(['www.google.com', 'google.com', 'maps.google.com']);

const decodeEntities = (text: string): string =>
  text
    .replace(/&amp;/gi, '&')
    .replace(/&quot;/gi, '"')
    .replace(/&#39;|&apos;/gi, "'")
    .replace(/&lt;/gi, '<')
    .replace(/&gt;/gi, '>');

/** A Google Maps embed address. */
export function isMapEmbedUrl(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' || !mapHosts.has(url.hostname) || url.username || url.password || url.port) return false;
  return url.pathname.startsWith('/maps/embed') || (url.pathname === '/maps' && url.searchParams.get('output') === 'embed');
}

/**
 * The embed address in what was pasted: '' for nothing, the address, or undefined when it is
 * neither an embed address nor an iframe holding one.
 */
export function mapEmbedUrl(input: string): string | undefined {
  const text = input.trim();
  if (text === '') return '';
  let candidate = text;
  if (text.startsWith('<')) {
    if (!/^<iframe\b[^>]*>\s*(<\/iframe>)?$/i.test(text)) return undefined;
    const src = /\ssrc\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(text);
    if (!src) return undefined;
    candidate = decodeEntities((src[1] ?? src[2] ?? src[3] ?? '').trim());
  }
  if (/\s/.test(candidate) || !isMapEmbedUrl(candidate)) return undefined;
  return new URL(candidate).toString();
}
