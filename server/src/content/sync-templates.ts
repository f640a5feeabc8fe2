import { contentTypeByKey } from '@hospital/content/registry';
import { pageTemplates } from '@hospital/content/templates/index';
import type { Db } from '../db/database';
import { ConflictError } from '../errors/http-errors';
import { createRecord } from './content-operations';
import { fieldToDefinition } from './template-definitions';

/**
 * Writes a record for every built-in page template that has none yet, so admins see them in
 * the templates list. An existing record of the same templateId is left as the admin left it.
 * Returns the template ids added. `created` is told each new record's id (the workflow keeps its
 * first revision; content does not reach into publishing itself).
 */
export async function syncTemplates(db: Db, created?: (recordId: string) => Promise<void>): Promise<string[]> {
  const type = contentTypeByKey('templates');
  if (!type) throw new Error('The templates content type is not declared.');
  const existing = new Set(
    (await db.kysely.selectFrom('content_templates').select('slug').execute()).map((r) => r.slug).filter((s): s is string => s !== null),
  );
  const added: string[] = [];
  for (const template of pageTemplates) {
    if (existing.has(template.id)) continue;
    try {
      const record = await createRecord(db, type, {
      templateId: template.id,
      name: template.name,
      description: template.description,
      fields: template.fields.flatMap((field) => {
        const def = fieldToDefinition(field);
        return def ? [def] : [];
        }),
      });
      await created?.(record._id);
    } catch (error) {
      // Another server process starting at the same moment wrote it first.
      if (error instanceof ConflictError) continue;
      throw error;
    }
    added.push(template.id);
  }
  return added;
}
