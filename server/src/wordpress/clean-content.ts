import { sanitizeRichText } from '../content/sanitize-rich-text';

/**
 * WordPress post content made rich text of the studio: Gutenberg's block comments removed (their
 * HTML kept), classic-editor text given real paragraphs, images re-pointed to the imported media,
 * and the result passed through the studio's own sanitiser (scripts, styles, iframes and event
 * handlers dropped). What cannot be carried over is only listed: shortcodes (left in the text for
 * the team to replace), blocks with no HTML of their own, forms.
 */

export interface CleanedContent {
  html: string;
  /** Shortcode names, e.g. `gallery`, `contact-form-7`. */
  shortcodes: string[];
  /** Block names whose output WordPress makes at view time (`core/latest-posts`), or from plugins. */
  unknownBlocks: string[];
  /** Forms found (a form block, a form shortcode or a `<form>`), by what they were. */
  forms: string[];
  /** Scripts and inline event handlers that were dropped. */
  scriptsDropped: number;
}

/** Core blocks whose saved HTML is the content itself. */
const knownBlocks = new Set([
  'paragraph', 'heading', 'list', 'list-item', 'image', 'quote', 'pullquote', 'table', 'separator', 'spacer', 'group',
  'columns', 'column', 'gallery', 'html', 'freeform', 'buttons', 'button', 'media-text', 'cover', 'preformatted',
  'code', 'verse', 'more', 'nextpage', 'file', 'details', 'row', 'stack',
]);

const formWords = /contact-form|gravityform|wpforms|ninja[-_]?form|formidable|forminator|fluentform|caldera|mc4wp|(?:^|\/)form(?:$|-)/i;

const blockComment = /<!--\s*(\/?)wp:([a-z0-9][a-z0-9_-]*(?:\/[a-z0-9][a-z0-9_-]*)?)(?:\s[\s\S]*?)?\s*(\/?)-->/gi;
const shortcode = /\[(\/?)([a-zA-Z][\w-]*)(?=[\s\]/])[^\]\n]*\]/g;
const blockTag = /^<\/?(?:h[1-6]|p|ul|ol|li|dl|blockquote|table|thead|tbody|tr|div|hr|figure|pre|form|section|article|aside|header|footer|address|iframe|script|style|!--)\b/i;

/** `core/paragraph` is written `wp:paragraph`; plugins name their namespace. */
const blockName = (name: string): string => (name.includes('/') ? name.toLowerCase() : `core/${name.toLowerCase()}`);

/**
 * WordPress's classic editor stores paragraphs as text separated by blank lines and line breaks as
 * single newlines (its `wpautop` adds the tags when the page is shown); this adds them once.
 */
export function autoParagraphs(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((chunk) => chunk.trim())
    .filter((chunk) => chunk !== '')
    .map((chunk) => (blockTag.test(chunk) ? chunk : `<p>${chunk.replace(/\n/g, '<br>\n')}</p>`))
    .join('\n');
}

/** Re-points `src` and `href` values that `mediaUrl` knows (the old site's uploads) to the media library. */
const repoint = (html: string, mediaUrl: (url: string) => string | undefined): string =>
  html.replace(/\b(src|href)\s*=\s*(["'])(.*?)\2/gi, (whole, attribute: string, quote: string, url: string) => {
    const found = mediaUrl(url.replace(/&amp;/g, '&'));
    return found ? `${attribute}=${quote}${found}${quote}` : whole;
  });

export function cleanContent(raw: string, mediaUrl: (url: string) => string | undefined = () => undefined): CleanedContent {
  const unknownBlocks = new Set<string>();
  const forms = new Set<string>();
  const isBlockContent = /<!--\s*wp:/i.test(raw);
  let html = raw.replace(blockComment, (_comment, closing: string, name: string, selfClosing: string) => {
    const full = blockName(name);
    if (formWords.test(full)) forms.add(`block ${full}`);
    // A self-closing block has no HTML: WordPress makes it when the page is shown.
    else if (!closing && (selfClosing || !(full.startsWith('core/') && knownBlocks.has(full.slice(5))))) unknownBlocks.add(full);
    return '';
  });
  const shortcodes = new Set<string>();
  for (const match of html.matchAll(shortcode)) {
    const name = (match[2] ?? '').toLowerCase();
    if (match[1] === '/') continue;
    shortcodes.add(name);
    if (formWords.test(name)) forms.add(`shortcode [${name}]`);
  }
  if (/<form\b/i.test(html)) forms.add('HTML <form>');
  const scriptsDropped = (html.match(/<script\b/gi)?.length ?? 0) + (html.match(/\son[a-z]+\s*=/gi)?.length ?? 0);
  // The classic editor's text has no <p> of its own; block content always has.
  if (!isBlockContent) html = autoParagraphs(html);
  html = sanitizeRichText(repoint(html, mediaUrl));
  return { html, shortcodes: [...shortcodes], unknownBlocks: [...unknownBlocks], forms: [...forms], scriptsDropped };
}
