import type { FastifyInstance } from 'fastify';
import { ValidationError } from '../errors/http-errors';

/** Deeper JSON than any form of ours sends (a menu three levels deep is seven). */
export const maxInputDepth = 64;

/**
 * Text neither database can hold alike: PostgreSQL refuses NUL in text and JSON, and a lone
 * surrogate (half of an emoji) is not valid UTF-8; SQLite stores both. Refused at the boundary so
 * the two behave the same.
 */
// eslint-disable-next-line no-control-regex -- NUL is exactly what is looked for
export const unstorable = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export const unstorableTextMessage = (field: string): string =>
  `${field} contains a character that cannot be stored (a NUL character or half of an emoji). Please remove it.`;

export type InputProblem = { field: string; message: string };

/**
 * The first problem of a parsed request part (body, query or params), walked without recursion:
 * unstorable text in a value or a key, or nesting deeper than `maxInputDepth`. The field is the
 * dotted path (`blocks.0.title`), prefixed with `prefix` when given.
 */
export function findInputProblem(value: unknown, prefix = ''): InputProblem | undefined {
  const stack: { value: unknown; path: string; depth: number }[] = [{ value, path: prefix, depth: 0 }];
  while (stack.length > 0) {
    const { value: current, path, depth } = stack.pop() as { value: unknown; path: string; depth: number };
    if (typeof current === 'string') {
      if (unstorable.test(current)) return { field: path || 'body', message: unstorableTextMessage(path || 'The request') };
      continue;
    }
    if (current === null || typeof current !== 'object') continue;
    if (depth >= maxInputDepth) {
      return { field: path || 'body', message: `The request is nested too deeply: at most ${maxInputDepth} levels.` };
    }
    for (const [key, child] of Object.entries(current)) {
      const childPath = path ? `${path}.${key}` : key;
      if (unstorable.test(key)) return { field: childPath, message: unstorableTextMessage(childPath) };
      stack.push({ value: child, path: childPath, depth: depth + 1 });
    }
  }
  return undefined;
}

/** Throws a 400 naming the field when the value holds unstorable text or is nested too deeply. */
export function assertStorable(value: unknown, prefix = ''): void {
  const problem = findInputProblem(value, prefix);
  if (problem) throw new ValidationError(problem.message, { [problem.field]: problem.message });
}

/**
 * Checks the path parameters, the query and the parsed body of every request before any route
 * sees them, so no handler, operation or database meets text it cannot store alike on both
 * databases, and no validator recurses into arbitrarily deep JSON.
 */
export function registerInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    assertStorable(request.params);
    assertStorable(request.query);
    assertStorable(request.body);
  });
}
