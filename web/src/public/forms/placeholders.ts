import type { FormFieldDecl, PublicForm } from '@hospital/content/forms/declarations';
import { defaultLanguage } from '@hospital/content/i18n/languages';
import type { SiteSettings } from '../data/site-settings';

/**
 * A form text the hospital set in the site settings, when it reads in the page's language: always
 * in the default language; in another only when the settings were read in it and the field is
 * translated (not in their `_fallback`). Otherwise '' and the catalogue's text is shown.
 */
export function settingInLanguage(settings: SiteSettings | null, name: string, language: string): string {
  const value = (settings as Record<string, unknown> | null)?.[name];
  const text = typeof value === 'string' ? value.trim() : '';
  if (language === defaultLanguage || !text) return text;
  const fallback = (settings as { _fallback?: unknown } | null)?._fallback;
  return Array.isArray(fallback) && !fallback.includes(name) ? text : '';
}

/**
 * SPEC §5: before the form texts load, the declared placeholders ("Your Name*"); once loaded, the
 * site's text for each, or the same wording without the asterisk. Fields with no declared
 * placeholder show their label (with an asterisk when required).
 */
export function placeholderFor(field: FormFieldDecl, settings: SiteSettings | null, loaded: boolean, language: string = defaultLanguage): string {
  const declared = field.placeholder ?? `${field.label}${field.requiredMessage ? '*' : ''}`;
  if (!loaded || !field.placeholderSetting) return declared;
  const custom = settingInLanguage(settings, field.placeholderSetting, language);
  return custom || declared.replace(/\*$/, '');
}

/** The button: the form's own text before the texts load, then the site's text, else "Submit". */
export function submitLabelFor(form: PublicForm, settings: SiteSettings | null, loaded: boolean, language: string = defaultLanguage, submit = 'Submit'): string {
  if (!loaded) return form.submitLabel;
  return settingInLanguage(settings, 'submitbuttontext', language) || submit;
}
