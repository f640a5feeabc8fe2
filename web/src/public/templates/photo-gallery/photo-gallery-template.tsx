import { useLanguage } from '../../ui/language';
import { useState } from 'react';
import { useActiveList, useShownRecords } from '../../data/lists';
import { useFirstAddress } from '../../routing/location';
import { HtmlContent } from '../../ui/html-content';
import { useLoadMore } from '../../ui/load-more';
import { useGoToListing, useListingHref, useListingQuery } from '../../routing/listing-address';
import { LoadMoreButton } from '../../ui/load-more-button';
import { Loader } from '../../ui/loader';
import { useFocalPosition, useImageSize } from '../../ui/focal-point';
import { srcSetFor } from '../../ui/responsive-image';
import { TabPanel, Tabs } from '../../ui/tabs';
import listing from '../listing-kit/listing.module.css';
import { imageAlt } from '../listing-kit/record-image';
import { useListErrorLog } from '../listing-kit/use-list-error-log';
import { ListingPage } from '../listing-kit/listing-card';
import { cardsUpToPage, type TemplateModule, type TemplateProps } from '../template-types';
import { GalleryLightbox, type LightboxPhoto } from './gallery-lightbox';
import styles from './photo-gallery-template.module.css';
import type { PublicListing } from '@hospital/content/records';

type GalleryPhoto = PublicListing<'galleries'>;

type GalleryCategory = PublicListing<'gallery-categories'>;

const allTab = 'all';
const initialPhotos = 6;
const morePhotos = 3;

/** The server reads the photos up to the address's page (issue 46); the tabs are chosen in place, so the first view shows them all. */
export const listingWindows: NonNullable<TemplateModule['listingWindows']> = (_page, query) => ({ galleries: { limit: cardsUpToPage(query, initialPhotos, morePhotos) } });

/**
 * Gallery photos under category tabs (SPEC §2, §8, §9): 6 photos and 3 more per Load More, a tab
 * change starts again at 6, photos without an image are dropped and failing ones hidden; a photo
 * opens the lightbox. Without categories (their listing answers 404) there are no tabs.
 */
export function Template({ page }: TemplateProps) {
  const { messages: t } = useLanguage();
  const [tab, setTab] = useState(allTab);
  const [failed, setFailed] = useState<ReadonlySet<string>>(new Set());
  const [open, setOpen] = useState<number | null>(null);
  // The first view embeds the photos it shows (issue 46); another tab, the lightbox or another page loads the whole list.
  const firstAddress = useFirstAddress();
  const photos = useActiveList<GalleryPhoto>('galleries', { acceptPartial: firstAddress && tab === allTab && open === null, partialWhileLoading: true });
  const categories = useActiveList<GalleryCategory>('gallery-categories');
  useListErrorLog(photos.status === 'error', 'Failed to fetch gallery images.', photos.error);
  useListErrorLog(categories.status === 'error' && categories.error?.status !== 404, 'Failed to fetch gallery categories.', categories.error);

  const tabs = (categories.items ?? []).filter((c) => c.title).map((c) => ({ id: c._id, label: c.title ?? '' }));
  const activeTab = tabs.some((t) => t.id === tab) ? tab : allTab;
  const withImage = (photos.items ?? []).filter((p) => p.imageUrl && !failed.has(p._id));
  const inTab = activeTab === allTab ? withImage : withImage.filter((p) => p.galleryCategory?._id === activeTab);
  // The count is the address's page (`?page=2`, issue 30): Load More is a link to it. Gallery
  // categories have no slug for an address: a tab is shown in place and starts again at 6.
  const query = useListingQuery();
  const href = useListingHref();
  const go = useGoToListing();
  const pageNumber = query.page ?? 1;
  const { visible, hasMore, loadMore, itemRef } = useLoadMore(inTab, initialPhotos, morePhotos, activeTab, { page: pageNumber, go: (next) => go({ page: next }, { replace: true }) });
  // The photos shown and the next one (it tells Load More is there) are all the page embeds.
  useShownRecords('galleries', inTab.slice(0, initialPhotos + (pageNumber - 1) * morePhotos + 1));
  const lightboxPhotos: LightboxPhoto[] = inTab.map((p, index) => ({
    id: p._id,
    src: p.imageUrl ?? '',
    alt: imageAlt(p, 'imageUrl') || p.title || `Photo ${index + 1}`,
    caption: p.title ?? '',
  }));

  const settled = photos.status !== 'loading' && categories.status !== 'loading';
  let body;
  if (!settled) body = <Loader />;
  else if (photos.status === 'error') body = <p className={listing.empty} role="alert">Failed to fetch data. Please try again later.</p>;
  else if (withImage.length === 0) body = <p className={listing.empty}>{t.noGalleryImages}</p>;
  else
    body = (
      <>
        {tabs.length > 0 && (
          <Tabs
            label={t.galleryCategories}
            idPrefix="gallery-categories"
            tabs={[{ id: allTab, label: t.all }, ...tabs]}
            active={activeTab}
            onChange={(id) => {
              setTab(id);
              setOpen(null);
              if (query.page) go({}, { replace: true });
            }}
          />
        )}
        <TabPanel idPrefix="gallery-categories" active={activeTab}>
          {inTab.length === 0 ? (
            <p className={listing.empty}>{t.noImagesInCategory}</p>
          ) : (
            <ul className={styles.grid} aria-label={t.photos}>
              {visible.map((photo, index) => {
                return (
                  <li key={photo._id} ref={itemRef(index)} className={styles.item}>
                    <button type="button" className={styles.thumb} aria-label={`Open photo: ${lightboxPhotos[index]?.alt}`} onClick={() => setOpen(index)}>
                      <GalleryThumb src={photo.imageUrl ?? ''} first={index === 0} onError={() => setFailed((current) => new Set(current).add(photo._id))} />
                    </button>
                  </li>
                );
              })}
            </ul>
          )}
          {hasMore && <LoadMoreButton onClick={loadMore} href={href({ page: pageNumber + 1 })} />}
        </TabPanel>
      </>
    );

  return (
    <ListingPage>
      <HtmlContent html={page.description} field="description" className={listing.description} />
      {body}
      <GalleryLightbox photos={lightboxPhotos} index={open} onIndex={setOpen} />
    </ListingPage>
  );
}

/**
 * A photo's square thumbnail, its crop centred on the focal point set in the media library. The
 * first is the largest thing on a phone's first screen: it loads at once and first, the others when
 * they come near the screen.
 */
function GalleryThumb({ src, first, onError }: { src: string; first: boolean; onError: () => void }) {
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
      onError={onError}
    />
  );
}
