import { z } from 'zod';

/** Pages past this are refused: an offset beyond it would overflow PostgreSQL's bigint long before. */
export const maxPage = 1_000_000;

/** The `page` query parameter of every paged list: a whole number from 1, at most `maxPage`. */
export const pageParam = z.coerce
  .number({ error: 'page must be a whole number from 1.' })
  .int('page must be a whole number from 1.')
  .min(1, 'page must be a whole number from 1.')
  .max(maxPage, 'page is too large.')
  .default(1);

/** The `limit` query parameter: a whole number from 1 to `max`. */
export const limitParam = (max: number, fallback: number) => {
  const message = `limit must be a whole number from 1 to ${max}.`;
  return z.coerce.number({ error: message }).int(message).min(1, message).max(max, message).default(fallback);
};

/** The answer of every paged list: a page of items, how many there are in all, and the page asked for. */
export const pagedAnswer = <Item extends z.ZodType>(item: Item) =>
  z.object({ data: z.array(item), total: z.number().int(), page: z.number().int(), limit: z.number().int() });
