import type { Permission } from '@hospital/content/roles';
import type { WorkflowStep } from './access-types';

/** The site settings' key in the workflow's routes (`/workflow/site-settings/site-settings/…`). */
const siteSettingsSubject = 'site-settings';

/**
 * What a workflow step needs on a subject: the site settings are administrators' alone (as their
 * own screen is), a menu is changed or published with `menus.write`, and a collection's record
 * with `content.write` (its draft) or `content.publish` (the website).
 */
export function workflowPermission(type: string, step: WorkflowStep): Permission {
  if (type === siteSettingsSubject) return 'settings.manage';
  if (type === 'menus') return step === 'read' ? 'content.read' : 'menus.write';
  return step === 'read' ? 'content.read' : step === 'write' ? 'content.write' : 'content.publish';
}
