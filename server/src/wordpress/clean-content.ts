import { sanitizeRichText } from '../content/sanitize-rich-text';

/**
 * WordPress post content made rich text of the studio: Gutenberg's block comments removed (their
 * HTML kept), classic-editor text given real paragraphs, images re-pointed to the imported media,
 * and the result passed through the studio's own sanitiser (scripts, styles, iframes and event
 * handlers dropped). WordPress's own shortcodes become what they showed: `[caption]` a figure with
 * its caption, `[gallery]` the imported images in the rich text's gallery markup
 * (`<div class="gallery">` of figures), `[audio]`, `[video]`, `[embed]` and embed blocks a plain
 * link (no player script of another site). Any other shortcode's tags are removed (what they
 * enclose stays) and listed, as are blocks with no HTML of their own and forms.
 */

/** An imported image, as a gallery shows it. */
export interface GalleryImage {
  url: string;
  alt: string;
}

/** What the shortcodes need of the import: the imported media by WordPress's attachment number, and a post's own attachments. */
export interface ShortcodeMedia {
  byId(id: number): GalleryImage | undefined;
  /** The attachments uploaded to the post (what `[gallery]` without `ids` shows). */
  attachedTo(): GalleryImage[];
}

const noMedia: ShortcodeMedia = { byId: () => undefined, attachedTo: () => [] };

export interface CleanedContent {
  html: string;
  /** Shortcode names not carried over (removed from the text), e.g. `contact-form-7`. */
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

const escapeHtml = (text: string): string => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A shortcode's attributes: `ids="1,2" align=left` → { ids: '1,2', align: 'left' }. */
function attributesOf(text: string): Record<string, string> {
  const attributes: Record<string, string> = {};
  for (const m of text.matchAll(/([\w-]+)\s*=\s*(?:"([^"]*)"|'([^']*)'|(\S+))/g)) attributes[(m[1] ?? '').toLowerCase()] = m[2] ?? m[3] ?? m[4] ?? '';
  return attributes;
}

/** A link to a sound or video file (re-pointed to the media library when imported), named by its file name. */
const linkTo = (url: string, mediaUrl: (url: string) => string | undefined): string => {
  if (!/^https?:\/\//i.test(url) && !url.startsWith('/')) return '';
  const href = mediaUrl(url) ?? url;
  const fileName = /\/([^/?#]+\.[a-z0-9]{2,4})(?:[?#]|$)/i.exec(url)?.[1];
  return `<a href="${escapeHtml(href)}">${escapeHtml(fileName ?? url)}</a>`;
};

const figure = (image: GalleryImage): string => `<figure><img src="${escapeHtml(image.url)}" alt="${escapeHtml(image.alt)}"></figure>`;

/** WordPress's embed blocks (`wp:embed`, the older `wp:core-embed/youtube`): a link to what they embedded. */
const embedBlock = /<!--\s*wp:(?:core-)?embed(?:\/[a-z0-9-]+)?\s+(\{[\s\S]*?\})\s*-->[\s\S]*?<!--\s*\/wp:(?:core-)?embed(?:\/[a-z0-9-]+)?\s*-->/gi;

function embedBlocks(html: string): string {
  return html.replace(embedBlock, (whole, json: string) => {
    let url = '';
    try {
      url = String((JSON.parse(json) as { url?: unknown }).url ?? '');
    } catch {
      return whole;
    }
    return /^https?:\/\//i.test(url) ? `<p><a href="${escapeHtml(url)}">${escapeHtml(url)}</a></p>` : '';
  });
}

/** WordPress's own shortcodes made HTML (see the module comment). */
function ownShortcodes(html: string, mediaUrl: (url: string) => string | undefined, media: ShortcodeMedia): string {
  return html
    .replace(/\[caption([^\]]*)\]([\s\S]*?)\[\/caption\]/gi, (_whole, attributeText: string, inner: string) => {
      const image = /(?:<a\b[^>]*>\s*)?<img\b[^>]*>(?:\s*<\/a>)?/i.exec(inner);
      const caption = (image ? inner.replace(image[0], '') : inner).trim() || attributesOf(attributeText).caption || '';
      return `<figure>${image ? image[0] : ''}${caption ? `<figcaption>${caption}</figcaption>` : ''}</figure>`;
    })
    .replace(/\[gallery([^\]]*)\]/gi, (_whole, attributeText: string) => {
      const ids = (attributesOf(attributeText).ids ?? '').split(',').map((id) => Number(id.trim())).filter((id) => Number.isInteger(id) && id > 0);
      const images = ids.length > 0 ? ids.flatMap((id) => media.byId(id) ?? []) : media.attachedTo();
      return images.length > 0 ? `<div class="gallery">${images.map(figure).join('')}</div>` : '';
    })
    .replace(/\[(audio|video)([^\]]*)\](?:[\s\S]*?\[\/\1\])?/gi, (_whole, _name: string, attributeText: string) => {
      const attributes = attributesOf(attributeText);
      const src = attributes.src ?? Object.entries(attributes).find(([key]) => /^(mp3|m4a|ogg|wav|mp4|m4v|webm|ogv|flv)$/.test(key))?.[1] ?? '';
      const link = src ? linkTo(src, mediaUrl) : '';
      return link ? `<p>${link}</p>` : '';
    })
    .replace(/\[embed[^\]]*\]([\s\S]*?)\[\/embed\]/gi, (_whole, url: string) => {
      const clean = url.trim();
      return /^https?:\/\/\S+$/i.test(clean) ? `<p><a href="${escapeHtml(clean)}">${escapeHtml(clean)}</a></p>` : '';
    });
}

export function cleanContent(raw: string, mediaUrl: (url: string) => string | undefined = () => undefined, media: ShortcodeMedia = noMedia): CleanedContent {
  const unknownBlocks = new Set<string>();
  const forms = new Set<string>();
  const isBlockContent = /<!--\s*wp:/i.test(raw);
  let html = ownShortcodes(embedBlocks(raw), mediaUrl, media).replace(blockComment, (_comment, closing: string, name: string, selfClosing: string) => {
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
  // What visitors would see as raw text: the tags go, what they enclose stays.
  html = html.replace(shortcode, '');
  if (/<form\b/i.test(html)) forms.add('HTML <form>');
  const scriptsDropped = (html.match(/<script\b/gi)?.length ?? 0) + (html.match(/\son[a-z]+\s*=/gi)?.length ?? 0);
  // The classic editor's text has no <p> of its own; block content always has.
  if (!isBlockContent) html = autoParagraphs(html);
  html = sanitizeRichText(repoint(html, mediaUrl));
  return { html, shortcodes: [...shortcodes], unknownBlocks: [...unknownBlocks], forms: [...forms], scriptsDropped };
}
