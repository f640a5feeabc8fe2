import { defaultTemplateId } from '@hospital/content/templates/template-data';
import { trackChunk } from '../chunks/tracked-chunk';
import type { TemplateModule } from './template-types';

/**
 * The page layouts by template id: every `templates/<id>/<id>-template.tsx` (the folder name is
 * the id), each loaded lazily in its own chunk. An unknown id falls back to the default layout.
 */
const loaders = new Map<string, () => Promise<TemplateModule>>();
for (const [file, load] of Object.entries(import.meta.glob<TemplateModule>('./*/*-template.tsx'))) {
  const match = /^\.\/([^/]+)\/\1-template\.tsx$/.exec(file);
  if (match?.[1]) loaders.set(match[1], load);
}

const loading = new Map<string, Promise<TemplateModule>>();

/** The id whose module a page uses: its own when such a folder exists, else the default. */
export function templateIdFor(id: string | null | undefined): string {
  return id && loaders.has(id) ? id : defaultTemplateId;
}

/** The source file of a template, as the build's manifest names it (for preload links). */
export function templateSource(id: string | null | undefined): string {
  const resolved = templateIdFor(id);
  return `src/public/templates/${resolved}/${resolved}-template.tsx`;
}

/** Loads a template module once; the same promise is handed out again (and to React's `use`). */
export function loadTemplate(id: string | null | undefined): Promise<TemplateModule> {
  const resolved = templateIdFor(id);
  const known = loading.get(resolved);
  if (known) return known;
  const loader = loaders.get(resolved);
  if (!loader) throw new Error(`The default template (templates/${defaultTemplateId}) is missing`);
  const promise = trackChunk(loader(), () => loading.delete(resolved));
  loading.set(resolved, promise);
  return promise;
}

/** The template ids that have a layout folder. */
export const templateIds = (): string[] => [...loaders.keys()].sort();
