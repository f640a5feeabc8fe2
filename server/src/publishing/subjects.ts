import type { ContentType } from '@hospital/content/content-type';
import { contentTypeByKey } from '@hospital/content/registry';
import { menuLocations, type MenuLocation } from '@hospital/content/types/menus/index';
import { getRecord, updateRecord } from '../content/content-operations';
import { prepareRecord } from '../content/record-preparation';
import { workflowKeys as recordWorkflowKeys } from '../content/record-schemas';
import type { Db } from '../db/database';
import { NotFoundError, ValidationError } from '../errors/http-errors';
import { isId } from '../lib/ids';
import { getMenu, isMenuLocation, parseMenuTree, saveMenu, settledMenuTranslations, stampedMenuTranslations, type MenuItem } from '../menus/menu-operations';
import { translationsKey } from '@hospital/content/i18n/translations';
import { isTranslated, settleTranslations } from '../content/record-translations';
import { getSiteLanguages, getSiteSettingsRecord, parseSiteSettings, saveSiteSettings, siteSettingsKey, siteSettingsUpdatedAt } from '../settings/site-settings-operations';

/**
 * What the editorial workflow works on: one record of a collection, the site settings, or one
 * menu tree. Each kind says how its live version is read, how a body of its fields is checked, and
 * how fields become the live version; drafts, versions, revisions and schedules are kept alike for
 * all of them (publishing-operations).
 */

export type Fields = Record<string, unknown>;

export interface Live {
  fields: Fields;
  /** On the website (a collection record's status 'active'; settings and menus always are). */
  live: boolean;
  title: string;
  /** False when nothing was ever saved (the site settings' defaults): no version to keep in History. */
  saved?: boolean;
}

export interface Subject {
  /** `pages`, `site-settings`, `menus`. */
  type: string;
  /** The record id; `site-settings` for the settings, the location for a menu. */
  id: string;
  /** "Banner", "Site settings", "Header menu": for messages. */
  label: string;
  /** Whether it can be taken off the website (settings and menus cannot). */
  canUnpublish: boolean;
  /** The collection's declaration, for collections. */
  contentType?: ContentType;
  read(db: Db): Promise<Live | undefined>;
  /**
   * Checks a body of fields; answers them cleaned. Throws ValidationError naming the fields.
   * `previous` is the version the body was edited from (the working copy): translations absent
   * from the body are kept from it, and those given are stamped against it.
   */
  check(db: Db, input: unknown, previous: Fields): Promise<Fields>;
  /** Makes these fields the live version, on the website or off it; `actor` is who did (the activity log's entry of a moved address names them). */
  write(db: Db, fields: Fields, live: boolean, actor?: { id: string | null; name: string } | null): Promise<void>;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);

/** The workflow's own keys, never record fields. */
const workflowKeys = new Set<string>([...recordWorkflowKeys, 'status']);

/** A body without the workflow's keys (a studio echoing a record back sends them). */
export const fieldsOnly = (input: unknown): unknown =>
  isPlainObject(input) ? Object.fromEntries(Object.entries(input).filter(([key]) => !workflowKeys.has(key))) : input;

const collectionSubject = (type: ContentType, id: string): Subject => {
  if (!isId(id)) throw new ValidationError(`"${String(id).slice(0, 64)}" is not a valid record id.`);
  const fieldsOf = (record: Record<string, unknown>): Fields => {
    const fields: Fields = { sortOrder: record.sortOrder ?? 0 };
    for (const field of type.fields) fields[field.name] = record[field.name] ?? null;
    if (isTranslated(type)) fields[translationsKey] = record[translationsKey] ?? {};
    return fields;
  };
  return {
    type: type.key,
    id,
    label: type.label.singular,
    canUnpublish: true,
    contentType: type,
    async read(db) {
      const record = await getRecord(db, type, id).catch((error: unknown) => {
        if (error instanceof NotFoundError) return undefined;
        throw error;
      });
      if (!record) return undefined;
      const title = record[type.titleField];
      return { fields: fieldsOf(record), live: record.status === 'active', title: typeof title === 'string' ? title : '' };
    },
    async check(db, input, previous) {
      const prepared = await prepareRecord(db, type, fieldsOnly(input));
      const fields: Fields = { ...prepared.data, sortOrder: prepared.sortOrder };
      if (isTranslated(type)) {
        fields[translationsKey] = settleTranslations(type, prepared.data, prepared.translations, previous[translationsKey], await getSiteLanguages(db), new Date());
      }
      return fields;
    },
    async write(db, fields, live, actor) {
      await updateRecord(db, type, id, { ...fields, status: live ? 'active' : 'inactive' }, { actor });
    },
  };
};

const settingsSubject: Subject = {
  type: siteSettingsKey,
  id: siteSettingsKey,
  label: 'Site settings',
  canUnpublish: false,
  async read(db) {
    return { fields: await getSiteSettingsRecord(db), live: true, title: 'Site settings', saved: (await siteSettingsUpdatedAt(db)) !== null };
  },
  async check(_db, input, previous) {
    return parseSiteSettings(fieldsOnly(input), { previous: previous[translationsKey] });
  },
  async write(db, fields) {
    await saveSiteSettings(db, fields, { stamped: true });
  },
};

const menuLabel = (location: MenuLocation): string => `${location.charAt(0).toUpperCase()}${location.slice(1)} menu`;

const menuSubject = (location: MenuLocation): Subject => ({
  type: 'menus',
  id: location,
  label: menuLabel(location),
  canUnpublish: false,
  async read(db) {
    return { fields: { items: await getMenu(db, location) }, live: true, title: menuLabel(location) };
  },
  async check(db, input, previous) {
    const before = Array.isArray(previous.items) ? (previous.items as MenuItem[]) : [];
    return { items: parseMenuTree(fieldsOnly(input), settledMenuTranslations(before, await getSiteLanguages(db), new Date())) };
  },
  async write(db, fields) {
    await saveMenu(db, location, fields, stampedMenuTranslations);
  },
});

/** The subject of a type and id; 404 for a type the workflow does not keep. */
export function subjectOf(typeKey: string, id: string): Subject {
  if (typeKey === siteSettingsKey) return settingsSubject;
  if (typeKey === 'menus') {
    if (!isMenuLocation(id)) throw new NotFoundError(`There is no menu "${id}"; the menus are ${menuLocations.join(', ')}.`);
    return menuSubject(id);
  }
  const type = contentTypeByKey(typeKey);
  if (!type || type.kind !== 'collection') throw new NotFoundError(`There is no content type "${typeKey}".`);
  return collectionSubject(type, id);
}
