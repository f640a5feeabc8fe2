import type { z } from 'zod';

/**
 * Zod issues as a flat map from field path (`title`, `seo.title`, `rows.0.image`) to its first
 * message, the shape the API answers with and the forms show beside their inputs. Unknown
 * fields are reported under their own names.
 */
export const issuesToErrors = (issues: readonly z.core.$ZodIssue[]): Record<string, string> => {
  const errors: Record<string, string> = {};
  const put = (path: string, message: string): void => {
    if (!(path in errors)) errors[path] = message;
  };
  for (const issue of issues) {
    const path = issue.path.map(String).join('.');
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) put(path ? `${path}.${key}` : key, `Unknown field: ${key}.`);
    } else {
      put(path, issue.message);
    }
  }
  return errors;
};

/** The outcome of validating a body: the cleaned value, or the messages by field. */
export type Validation<T> = { ok: true; value: T } | { ok: false; errors: Record<string, string> };
