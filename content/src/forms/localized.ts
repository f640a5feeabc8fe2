import { en, type FormMessages } from '../i18n/messages/forms';
import { formByKey, type PublicForm } from './declarations';

/**
 * A public form in a language (issue 32): its name, button texts and each field's label,
 * placeholder and required message from that language's texts (`messages/forms`). The
 * declarations are the English form, as the SPEC words it. Takes the texts, not the language, so
 * that the website's pages carry only their own language's (the catalogue has them all).
 */

const cache = new WeakMap<FormMessages, Map<string, PublicForm>>();

/** The form's texts from a language's catalogue. */
function translate(form: PublicForm, m: FormMessages): PublicForm {
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

/** The form in a language's texts; the declaration itself in English's. */
export function localizeForm(form: PublicForm, texts: FormMessages = en): PublicForm {
  if (texts === en) return formByKey(form.key) ?? form;
  let forms = cache.get(texts);
  if (!forms) cache.set(texts, (forms = new Map()));
  let localized = forms.get(form.key);
  if (!localized) {
    // From the declaration, whichever form (already in a language) was passed.
    localized = translate(formByKey(form.key) ?? form, texts);
    forms.set(form.key, localized);
  }
  return localized;
}
