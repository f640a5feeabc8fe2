import { z } from 'zod';

/**
 * Schemas that /api/docs lists once under `components.schemas` and names by `$ref`. A recursive
 * schema (a menu item holds items) must be one: inlined, its inner `$ref` pointed at a component
 * that was never written, and OpenAPI validators refused the whole document.
 */
export const apiComponents = z.registry<{ id: string; description?: string }>();

/** Registers `schema` as the component `id` of /api/docs and returns it. */
export function apiComponent<T extends z.ZodType>(schema: T, id: string, description?: string): T {
  apiComponents.add(schema, description === undefined ? { id } : { id, description });
  return schema;
}
