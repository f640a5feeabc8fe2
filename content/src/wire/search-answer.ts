import type { SearchGroup } from '../content-type';

/** The answer of the public API's `GET search`: written by the server, read by the website. */
export interface SearchItem {
  type: string;
  _id: string;
  title: string;
  url: string;
  excerpt: string;
  /**
   * Asked in another language (`lang`): the language the title is shown in when it is not the one
   * asked for (the record is not yet translated), so the page marks it `lang`.
   */
  language?: string;
}

export interface SearchGroupResult {
  key: SearchGroup;
  label: string;
  count: number;
  items: SearchItem[];
}

export interface SearchAnswer {
  query: string;
  /** Every word the query was expanded to, for highlighting. */
  terms: string[];
  total: number;
  groups: SearchGroupResult[];
}
