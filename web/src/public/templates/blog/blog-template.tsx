import { excerptWords } from '@hospital/content/text';
import { useState } from 'react';
import { Link } from '../../routing/location';
import { formatBlogDate } from '../../../shared/format/dates';
import { useActiveList } from '../../data/lists';
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
import type { TemplateProps } from '../template-types';
import { allTab, filterPosts, monthTabs, newestFirst, type BlogPost } from './blog-filter';
import styles from './blog-template.module.css';
import type { PublicListing } from '@hospital/content/records';

type BlogCategory = PublicListing<'blog-categories'>;

const postPath = (post: BlogPost) => (post.slug ? `/blogs/${post.slug}` : null);

/**
 * The blog (SPEC §2, §5, §9): title search, month-year tabs, category tabs, the 3 newest posts
 * as "Latest Post", and cards (12-word excerpts) 3 at a time; any change starts again at 3.
 */
export function Template({ page }: TemplateProps) {
  const posts = useActiveList<BlogPost>('blogs');
  const categories = useActiveList<BlogCategory>('blog-categories');
  useListErrorLog(posts.status === 'error', 'Failed to fetch blog posts.', posts.error);
  const [search, setSearch] = useState('');
  const [month, setMonth] = useState(allTab);
  const [category, setCategory] = useState(allTab);
  const searchId = stableIds.blogSearch;

  const all = posts.items ?? [];
  const months = monthTabs(all);
  const categoryTabs = categories.items
    ? categories.items.filter((c) => c.title).map((c) => ({ id: c._id, label: c.title ?? '' }))
    : [...new Map(all.flatMap((p) => (p.blogCategory?.title ? [[p.blogCategory._id, p.blogCategory.title] as const] : []))).entries()].map(([id, label]) => ({ id, label }));
  const activeMonth = months.includes(month) ? month : allTab;
  const activeCategory = categoryTabs.some((t) => t.id === category) ? category : allTab;
  const shown = filterPosts(all, { search, month: activeMonth, category: activeCategory });
  const latest = newestFirst(all).slice(0, 3);

  return (
    <ListingPage>
      <HtmlContent html={page.description} className={listing.description} />
      {posts.status === 'loading' && <Loader />}
      {posts.status === 'error' && <ErrorView onRetry={posts.reload} />}
      {posts.items && (
        <div className={styles.layout}>
          <div className={styles.main}>
            <Tabs
              label="Months"
              idPrefix="blog-months"
              tabs={[{ id: allTab, label: 'All' }, ...months.map((m) => ({ id: m, label: m }))]}
              active={activeMonth}
              onChange={setMonth}
            />
            <TabPanel idPrefix="blog-months" active={activeMonth}>
              {categoryTabs.length > 0 && (
                <Tabs label="Categories" idPrefix="blog-categories" tabs={[{ id: allTab, label: 'All Categories' }, ...categoryTabs]} active={activeCategory} onChange={setCategory} />
              )}
              <TabPanel idPrefix="blog-categories" active={activeCategory} className={styles.panel}>
                {shown.length === 0 ? (
                  <p className={listing.empty}>No Blog Post Found</p>
                ) : (
                  <PagedGrid
                    items={shown}
                    getKey={(post) => post._id}
                    initial={3}
                    step={3}
                    resetKey={`${search}\u0000${activeMonth}\u0000${activeCategory}`}
                    label="Blog posts"
                    renderCard={(post) => (
                      <ListingCard
                        href={postPath(post)}
                        title={post.title ?? ''}
                        image={post.imageUrl}
                        imageAlt={imageAlt(post, 'imageUrl')}
                        meta={
                          <>
                            <time dateTime={post.date ?? undefined}>{formatBlogDate(post.date)}</time>
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
          <aside className={styles.aside} aria-label="Blog search and latest posts">
            <form role="search" aria-label="Blog posts" className={styles.search} onSubmit={(event) => event.preventDefault()}>
              <label htmlFor={searchId}>Search</label>
              <input id={searchId} type="search" value={search} placeholder="Search posts by title" onChange={(event) => setSearch(event.target.value)} />
            </form>
            {latest.length > 0 && (
              <section className={styles.latest} aria-labelledby={`${searchId}-latest`}>
                <h2 id={`${searchId}-latest`}>Latest Post</h2>
                <ul>
                  {latest.map((post) => {
                    const path = postPath(post);
                    return (
                      <li key={post._id}>
                        {path ? <Link to={path}>{post.title}</Link> : <span>{post.title}</span>}
                        <time dateTime={post.date ?? undefined}>{formatBlogDate(post.date)}</time>
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
