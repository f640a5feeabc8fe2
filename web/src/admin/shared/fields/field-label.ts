import type { Field } from '@hospital/content/fields';

/** The label an input shows: required fields carry the usual asterisk. */
export const fieldLabel = (field: Field): string => (field.required ? `${field.label} *` : field.label);

/** The error if there is one, else the field's help. */
export const helperText = (field: Field, error: string | undefined): string | undefined => error ?? field.help;

/** A form value as text: null and absent are empty. */
export const asText = (value: unknown): string => (typeof value === 'string' ? value : value == null ? '' : String(value));

/**
 * An input receives one `error` string. Errors inside a composite value (`seo.title`,
 * `rows.0.image`) travel in it as lines "path<TAB>message"; a line without a tab is the value's
 * own message. `nestedError` reads them back.
 */
export const joinErrors = (own: string | undefined, nested: readonly (readonly [string, string])[]): string | undefined => {
  const lines = [...(own ? [own] : []), ...nested.map(([path, message]) => `${path}\t${message}`)];
  return lines.length > 0 ? lines.join('\n') : undefined;
};

export const splitErrors = (error: string | undefined): { own: string | undefined; nested: Map<string, string> } => {
  const nested = new Map<string, string>();
  let own: string | undefined;
  for (const line of error?.split('\n') ?? []) {
    const tab = line.indexOf('\t');
    if (tab === -1) own ??= line;
    else nested.set(line.slice(0, tab), line.slice(tab + 1));
  }
  return { own, nested };
};

/** The errors under `prefix` (`0` for row 0), re-rooted there. */
export const errorsUnder = (error: string | undefined, prefix: string): string | undefined => {
  const { nested } = splitErrors(error);
  const own = nested.get(prefix);
  const inner = [...nested].filter(([path]) => path.startsWith(`${prefix}.`)).map(([path, message]) => [path.slice(prefix.length + 1), message] as const);
  return joinErrors(own, inner);
};
