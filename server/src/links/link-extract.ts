import type { Field } from '@hospital/content/fields';

/**
 * The links and images a record's fields hold, by its declaration: rich text's `href` and `src`,
 * link and web-address texts, images and files, and every such value inside repeaters and a
 * page's template sections. Pure: the link check and the publish warning both read it.
 */

export interface FoundLink {
  /** Where in the record, in the studio's words: `Profile`, `Sections › buttons 2 › link`. */
  field: string;
  url: string;
}

const attributeLinks = /\s(?:href|src)\s*=\s*(?:"([^"]*)"|'([^']*)')/gi;

const decodeEntities = (value: string): string =>
  value.replace(/&amp;/g, '&').replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>');

/** The `href` and `src` addresses of an HTML fragment. */
export function linksInHtml(html: string): string[] {
  const found: string[] = [];
  for (const match of html.matchAll(attributeLinks)) {
    const url = decodeEntities((match[1] ?? match[2] ?? '').trim());
    if (url) found.push(url);
  }
  return found;
}

/** A value that is an address of its own: a path of this site or an http(s) address. */
const looksLikeLink = (value: string): boolean => /^(\/(?!\/)|https?:\/\/)/i.test(value.trim());

/** Addresses in a loosely typed value (a template section's text, which may be HTML or a link). */
function linksInLooseText(value: string): string[] {
  if (value.includes('<')) return linksInHtml(value);
  return looksLikeLink(value) ? [value.trim()] : [];
}

function linksOfField(field: Field, value: unknown, label: string): FoundLink[] {
  if (value === null || value === undefined || value === '') return [];
  switch (field.type) {
    case 'richText':
      return typeof value === 'string' ? linksInHtml(value).map((url) => ({ field: label, url })) : [];
    case 'image':
    case 'file':
      return typeof value === 'string' && value.trim() ? [{ field: label, url: value.trim() }] : [];
    case 'text':
      if (field.format !== 'url' && field.format !== 'link') return [];
      return (Array.isArray(value) ? value : [value]).filter((v): v is string => typeof v === 'string' && v.trim() !== '').map((url) => ({ field: label, url: url.trim() }));
    case 'repeater':
      if (!Array.isArray(value)) return [];
      return value.flatMap((row: unknown, index) =>
        row && typeof row === 'object' ? field.fields.flatMap((sub) => linksOfField(sub, (row as Record<string, unknown>)[sub.name], `${label} › ${index + 1} › ${sub.label}`)) : [],
      );
    case 'templateData':
      return linksOfTemplateData(value, label);
    default:
      return [];
  }
}

/** A page's template sections: `[{ name, value, repeaterValues }]`, whatever the template. */
function linksOfTemplateData(value: unknown, label: string): FoundLink[] {
  if (!Array.isArray(value)) return [];
  const found: FoundLink[] = [];
  for (const entry of value as unknown[]) {
    if (!entry || typeof entry !== 'object') continue;
    const { name, value: text, repeaterValues } = entry as { name?: unknown; value?: unknown; repeaterValues?: unknown };
    const where = `${label} › ${typeof name === 'string' ? name : '?'}`;
    if (typeof text === 'string') found.push(...linksInLooseText(text).map((url) => ({ field: where, url })));
    if (!Array.isArray(repeaterValues)) continue;
    repeaterValues.forEach((row: unknown, index) => {
      if (!row || typeof row !== 'object') return;
      for (const [key, cell] of Object.entries(row as Record<string, unknown>)) {
        if (typeof cell === 'string') found.push(...linksInLooseText(cell).map((url) => ({ field: `${where} ${index + 1} › ${key}`, url })));
      }
    });
  }
  return found;
}

/** Every link and image of a record's fields. */
export function linksOfRecord(fields: readonly Field[], record: Readonly<Record<string, unknown>>): FoundLink[] {
  return fields.flatMap((field) => linksOfField(field, record[field.name], field.label));
}

export type LinkKind = 'internal' | 'external' | 'skip';

/** Whether a link is this site's (a path), another website's (http/https), or not checked (mailto:, tel:, #…). */
export function linkKind(url: string): LinkKind {
  const value = url.trim();
  if (/^https?:\/\//i.test(value)) return 'external';
  if (value.startsWith('/') && !value.startsWith('//')) return 'internal';
  return 'skip';
}
