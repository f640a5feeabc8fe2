import { timeOf, yearOf } from '../../shared/format/dates';

export interface YearGroups<T> {
  /** Years that have items, newest first. */
  years: number[];
  /** Each year's items, newest first. */
  byYear: Map<number, T[]>;
}

/** Groups dated items by year, newest first (media coverage, events, camps). Undated items are left out. */
export function groupByYear<T>(items: readonly T[], getDate: (item: T) => string | null | undefined): YearGroups<T> {
  const byYear = new Map<number, T[]>();
  const sorted = [...items].sort((a, b) => timeOf(getDate(b)) - timeOf(getDate(a)));
  for (const item of sorted) {
    const year = yearOf(getDate(item));
    if (year === null) continue;
    const list = byYear.get(year);
    if (list) list.push(item);
    else byYear.set(year, [item]);
  }
  return { years: [...byYear.keys()].sort((a, b) => b - a), byYear };
}

/** The tab shown first: the current year when it has items, else the newest. */
export function initialYear(years: readonly number[], now: Date = new Date()): number | undefined {
  const current = now.getUTCFullYear();
  return years.includes(current) ? current : years[0];
}
