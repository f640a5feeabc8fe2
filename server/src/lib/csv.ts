/** A spreadsheet cell: RFC 4180 quoting, and a leading ' for text a spreadsheet would run as a formula. */
export function csvCell(value: string | null | undefined): string {
  let text = value ?? '';
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Rows as CSV for Excel: a UTF-8 byte order mark and CRLF line ends. */
export const csvDocument = (rows: readonly (readonly (string | null | undefined)[])[]): string => `\uFEFF${rows.map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
