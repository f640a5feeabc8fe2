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

const escapeHtml = (text: string): string => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The document the map's frame shows until the visitor asks for the map: a "Show the map" link to
 * the embed URL, which opens the map in the frame itself. Google's embed runs a few hundred KB of
 * script; Chromium loads a hidden frame (in a closed `<details>`) at once whatever its `loading`,
 * so the frame is in the page from the start with this small document of its own, and no script
 * of ours is needed, with or without JavaScript. Its colours are the site's button's.
 */
export function mapPlaceholderDocument(embedSrc: string, title: string): string {
  return [
    '<!doctype html><html lang="en"><meta charset="utf-8">',
    `<title>${escapeHtml(title)}</title>`,
    '<meta name="referrer" content="no-referrer-when-downgrade">',
    '<style>html,body{height:100%;margin:0}body{display:flex;align-items:center;justify-content:center;background:#eef1f3;',
    "font:600 16px/1.6 system-ui,-apple-system,'Segoe UI',Arial,sans-serif}",
    'a{display:inline-flex;align-items:center;min-height:44px;padding:8px 24px;border-radius:8px;background:#c0553a;color:#fff;text-decoration:none}',
    'a:hover{background:#9c4029}a:focus-visible{outline:3px solid #9c4029;outline-offset:3px}</style>',
    `<a href="${escapeHtml(embedSrc)}">Show the map</a>`,
  ].join('');
}
