import type { TranslationState } from '../i18n/translations';

/** Wire shapes of a content type's translation report (`GET translation-report/{type}`): written by the server, read by the studio. */

/**
 * A record's state in the report: `translated` only when the published page has the translation;
 * `waiting` when the translation is done in a draft (or a record not yet published) and not on
 * the website yet; `missing` and `outdated` judge the draft, the work still to do.
 */
export type ReportState = TranslationState | 'waiting';

export interface ReportRecord {
  _id: string;
  title: string;
  state: ReportState;
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
  /** Translated in a draft, waiting to be published. */
  waiting: number;
  missing: number;
  outdated: number;
  /** Every record in reach: missing first, then out of date, then waiting, then translated; by title within each. */
  records: ReportRecord[];
}

export interface TranslationReport {
  type: string;
  /** The translatable fields of the type, by name with their labels (empty: nothing to translate). */
  fields: { name: string; label: string }[];
  /** The site's languages other than the default. */
  languages: LanguageReport[];
}
