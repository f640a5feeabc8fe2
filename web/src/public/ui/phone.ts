/**
 * A `tel:` link target: the digits of the number, with its leading "+" kept (an international
 * number dialled without it reaches nobody). Spaces, brackets and dashes are dropped.
 */
export function telHref(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return `tel:${phone.trim().startsWith('+') ? '+' : ''}${digits}`;
}

/** A phone number in running text: an optional +, then 10 to 15 digits with spaces, dots, dashes or brackets between. */
const phoneInText = /(?<![\w+/=.-])\+?\(?\d(?:[\d\s().-]{8,22})\d(?![\w/])/g;

const digitCount = (text: string): number => text.replace(/\D/g, '').length;

/**
 * Rich text with the phone numbers in its text made into `tel:` links, so a patient on a phone
 * can tap them. Only text outside tags and outside existing links is touched; dates, years and
 * other short runs of digits are left alone (fewer than 10 digits). One linear pass.
 */
export function linkPhoneNumbers(html: string): string {
  const out: string[] = [];
  let inLink = 0;
  let i = 0;
  while (i < html.length) {
    const open = html.indexOf('<', i);
    const text = html.slice(i, open === -1 ? html.length : open);
    out.push(inLink > 0 ? text : text.replace(phoneInText, (match) => {
      const number = match.trim();
      const count = digitCount(number);
      return count >= 10 && count <= 15 ? `<a href="${telHref(number)}">${number}</a>` : match;
    }));
    if (open === -1) break;
    const close = html.indexOf('>', open);
    if (close === -1) {
      out.push(html.slice(open));
      break;
    }
    const tag = html.slice(open, close + 1);
    if (/^<a[\s>]/i.test(tag)) inLink += 1;
    else if (/^<\/a\s*>/i.test(tag) && inLink > 0) inLink -= 1;
    out.push(tag);
    i = close + 1;
  }
  return out.join('');
}
