/** Checks of text shapes shared by the content validation and the public forms. */

/** The browsers' own check of an email input (HTML standard), so server and browser agree. */
export const emailPattern =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

export const isEmail = (value: string): boolean => emailPattern.test(value);

/** An absolute http(s) address with a host. */
export const isHttpUrl = (value: string): boolean => {
  if (/\s/.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
};

/**
 * A link as menus and buttons hold it: an http(s) address, `mailto:` or `tel:`, `#` or
 * `#section`, a path of this site (`/about-us`, or `about-us`, to which the site adds the
 * slash). Any other scheme (`javascript:`, `data:`) and protocol-relative `//host` are refused.
 */
export const isLink = (value: string): boolean => {
  if (value === '' || /\s/.test(value) || value.startsWith('//') || value.includes('\\')) return false;
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(value)?.[1]?.toLowerCase();
  if (scheme === undefined) return true;
  if (scheme === 'http' || scheme === 'https') return isHttpUrl(value);
  return (scheme === 'mailto' || scheme === 'tel') && value.length > scheme.length + 1;
};

/** A phone number as people write it: digits with spaces, + - ( ) . / and commas between numbers. */
export const isPhone = (value: string): boolean =>
  /^[+0-9()\-./,\s]+$/.test(value) && (value.match(/[0-9]/g) ?? []).length >= 3;

/** A path of the media library: `/uploads/…`. */
export const isUploadPath = (value: string): boolean =>
  /^\/uploads\/[^\s?#\\]+$/.test(value) && !value.split('/').includes('..');

/** A calendar date `YYYY-MM-DD` that exists. */
export const isIsoDate = (value: string): boolean => {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
};

/** An ISO date-time `YYYY-MM-DDTHH:mm[:ss[.sss]][Z|±HH:mm]` that exists. */
export const isIsoDateTime = (value: string): boolean => {
  const m = /^(\d{4}-\d{2}-\d{2})T([01]\d|2[0-3]):([0-5]\d)(?::([0-5]\d)(?:\.\d{1,9})?)?(Z|[+-](?:[01]\d|2[0-3]):[0-5]\d)?$/.exec(
    value,
  );
  return m !== null && isIsoDate(m[1] ?? '');
};

/** A name a template field or a field definition may have: `page_image`, `image_1`. */
export const fieldNamePattern = /^[a-z][a-z0-9_]*$/i;
