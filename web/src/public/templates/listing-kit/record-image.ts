/**
 * The alternative text the API sends beside an image field (`imageUrl` → `imageUrlAlt`), or ''
 * when none was set: card images sit next to the card's title, so without their own text they are
 * decorative rather than a repetition of the title.
 */
export function imageAlt(record: object, field: string): string {
  const alt = (record as Record<string, unknown>)[`${field}Alt`];
  return typeof alt === 'string' ? alt : '';
}
