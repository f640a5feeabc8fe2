import { useLanguage } from '../../ui/language';
import { excerptWords } from '@hospital/content/text';
import { useDates } from '../../ui/local-dates';
import { listFrom, useActiveList, useShownRecords } from '../../data/lists';
import { useFirstAddress } from '../../routing/location';
import { groupByYear, initialYear } from '../../ui/year-tabs';
import { ErrorView } from '../../ui/error-view';
import { HtmlContent } from '../../ui/html-content';
import { Loader } from '../../ui/loader';
import { cardsUpToPage, type PublicPage, type TemplateModule } from '../template-types';
import { ListingCard, ListingPage, ReadMoreLink } from './listing-card';
import styles from './listing.module.css';
import { imageAlt } from './record-image';
import { reloadPage, useListErrorLog } from './use-list-error-log';
import { YearListing } from './year-listing';

/** The fields every dated listing card reads. */
export interface DatedRecord {
  _id: string;
  title?: string | null;
  slug?: string | null;
  description?: string | null;
}

/** The names of the record's text fields (a date, an image URL). */
type TextField<T> = { [K in keyof T]-?: T[K] extends string | null | undefined ? K : never }[keyof T] & string;

export interface YearListingPageProps<T extends DatedRecord> {
  page: PublicPage;
  /** The public list, read from `{list}/active`; it also names the year tabs. */
  list: string;
  /** The detail pages live at `{linkBase}/{slug}`. */
  linkBase: string;
  dateField: TextField<T>;
  imageField: TextField<T>;
  /**
   * `linked-title`: the title links to the detail page and a 12-word excerpt follows;
   * `read-more`: the date is labelled "Date:" and a "Read More" button links to the detail page.
   */
  card: 'linked-title' | 'read-more';
  /** Logged when the list fails (SPEC §8). */
  failureMessage: string;
  emptyText: string;
  /** Cards shown at first and added per Load More (SPEC §9). */
  initial: number;
  step: number;
}

/**
 * What the server reads of a dated listing (issue 46): its years, then the cards of the address's
 * year (or the one shown first) up to its page, not the whole list.
 */
export const yearListingWindows =
  (list: string, initial: number, step: number): NonNullable<TemplateModule['listingWindows']> =>
  async (_page, query, read) => {
    const years = listFrom<number>(await read(`${list}/active-years`));
    if (!years) return {};
    const year = query.year !== undefined && years.includes(query.year) ? query.year : initialYear(years);
    if (year === undefined) return { [list]: { limit: 1, facts: { years } } };
    return { [list]: { limit: cardsUpToPage(query, initial, step), year, facts: { years } } };
  };

/**
 * A listing template of dated records under year tabs (media coverage, events, camps): the page's
 * description, then the loader, the error view whose Retry reloads the page, or the year listing.
 */
export function YearListingPage<T extends DatedRecord>({
  page,
  list: listName,
  linkBase,
  dateField,
  imageField,
  card,
  failureMessage,
  emptyText,
  initial,
  step,
}: YearListingPageProps<T>) {
  // The first view embeds the cards it shows and the years (issue 46); another view loads the whole list.
  const list = useActiveList<T>(listName, { acceptPartial: useFirstAddress(), partialWhileLoading: true });
  const factYears = list.facts?.years;
  const years = Array.isArray(factYears) ? (factYears as number[]) : list.items ? groupByYear(list.items, (item) => item[dateField] as string | null | undefined).years : undefined;
  // No card shown embeds no record (the grid notes the cards it shows).
  useShownRecords(listName, [], years ? { years } : {});
  useListErrorLog(list.status === 'error', failureMessage, list.error);
  const dates = useDates();
  const { messages: t } = useLanguage();
  const dateOf = (item: T) => item[dateField] as string | null | undefined;
  const renderCard = (item: T) => {
    const href = item.slug ? `${linkBase}/${item.slug}` : null;
    const date = <time dateTime={dateOf(item) ?? undefined}>{dates.short(dateOf(item))}</time>;
    const common = { title: item.title ?? '', image: item[imageField] as string | null | undefined, imageAlt: imageAlt(item, imageField) };
    return card === 'linked-title' ? (
      <ListingCard {...common} href={href} meta={date} excerpt={excerptWords(item.description, 12)} />
    ) : (
      <ListingCard
        {...common}
        href={null}
        meta={
          <>
            <strong>{t.dateLabel}</strong> {date}
          </>
        }
        action={href ? <ReadMoreLink to={href} title={item.title ?? ''} /> : undefined}
      />
    );
  };
  return (
    <ListingPage>
      <HtmlContent html={page.description} field="description" className={styles.description} />
      {list.status === 'loading' && <Loader />}
      {list.status === 'error' && <ErrorView onRetry={reloadPage} />}
      {list.items && (
        <YearListing
          items={list.items}
          getDate={dateOf}
          getKey={(item) => item._id}
          initial={initial}
          step={step}
          idPrefix={`${listName}-years`}
          years={years}
          embed={{ list: listName }}
          emptyText={emptyText}
          renderCard={renderCard}
        />
      )}
    </ListingPage>
  );
}
