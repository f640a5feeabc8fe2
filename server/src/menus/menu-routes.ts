// Route schemas carry OpenAPI tags and summaries for /api/docs (types from @fastify/swagger).
import type {} from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { menuLocations } from '@hospital/content/types/menus/index';
import { noteActivity } from '../activity/activity-hook';
import type { Config } from '../config/config';
import type { Db } from '../db/database';
import { NotFoundError, ValidationError } from '../errors/http-errors';
import { documentationOnlyValidator, jsonSchemaOf } from '../lib/json-schema';
import { searchLinkTargets } from './menu-links';
import { saveDirectly } from '../publishing/publishing-operations';
import { workflowOptions } from '../publishing/publishing-routes';
import { getAllMenus, getMenu, isMenuLocation, menuTreeSchema, publicMenu, toPublicNav } from './menu-operations';

export interface MenuRoutesOptions {
  config: Config;
  db: Db;
}

const locationMessage = `location must be one of: ${menuLocations.join(', ')}.`;

/** `GET public-nav?location=…`: the website's navigation; the body is the list itself. */
export async function menuPublicRoutes(app: FastifyInstance, options: MenuRoutesOptions): Promise<void> {
  const { db } = options;
  app.get('/public-nav', { schema: { tags: ['menus'], summary: 'Navigation items of a location (header, quicklinks, footer)', security: [] } }, async (request) => {
    const { location } = (request.query ?? {}) as { location?: unknown };
    return publicNav(db, location);
  });
}

/** `GET public-nav?location=…` as the website reads it. */
export async function publicNav(db: Db, location: unknown) {
  if (!isMenuLocation(location)) throw new ValidationError(locationMessage, { location: locationMessage });
  return toPublicNav(await publicMenu(db, location));
}

/** The menu manager: each location's tree read and replaced whole. */
export async function menuAdminRoutes(app: FastifyInstance, options: MenuRoutesOptions): Promise<void> {
  const { db } = options;
  // The schema documents the API; the tree is checked with the shared zod rules.
  app.setValidatorCompiler(documentationOnlyValidator);
  const location = (params: unknown) => {
    const value = (params as { location?: string }).location;
    if (!isMenuLocation(value)) throw new NotFoundError(`There is no menu "${value ?? ''}"; the menus are ${menuLocations.join(', ')}.`);
    return value;
  };

  app.get('/menus', { config: { permission: 'content.read' }, schema: { tags: ['menus'], summary: 'Every menu tree, by location' } }, async () => ({ data: await getAllMenus(db) }));

  app.get(
    '/menus/link-targets',
    { config: { permission: 'content.read' }, schema: { tags: ['menus'], summary: 'Records a menu item may link to (pages, doctors, departments, specialities, blogs, events, camps), with their website addresses: ?q=' } },
    async (request) => {
      const { q } = (request.query ?? {}) as { q?: unknown };
      if (q !== undefined && typeof q !== 'string') throw new ValidationError('q must be text.', { q: 'q must be text.' });
      const text = (q ?? '').slice(0, 200);
      return { data: await searchLinkTargets(db, text, 8) };
    },
  );

  app.get('/menus/:location', { config: { permission: 'content.read' }, schema: { tags: ['menus'], summary: 'One menu tree' } }, async (request) => ({
    data: await getMenu(db, location(request.params)),
  }));

  app.put('/menus/:location', { config: { permission: 'menus.write', activity: 'menu_change' }, schema: { tags: ['menus'], summary: 'Replace one menu tree: { items }', body: jsonSchemaOf(menuTreeSchema) } }, async (request) => {
    const where = location(request.params);
    await saveDirectly(db, 'menus', where, request.body ?? {}, true, workflowOptions(request, options.config));
    const items = await getMenu(db, where);
    noteActivity(request, { action: 'menu_change', contentType: 'menus', recordId: where, recordTitle: `${where} menu`, summary: `Changed and published the ${where} menu (${items.length} top-level items)` });
    return { data: items, message: 'Menu saved' };
  });
}
