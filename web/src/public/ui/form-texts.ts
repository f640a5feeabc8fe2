import { provideFormTexts } from '@hospital/content/i18n/form-texts';
import { en, type FormMessages } from '@hospital/content/i18n/messages/forms';
import { areaTexts } from './area-texts';

/** The public forms' texts (the catalogue's `forms` area) in the page's language (ui/area-texts.ts). */
export const formTexts = areaTexts<FormMessages>(
  en,
  { hi: () => import('@hospital/content/i18n/messages/forms-hi').then((m) => m.hi) },
  // The forms' shared rules (their messages, content/src/forms) read the same texts.
  provideFormTexts,
);

/** The public forms' texts in the page's language. */
export const useFormTexts = (): FormMessages => formTexts.use();
