import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { menuLinkTypes, menuLocations } from '@hospital/content/types/menus/index';
import { noteActivity } from '../activity/activity-hook';
import type { Config } from '../config/config';
import type { Db } from '../db/database';
import { NotFoundError, ValidationError } from '../errors/http-errors';
import { apiComponent } from '../lib/api-components';
import { refusals } from '../lib/route-schemas';
import { translationsAnswerSchema, workflowBodyKeys } from '../content/record-schemas';
import { searchLinkTargets } from './menu-links';
import { saveDirectly } from '../publishing/publishing-operations';
import { workflowOptions } from '../publishing/publishing-routes';
import { getAllMenus, getMenu, isMenuLocation, menuTreeSchema, publicMenu, toPublicNav, type MenuItem, type PublicNavItem } from './menu-operations';

export interface MenuRoutesOptions {
  config: Config;
  db: Db;
}

const locationMessage = `location must be one of: ${menuLocations.join(', ')}.`;

const itemShape = { _id: z.string(), title: z.string(), path: z.string(), openInNewTab: z.boolean(), custom_class: z.string() };

/** An item as the website reads it (SPEC §3). */
const publicNavItem: z.ZodType<PublicNavItem> = apiComponent(
  z.object({
    ...itemShape,
    get children() {
      return z.array(publicNavItem);
    },
  }),
  'PublicNavItem',
);

/** An item as the studio edits it: with the record it links to. */
const menuItem: z.ZodType<MenuItem> = apiComponent(
  z.object({
    ...itemShape,
    link: z.object({ type: z.enum(menuLinkTypes), _id: z.string() }).optional(),
    translations: translationsAnswerSchema.optional(),
    get children() {
      return z.array(menuItem);
    },
  }),
  'MenuItem',
);

/** `GET public-nav?location=…`: the website's navigation; the body is the list itself. */
export async function menuPublicRoutes(fastify: FastifyInstance, options: MenuRoutesOptions): Promise<void> {
  const { db } = options;
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/public-nav',
    {
      schema: {
        tags: ['menus'],
        summary: 'Navigation items of a location (header, quicklinks, footer)',
        security: [],
        querystring: z.object({ location: z.enum(menuLocations, { error: locationMessage }) }),
        response: { 200: z.array(publicNavItem), ...refusals(400) },
      },
    },
    async (request) => publicNav(db, request.query.location),
  );
}

/** `GET public-nav?location=…` as the website reads it. */
export async function publicNav(db: Db, location: unknown) {
  if (!isMenuLocation(location)) throw new ValidationError(locationMessage, { location: locationMessage });
  return toPublicNav(await publicMenu(db, location));
}

/** The menu manager: each location's tree read and replaced whole. */
export async function menuAdminRoutes(fastify: FastifyInstance, options: MenuRoutesOptions): Promise<void> {
  const { db } = options;
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // An unknown location is a menu that does not exist: 404, as for a record.
  const locationParams = z.object({ location: z.string() });
  const location = (value: string) => {
    if (!isMenuLocation(value)) throw new NotFoundError(`There is no menu "${value}"; the menus are ${menuLocations.join(', ')}.`);
    return value;
  };
  const tree = z.object({ data: z.array(menuItem) });

  app.get(
    '/menus',
    {
      config: { permission: 'content.read' },
      schema: { tags: ['menus'], summary: 'Every menu tree, by location', response: { 200: z.object({ data: z.object(Object.fromEntries(menuLocations.map((l) => [l, z.array(menuItem)]))) }) } },
    },
    async () => ({ data: await getAllMenus(db) }),
  );

  app.get(
    '/menus/link-targets',
    {
      config: { permission: 'content.read' },
      schema: {
        tags: ['menus'],
        summary: 'Records a menu item may link to (pages, doctors, departments, specialities, blogs, events, camps), with their website addresses: ?q=',
        querystring: z.object({ q: z.string({ error: 'q must be text.' }).optional() }),
        response: {
          200: z.object({ data: z.array(z.object({ type: z.enum(menuLinkTypes), _id: z.string(), title: z.string(), path: z.string().optional(), status: z.string() })) }),
          ...refusals(400),
        },
      },
    },
    async (request) => ({ data: await searchLinkTargets(db, (request.query.q ?? '').slice(0, 200), 8) }),
  );

  app.get(
    '/menus/:location',
    { config: { permission: 'content.read' }, schema: { tags: ['menus'], summary: 'One menu tree', params: locationParams, response: { 200: tree, ...refusals(404) } } },
    async (request) => ({ data: await getMenu(db, location(request.params.location)) }),
  );

  app.put(
    '/menus/:location',
    {
      config: { permission: 'menus.write', activity: 'menu_change', invalidBodyMessage: 'Please correct the highlighted menu items.' },
      schema: {
        tags: ['menus'],
        summary: 'Replace one menu tree: { items }',
        params: locationParams,
        body: menuTreeSchema.safeExtend(workflowBodyKeys),
        response: { 200: tree.extend({ message: z.string() }), ...refusals(400, 404, 409) },
      },
    },
    async (request) => {
      const where = location(request.params.location);
      await saveDirectly(db, 'menus', where, request.body, true, workflowOptions(request, options.config));
      const items = await getMenu(db, where);
      noteActivity(request, { action: 'menu_change', contentType: 'menus', recordId: where, recordTitle: `${where} menu`, summary: `Changed and published the ${where} menu (${items.length} top-level items)` });
      return { data: items, message: 'Menu saved' };
    },
  );
}
