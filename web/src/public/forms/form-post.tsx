import { createContext, useContext, type ReactNode } from 'react';
import type { FormKey } from '@hospital/content/forms/index';

/**
 * The outcome of a form posted without JavaScript (a plain `<form method="post">` to the page's
 * own path): the server renders the page again with it, and embeds it so hydration agrees.
 */
export interface FormPostResult {
  form: FormKey;
  sent: boolean;
  /** What was sent, to fill the form again beside its errors (empty once sent). */
  values: Record<string, string>;
  errors: Record<string, string>;
  /** A failure that is not about one field (e.g. too many requests). */
  message?: string;
}

/** The hidden field naming the form in a plain POST. */
export const formKeyField = '_form';
/** Where the post result sits in the embedded page data. */
export const embeddedFormKey = '__form__';

const FormPostContext = createContext<FormPostResult | null>(null);

export function FormPostProvider({ result, children }: { result: FormPostResult | null; children: ReactNode }) {
  return <FormPostContext.Provider value={result}>{children}</FormPostContext.Provider>;
}

export function useFormPost(form: FormKey): FormPostResult | null {
  const result = useContext(FormPostContext);
  return result?.form === form ? result : null;
}
