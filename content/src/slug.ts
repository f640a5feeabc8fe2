/** The longest slug `slugify` makes. */
export const slugMaxLength = 80;

/**
 * A web-address slug from a title: lowercase, accents folded to plain letters, every run of
 * other characters one dash, no dash at either end, at most 80 characters (cut at a dash when
 * one is near). "Dr. Émile Roux & Co." gives "dr-emile-roux-co".
 */
export const slugify = (text: string): string => {
  const slug = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ß/g, 'ss')
    .replace(/æ/gi, 'ae')
    .replace(/ø/gi, 'o')
    .replace(/œ/gi, 'oe')
    .replace(/ł/gi, 'l')
    .replace(/đ/gi, 'd')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  if (slug.length <= slugMaxLength) return slug;
  const cut = slug.slice(0, slugMaxLength);
  const lastDash = cut.lastIndexOf('-');
  return (lastDash > slugMaxLength / 2 ? cut.slice(0, lastDash) : cut).replace(/-+$/, '');
};

/** The shape a slug must have: lowercase letters and digits in words joined by single dashes. */
export const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
