import type { FormFieldDecl, PublicForm } from '@hospital/content/forms/declarations';
import type { SiteSettings } from '../data/site-settings';

/**
 * SPEC §5: before the form texts load, the declared placeholders ("Your Name*"); once loaded, the
 * site's text for each, or the same wording without the asterisk. Fields with no declared
 * placeholder show their label (with an asterisk when required).
 */
export function placeholderFor(field: FormFieldDecl, settings: SiteSettings | null, loaded: boolean): string {
  const declared = field.placeholder ?? `${field.label}${field.requiredMessage ? '*' : ''}`;
  if (!loaded || !field.placeholderSetting) return declared;
  const custom = settings?.[field.placeholderSetting as keyof SiteSettings];
  return typeof custom === 'string' && custom.trim() ? custom.trim() : declared.replace(/\*$/, '');
}

/** The button: the form's own text before the texts load, then the site's text, else "Submit". */
export function submitLabelFor(form: PublicForm, settings: SiteSettings | null, loaded: boolean): string {
  if (!loaded) return form.submitLabel;
  const custom = settings?.submitbuttontext;
  return typeof custom === 'string' && custom.trim() ? custom.trim() : 'Submit';
}
