import type { SearchGroup } from '../content-type';

/** The answer of the public API's `GET search`: written by the server, read by the website. */
export interface SearchItem {
  type: string;
  _id: string;
  title: string;
  url: string;
  excerpt: string;
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
