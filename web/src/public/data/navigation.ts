import { useApiData } from './api-data';

/** A navigation item as `public-nav` returns it (SPEC §3). */
export interface NavItem {
  _id: string;
  title: string;
  path: string;
  openInNewTab?: boolean | null;
  custom_class?: string | null;
  children?: NavItem[] | null;
}

export type NavLocation = 'header' | 'quicklinks' | 'footer';

export const navPath = (location: NavLocation) => `public-nav?location=${location}`;

/** The menu of a location; empty while loading or after a failure (SPEC §8: lists stay empty). */
export function useNavigation(location: NavLocation): NavItem[] {
  const { body } = useApiData<unknown>(navPath(location));
  return Array.isArray(body) ? (body as NavItem[]) : [];
}
