import { messagesFor, type Messages } from '../i18n/catalogue';
import { defaultLanguage } from '../i18n/languages';
import { formByKey, type PublicForm } from './declarations';

/**
 * A public form in a language (issue 32): its name, button texts and each field's label,
 * placeholder and required message from that language's catalogue. The declarations are the
 * English form, as the SPEC words it; a language without a catalogue reads English.
 */

const cache = new Map<string, PublicForm>();

/** The form's texts in a language's catalogue. */
function translate(form: PublicForm, m: Messages['forms']): PublicForm {
  const texts: Record<string, { label: string; placeholder?: string }> = m.fields[form.key];
  return {
    ...form,
    label: m.formNames[form.key],
    submitLabel: form.submitLabel === 'Send' ? m.send : m.submit,
    busyLabel: form.busyLabel === 'Sending...' ? m.sendingBusy : m.submittingBusy,
    fields: form.fields.map((field) => {
      const text = texts[field.name];
      const label = text?.label ?? field.label;
      return {
        ...field,
        label,
        ...(field.placeholder !== undefined ? { placeholder: text?.placeholder ?? field.placeholder } : {}),
        ...(field.requiredMessage !== undefined ? { requiredMessage: m.required(label) } : {}),
      };
    }),
  };
}

/** The form as a visitor reading `language` sees it; the declaration itself for the default language. */
export function localizeForm(form: PublicForm, language: string = defaultLanguage): PublicForm {
  const messages = messagesFor(language);
  if (messages === messagesFor(defaultLanguage)) return form;
  const key = `${language}:${form.key}`;
  let localized = cache.get(key);
  if (!localized) {
    // From the declaration, whichever form (already in a language) was passed.
    localized = translate(formByKey(form.key) ?? form, messages.forms);
    cache.set(key, localized);
  }
  return localized;
}
