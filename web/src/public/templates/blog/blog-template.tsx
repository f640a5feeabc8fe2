import { useLanguage } from '../../ui/language';
import { useDates } from '../../ui/local-dates';
import { excerptWords } from '@hospital/content/text';
import { useCallback } from 'react';
import { listingSearch, maxListingSearchLength, parseListingQuery } from '@hospital/content/listing-query';
import { useAddressedSearch, useGoToListing, useListingHref, useListingQuery } from '../../routing/listing-address';
import { searchPagePath } from '../../data/site-search';
import { NoResultsHelp } from '../../ui/no-results-help';
import { Link } from '../../routing/location';
import { monthYearKey } from '../../../shared/format/dates';
import { listFrom, useActiveList, useShownRecords } from '../../data/lists';
import { useFirstAddress } from '../../routing/location';
import { ErrorView } from '../../ui/error-view';
import { stableIds } from '../../ui/stable-ids';
import { HtmlContent } from '../../ui/html-content';
import { Loader } from '../../ui/loader';
import { TabPanel, Tabs } from '../../ui/tabs';
import { ListingCard, ListingPage } from '../listing-kit/listing-card';
import listing from '../listing-kit/listing.module.css';
import { PagedGrid } from '../listing-kit/paged-grid';
import { imageAlt } from '../listing-kit/record-image';
import { useListErrorLog } from '../listing-kit/use-list-error-log';
import { islandMarker } from '../../islands/island';
import { cardsUpToPage, type ListingWindows, type TemplateModule, type TemplateProps } from '../template-types';
import { allTab, filterPosts, monthChoices, monthTabLabel, newestFirst, type BlogPost } from './blog-filter';
import styles from './blog-template.module.css';
import type { PublicListing } from '@hospital/content/records';

type BlogCategory = PublicListing<'blog-categories'>;

const postPath = (post: BlogPost) => (post.slug ? `/blogs/${post.slug}` : null);

const initialCards = 3;
const moreCards = 3;

/**
 * What the server reads of the blog (issue 46): its months and categories (the tabs), its three
 * newest posts ("Latest Post"), and the posts the address's search and tabs keep up to its page.
 */
export const listingWindows: NonNullable<TemplateModule['listingWindows']> = async (_page, query, read): Promise<ListingWindows> => {
  const months = listFrom<string>(await read('blogs/active-months'));
  const categories = listFrom<BlogCategory>(await read('blog-categories/active'));
  if (!months || !categories) return {};
  const monthFacts = months.map((id) => ({ id, label: monthYearKey(`${id}-15`) }));
  const month = monthFacts.some((m) => m.id === query.month) ? query.month : undefined;
  const category = categories.find((c) => c.title && c.slug && c.slug === query.category)?._id;
  const facts = { months: monthFacts };
  const page = { limit: cardsUpToPage(query, initialCards, moreCards), ...(query.q ? { q: query.q } : {}), ...(month ? { month } : {}), ...(category ? { category } : {}) };
  return { blogs: [{ limit: 3, facts }, page] };
};

/**
 * The blog (SPEC §2, §5, §9): title search, month-year tabs, category tabs, the 3 newest posts
 * as "Latest Post", and cards (12-word excerpts) 3 at a time; any change starts again at 3.
 */
export function Template({ page }: TemplateProps) {
  const { messages: t } = useLanguage();
  const dates = useDates();
  // The first view embeds the posts it shows and the month tabs (issue 46); another view loads the whole list.
  const posts = useActiveList<BlogPost>('blogs', { acceptPartial: useFirstAddress(), partialWhileLoading: true });
  const categories = useActiveList<BlogCategory>('blog-categories');
  useListErrorLog(posts.status === 'error', 'Failed to fetch blog posts.', posts.error);
  const query = useListingQuery();
  const href = useListingHref();
  const go = useGoToListing();
  const searchId = stableIds.blogSearch;

  const all = posts.items ?? [];
  const months = (posts.facts?.months as ReturnType<typeof monthChoices> | undefined) ?? monthChoices(all);
  const categoryTabs = categories.items
    ? categories.items.filter((c) => c.title && c.slug).map((c) => ({ id: c.slug ?? '', _id: c._id, label: c.title ?? '' }))
    : [...new Map(all.flatMap((p) => (p.blogCategory?.title && p.blogCategory.slug ? [[p.blogCategory.slug, { _id: p.blogCategory._id, label: p.blogCategory.title }] as const] : []))).entries()].map(([id, c]) => ({ id, ...c }));
  const month = months.find((m) => m.id === query.month);
  const category = categoryTabs.find((t) => t.id === query.category);
  const activeMonth = month?.id ?? allTab;
  const activeCategory = category?.id ?? allTab;
  // The tabs as one string: the search's commit changes only when they do.
  const tabsKey = listingSearch({ ...query, q: undefined });
  const commitSearch = useCallback((words: string) => go({ ...parseListingQuery(tabsKey), q: words || undefined, page: undefined }, { replace: true }), [go, tabsKey]);
  const { text: search, type: typeSearch } = useAddressedSearch(query.q ?? '', commitSearch);
  const shown = filterPosts(all, { search, month: month ? month.label : allTab, category: category ? category._id : allTab });
  const tabHref = (change: { month?: string; category?: string }) => href({ q: search.trim() || undefined, month: query.month, category: query.category, ...change });
  const latest = newestFirst(all).slice(0, 3);
  useShownRecords('blogs', latest, posts.items ? { months } : {});

  return (
    <ListingPage>
      <HtmlContent html={page.description} field="description" className={listing.description} />
      {posts.status === 'loading' && <Loader />}
      {posts.status === 'error' && <ErrorView onRetry={posts.reload} />}
      {posts.items && (
        <div className={styles.layout}>
          <div className={styles.main}>
            <Tabs
              label={t.months}
              idPrefix="blog-months"
              tabs={[{ id: allTab, label: t.all, href: tabHref({ month: undefined }) }, ...months.map((m) => ({ id: m.id, label: monthTabLabel(m.id, t.monthTab) ?? m.label, href: tabHref({ month: m.id }) }))]}
              active={activeMonth}
              onChange={(id) => go({ q: search.trim() || undefined, category: query.category, month: id === allTab ? undefined : id })}
            />
            <TabPanel idPrefix="blog-months" active={activeMonth}>
              {categoryTabs.length > 0 && (
                <Tabs
                  label={t.categories}
                  idPrefix="blog-categories"
                  tabs={[{ id: allTab, label: t.allCategories, href: tabHref({ category: undefined }) }, ...categoryTabs.map((c) => ({ id: c.id, label: c.label, href: tabHref({ category: c.id }) }))]}
                  active={activeCategory}
                  onChange={(id) => go({ q: search.trim() || undefined, month: query.month, category: id === allTab ? undefined : id })}
                />
              )}
              <TabPanel idPrefix="blog-categories" active={activeCategory} className={styles.panel}>
                {shown.length === 0 ? (
                  <>
                    <p className={listing.empty}>{t.noBlogPostFound}</p>
                    <NoResultsHelp other={{ href: search.trim() ? searchPagePath(search.trim()) : '/search', label: t.searchWholeWebsite }} />
                  </>
                ) : (
                  <PagedGrid
                    items={shown}
                    getKey={(post) => post._id}
                    initial={initialCards}
                    step={moreCards}
                    embed={{ list: 'blogs' }}
                    resetKey={`${search}\u0000${activeMonth}\u0000${activeCategory}`}
                    label={t.blogPosts}
                    renderCard={(post) => (
                      <ListingCard
                        href={postPath(post)}
                        title={post.title ?? ''}
                        image={post.imageUrl}
                        imageAlt={imageAlt(post, 'imageUrl')}
                        meta={
                          <>
                            <time dateTime={post.date ?? undefined}>{dates.blog(post.date)}</time>
                            {post.blogCategory?.title && <span className={styles.category}>{post.blogCategory.title}</span>}
                          </>
                        }
                        excerpt={excerptWords(post.description, 12)}
                      />
                    )}
                  />
                )}
              </TabPanel>
            </TabPanel>
          </div>
          <aside className={styles.aside} aria-label={t.blogSearchAndLatest}>
            <form
              role="search"
              aria-label={t.blogPosts}
              method="get"
              action={href({})}
              className={styles.search}
              {...islandMarker('filters')}
              onSubmit={(event) => {
                event.preventDefault();
                go({ ...query, q: search.trim() || undefined, page: undefined });
              }}
            >
              <label htmlFor={searchId}>{t.search}</label>
              {/* The tabs chosen go with the words when the form is sent without the script. */}
              {query.month && <input type="hidden" name="month" value={query.month} />}
              {query.category && <input type="hidden" name="category" value={query.category} />}
              <input
                id={searchId}
                type="search"
                name="q"
                value={search}
                maxLength={maxListingSearchLength}
                placeholder={t.searchPostsByTitle}
                onChange={(event) => typeSearch(event.target.value)}
              />
            </form>
            {latest.length > 0 && (
              <section className={styles.latest} aria-labelledby={`${searchId}-latest`}>
                <h2 id={`${searchId}-latest`}>{t.latestPost}</h2>
                <ul>
                  {latest.map((post) => {
                    const path = postPath(post);
                    return (
                      <li key={post._id}>
                        {path ? <Link to={path}>{post.title}</Link> : <span>{post.title}</span>}
                        <time dateTime={post.date ?? undefined}>{dates.blog(post.date)}</time>
                      </li>
                    );
                  })}
                </ul>
              </section>
            )}
          </aside>
        </div>
      )}
    </ListingPage>
  );
}
