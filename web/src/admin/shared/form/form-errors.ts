import { joinErrors } from '../fields/field-label';

const meta = new Set(['message', 'type', 'ref', 'types', 'root']);

/**
 * React Hook Form's error tree of one field (nested for `seo.title`, arrays for rows) as the one
 * string an input receives: its own message, then "path<TAB>message" lines for the parts.
 */
export function flattenFieldError(error: unknown): string | undefined {
  let own: string | undefined;
  const nested: [string, string][] = [];
  const walk = (node: unknown, path: string) => {
    if (!node || typeof node !== 'object') return;
    const { message, root } = node as { message?: unknown; root?: { message?: unknown } };
    if (typeof message === 'string' && message !== '') {
      if (path === '') own ??= message;
      else nested.push([path, message]);
    }
    if (root && typeof root.message === 'string') {
      if (path === '') own ??= root.message;
      else nested.push([path, root.message]);
    }
    for (const [key, child] of Object.entries(node)) {
      if (meta.has(key)) continue;
      walk(child, path === '' ? key : `${path}.${key}`);
    }
  };
  walk(error, '');
  return joinErrors(own, nested);
}

/** The server's 400 `errors` split into those the form can show beside a field and the rest. */
export function splitServerErrors(errors: Record<string, string>, fieldNames: readonly string[]): { fields: [string, string][]; other: string[] } {
  const fields: [string, string][] = [];
  const other: string[] = [];
  for (const [path, message] of Object.entries(errors)) {
    const root = path.split('.')[0] ?? '';
    if (fieldNames.includes(root)) fields.push([path, message]);
    else other.push(message);
  }
  return { fields, other };
}
