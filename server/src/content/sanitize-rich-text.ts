import sanitizeHtml from 'sanitize-html';

/**
 * The allow-list for rich text: what the editors' toolbar produces and nothing that runs.
 * Everything else (script, style, iframe, event handlers, javascript: and data: URLs) is dropped
 * when the record is saved; the public site sanitises again before rendering.
 */
const options: sanitizeHtml.IOptions = {
  allowedTags: [
    'h1', 'h2', 'h3', 'h4', 'h5', 'h6',
    'p', 'ul', 'ol', 'li',
    'a', 'strong', 'b', 'em', 'i', 'u', 's',
    'blockquote', 'br', 'hr', 'img', 'figure', 'figcaption',
    'table', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td', 'caption', 'colgroup', 'col',
    'span', 'div',
  ],
  allowedAttributes: {
    a: ['href', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height'],
    span: ['class'],
    div: ['class'],
    th: ['colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  // Relative URLs (/about-us, #top, /uploads/x.webp) are allowed: they have no scheme.
  disallowedTagsMode: 'discard',
  // A link opened in a new tab must not hand the opener to the other site.
  transformTags: {
    a: (tagName, attribs) => {
      if (attribs.target === '_blank') return { tagName, attribs: { ...attribs, rel: 'noopener noreferrer' } };
      return { tagName, attribs };
    },
  },
};

/** Rich text as it may be stored: allow-listed tags, attributes and URL schemes only. */
export const sanitizeRichText = (html: string): string => sanitizeHtml(html, options).trim();
