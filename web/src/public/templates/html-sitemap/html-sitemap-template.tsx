import type { SiteMessages } from '@hospital/content/i18n/messages/site';
import { useLanguage } from '../../ui/language';
import { pagePath, recordPath, type PublicPageType } from '@hospital/content/public-urls';
import { useActiveList } from '../../data/lists';
import { useNavigation, type NavItem } from '../../data/navigation';
import { departmentsOf } from '../../routing/public-records';
import { Link } from '../../routing/location';
import { HtmlContent } from '../../ui/html-content';
import type { TemplateProps } from '../template-types';
import styles from './html-sitemap-template.module.css';

/** Nothing to do in the browser: shown in a static region (ui/static-region.tsx). */
export const staticTemplate = true;

/** Each record type of the public URL table, by the heading its group has (a new type fails the typecheck until named). */
const groupHeadings: Record<PublicPageType, (t: SiteMessages) => string> = {
  'expert-categories': (t) => t.departments,
  experts: (t) => t.doctors,
  specialities: (t) => t.specialities,
  leaders: (t) => t.leadership,
  blogs: (t) => t.blogPosts,
  events: (t) => t.events,
  camps: (t) => t.camps,
  'media-coverage': (t) => t.mediaCoverage,
  hirings: (t) => t.careers,
  locations: (t) => t.locations,
};

interface Listed {
  _id: string;
  title?: string | null;
  slug?: string | null;
  pageRoute?: string | null;
  departments?: unknown;
}

/**
 * HTML sitemap (GIGW 3.0): the main menu as it is, then every published page and record under a
 * heading of its kind, each by its title and linking to its address (the public URL table's,
 * `content/src/public-urls.ts`, as the sitemap.xml's). Doctors are listed under each department.
 */
export function Template({ page }: TemplateProps) {
  const menu = useNavigation('header');
  const { messages: t } = useLanguage();
  return (
    <div className={`container ${styles.page}`}>
      <HtmlContent html={page.description} />
      {menu.length > 0 && (
        <section aria-labelledby="sitemap-menu" className={styles.group}>
          <h2 id="sitemap-menu">{t.mainMenu}</h2>
          <MenuTree items={menu} />
        </section>
      )}
      <PageGroup />
      {(Object.keys(groupHeadings) as PublicPageType[]).map((type) => (
        <RecordGroup key={type} type={type} />
      ))}
    </div>
  );
}

function MenuTree({ items }: { items: readonly NavItem[] }) {
  return (
    <ul className={styles.list}>
      {items.map((item) => (
        <li key={item._id}>
          {item.path ? <Link to={item.path}>{item.title}</Link> : item.title}
          {item.children && item.children.length > 0 && <MenuTree items={item.children} />}
        </li>
      ))}
    </ul>
  );
}

function PageGroup() {
  const pages = useActiveList<Listed>('pages');
  const { messages: t } = useLanguage();
  const listed = (pages.items ?? []).filter((p) => p.pageRoute).sort((a, b) => (a.title ?? '').localeCompare(b.title ?? ''));
  if (listed.length === 0) return null;
  return (
    <section aria-labelledby="sitemap-pages" className={styles.group}>
      <h2 id="sitemap-pages">{t.pages}</h2>
      <ul className={`${styles.list} ${styles.columns}`}>
        {listed.map((p) => (
          <li key={p._id}>
            <Link to={pagePath(p.pageRoute ?? '')}>{p.title}</Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

function RecordGroup({ type }: { type: PublicPageType }) {
  const records = useActiveList<Listed>(type);
  const { messages: t } = useLanguage();
  const links = (records.items ?? []).flatMap((record) => {
    if (!record.slug) return [];
    if (type !== 'experts') {
      const path = recordPath(type, { slug: record.slug });
      return path ? [{ key: record._id, path, title: record.title ?? '' }] : [];
    }
    return departmentsOf(record).flatMap((department) => {
      const path = recordPath(type, { slug: record.slug, departmentSlug: department.slug });
      return path ? [{ key: `${record._id}-${department._id}`, path, title: `${record.title ?? ''} (${department.title})` }] : [];
    });
  });
  if (links.length === 0) return null;
  const id = `sitemap-${type}`;
  return (
    <section aria-labelledby={id} className={styles.group}>
      <h2 id={id}>{groupHeadings[type](t)}</h2>
      <ul className={`${styles.list} ${styles.columns}`}>
        {links.map((link) => (
          <li key={link.key}>
            <Link to={link.path}>{link.title}</Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
