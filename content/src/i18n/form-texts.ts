import { en, type FormMessages } from './messages/forms';

/**
 * The forms' texts by language, for the rules the browser and the server share (content/src/forms):
 * English always; another language once provided. The server's catalogue (i18n/catalogue.ts)
 * provides every language it has when it is loaded; the browser provides only its page's language,
 * loaded as a chunk of its own (web/src/public/ui/form-texts.ts), so that a form's script does not
 * carry every language's texts. A language not provided reads English.
 */
const provided = new Map<string, FormMessages>([['en', en]]);

export function provideFormTexts(language: string, messages: FormMessages): void {
  provided.set(language, messages);
}

export const formTextsFor = (language: string): FormMessages => provided.get(language) ?? en;
