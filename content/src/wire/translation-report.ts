import type { TranslationState } from '../i18n/translations';

/** Wire shapes of a content type's translation report (`GET translation-report/{type}`): written by the server, read by the studio. */

export interface ReportRecord {
  _id: string;
  title: string;
  state: TranslationState;
  /** Translatable fields with default text and no translation. */
  missing: string[];
  /** Translated fields whose default text changed since. */
  outdated: string[];
}

export interface LanguageReport {
  language: string;
  /** The language's English name, as the studio shows it. */
  name: string;
  translated: number;
  missing: number;
  outdated: number;
  /** Every record in reach: missing first, then out of date, then translated; by title within each. */
  records: ReportRecord[];
}

export interface TranslationReport {
  type: string;
  /** The translatable fields of the type, by name with their labels (empty: nothing to translate). */
  fields: { name: string; label: string }[];
  /** The site's languages other than the default. */
  languages: LanguageReport[];
}
