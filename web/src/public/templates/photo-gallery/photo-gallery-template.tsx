import { useLanguage } from '../../ui/language';
import { useActiveList } from '../../data/lists';
import { useFirstAddress } from '../../routing/location';
import { useOptionalApiStore } from '../../data/api-data';
import { API_BASE } from '../../../shared/api/http';
import { localizedApiPath } from '../../ui/language-paths';
import { HtmlContent } from '../../ui/html-content';
import { useLoadMore } from '../../ui/load-more';
import { useGoToListing, useListingHref, useListingQuery } from '../../routing/listing-address';
import { LoadMoreButton } from '../../ui/load-more-button';
import { Loader } from '../../ui/loader';
import { imageSizeIn, useFocalPosition, useImageSize } from '../../ui/focal-point';
import { srcSetFor } from '../../ui/responsive-image';
import { TabPanel, Tabs } from '../../ui/tabs';
import listing from '../listing-kit/listing.module.css';
import { imageAlt } from '../listing-kit/record-image';
import { useListErrorLog } from '../listing-kit/use-list-error-log';
import { ListingPage } from '../listing-kit/listing-card';
import { cardsUpToPage, type TemplateModule, type TemplateProps } from '../template-types';
import { LightboxIsland, type LightboxPhoto } from './gallery-lightbox';
import styles from './photo-gallery-template.module.css';
import type { PublicListing } from '@hospital/content/records';

type GalleryPhoto = PublicListing<'galleries'>;

type GalleryCategory = PublicListing<'gallery-categories'>;

const allTab = 'all';
const initialPhotos = 6;
const morePhotos = 3;

/** The server reads the photos of the address's tab up to its page (issue 46); the lightbox reads the tab's others when it opens. */
export const listingWindows: NonNullable<TemplateModule['listingWindows']> = (_page, query) => ({
  galleries: { limit: cardsUpToPage(query, initialPhotos, morePhotos), ...(query.category ? { category: query.category } : {}) },
});

/**
 * Gallery photos under category tabs (SPEC §2, §8, §9): 6 photos and 3 more per Load More, a tab
 * change starts again at 6, photos without an image are dropped; a photo opens the lightbox (an
 * island, islands/lightbox.ts). Without categories (their listing answers 404) there are no tabs.
 */
export function Template({ page }: TemplateProps) {
  const { messages: t, language } = useLanguage();
  const store = useOptionalApiStore();
  // The first view reads the photos it shows (`listingWindows`, issue 46); another view loads the whole list.
  const photos = useActiveList<GalleryPhoto>('galleries', { acceptPartial: useFirstAddress(), partialWhileLoading: true });
  const categories = useActiveList<GalleryCategory>('gallery-categories');
  useListErrorLog(photos.status === 'error', 'Failed to fetch gallery images.', photos.error);
  useListErrorLog(categories.status === 'error' && categories.error?.status !== 404, 'Failed to fetch gallery categories.', categories.error);
  // The tab and the count are the address's (`?category=<id>&page=2`, issues 30, 47): each tab and
  // Load More are links to them. Gallery categories have no slug: a tab's address names its id.
  const query = useListingQuery();
  const href = useListingHref();
  const go = useGoToListing();
  const tabs = (categories.items ?? []).filter((c) => c.title).map((c) => ({ id: c._id, label: c.title ?? '', href: href({ category: c._id }) }));
  const activeTab = tabs.find((t) => t.id === query.category)?.id ?? allTab;
  const category = activeTab === allTab ? undefined : activeTab;
  const withImage = (photos.items ?? []).filter((p) => p.imageUrl);
  const inTab = activeTab === allTab ? withImage : withImage.filter((p) => p.galleryCategory?._id === activeTab);
  const pageNumber = query.page ?? 1;
  const { visible, hasMore, loadMore, itemRef } = useLoadMore(inTab, initialPhotos, morePhotos, activeTab, { page: pageNumber, go: (next) => go({ category, page: next }, { replace: true }) });
  const lightboxPhotos: LightboxPhoto[] = inTab.map((p, index) => ({
    id: p._id,
    src: p.imageUrl ?? '',
    alt: imageAlt(p, 'imageUrl') || p.title || `Photo ${index + 1}`,
    caption: p.title ?? '',
    size: store ? imageSizeIn(store, p.imageUrl ?? '') : undefined,
  }));
  // The page holds the tab's photos up to its page only (issue 46): the lightbox reads the whole list when it opens.
  const tabSource = photos.partial ? API_BASE + localizedApiPath('galleries/active', language) : undefined;

  const settled = photos.status !== 'loading' && categories.status !== 'loading';
  let body;
  if (!settled) body = <Loader />;
  else if (photos.status === 'error') body = <p className={listing.empty} role="alert">Failed to fetch data. Please try again later.</p>;
  // The address's tab reads its own photos only (`listingWindows`): an empty tab is said so below.
  else if (withImage.length === 0 && activeTab === allTab) body = <p className={listing.empty}>{t.noGalleryImages}</p>;
  else
    body = (
      <>
        {tabs.length > 0 && (
          <Tabs
            label={t.galleryCategories}
            idPrefix="gallery-categories"
            tabs={[{ id: allTab, label: t.all, href: href({}) }, ...tabs]}
            active={activeTab}
            onChange={(id) => go({ category: id === allTab ? undefined : id })}
          />
        )}
        <TabPanel idPrefix="gallery-categories" active={activeTab}>
          {inTab.length === 0 ? (
            <p className={listing.empty}>{t.noImagesInCategory}</p>
          ) : (
            <LightboxIsland photos={lightboxPhotos} source={tabSource} category={category}>
              <ul className={styles.grid} aria-label={t.photos}>
                {visible.map((photo, index) => {
                  return (
                    <li key={photo._id} ref={itemRef(index)} className={styles.item}>
                      <button type="button" className={styles.thumb} aria-label={`Open photo: ${lightboxPhotos[index]?.alt}`} data-lightbox-open={index}>
                        <GalleryThumb src={photo.imageUrl ?? ''} first={index === 0} />
                      </button>
                    </li>
                  );
                })}
              </ul>
              {hasMore && <LoadMoreButton onClick={loadMore} href={href({ category, page: pageNumber + 1 })} />}
            </LightboxIsland>
          )}
        </TabPanel>
      </>
    );

  return (
    <ListingPage>
      <HtmlContent html={page.description} field="description" className={listing.description} />
      {body}
    </ListingPage>
  );
}

/**
 * A photo's square thumbnail, its crop centred on the focal point set in the media library. The
 * first is the largest thing on a phone's first screen: it loads at once and first, the others when
 * they come near the screen.
 */
function GalleryThumb({ src, first }: { src: string; first: boolean }) {
  const srcSet = srcSetFor(src, useImageSize(src)?.[0]);
  const focalPosition = useFocalPosition(src);
  return (
    <img
      src={src}
      srcSet={srcSet}
      sizes={srcSet ? '(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw' : undefined}
      alt=""
      // A square frame, as the thumbnail's slot crops it.
      width={640}
      height={640}
      loading={first ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={first ? 'high' : undefined}
      style={focalPosition ? { objectPosition: focalPosition } : undefined}
      // A photo that cannot be loaded is left out of the grid (islands/static-images.ts), as one without an image.
      data-fallback=""
      data-hide-item-on-error=""
    />
  );
}
