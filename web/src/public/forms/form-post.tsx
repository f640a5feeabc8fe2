import { createContext, useContext, type ReactNode } from 'react';
import type { FormPostResult } from '../render-contract';

export type { FormPostResult };

/** The hidden field naming the form in a plain POST. */
export const formKeyField = '_form';
/** Where the post result sits in the embedded page data. */
export const embeddedFormKey = '__form__';

const FormPostContext = createContext<FormPostResult | null>(null);

export function FormPostProvider({ result, children }: { result: FormPostResult | null; children: ReactNode }) {
  return <FormPostContext.Provider value={result}>{children}</FormPostContext.Provider>;
}

export function useFormPost(form: FormPostResult['form']): FormPostResult | null {
  const result = useContext(FormPostContext);
  return result?.form === form ? result : null;
}
