import { useApiData } from '../../data/api-data';
import { invalidDataMessage, listFrom } from '../../data/lists';
import { HtmlContent } from '../../ui/html-content';
import { Loader } from '../../ui/loader';
import { PopupContent, PopupIsland } from '../../ui/popup';
import { ResponsiveImage } from '../../ui/responsive-image';
import listing from '../listing-kit/listing.module.css';
import { PagedGrid } from '../listing-kit/paged-grid';
import { imageAlt } from '../listing-kit/record-image';
import { useListErrorLog } from '../listing-kit/use-list-error-log';
import { ListingPage } from '../listing-kit/listing-card';
import type { TemplateProps } from '../template-types';
import styles from './video-gallery-template.module.css';
import { youtubeEmbed, youtubeId, youtubeThumbnail } from './youtube';
import type { PublicListing } from '@hospital/content/records';

type Video = PublicListing<'video-galleries'>;

const defaultVideoThumbnail = '/static/video-thumbnail.svg';
const fetchFailed = 'Failed to fetch video galleries. Please try again later.';

/**
 * Video cards (SPEC §2, §8, §9): the thumbnail (its own, else YouTube's, else the default, which
 * also replaces a failing one) with a play icon, the title and the link; playing opens a popup
 * with the YouTube player. 3 cards, 3 more per Load More.
 */
export function Template({ page }: TemplateProps) {
  const answer = useApiData<unknown>('video-galleries/active');
  const videos = answer.status === 'ready' ? listFrom<Video>(answer.body) : null;
  const serverMessage = (answer.error?.body as { message?: unknown } | null | undefined)?.message;
  const error = answer.status === 'error' ? (typeof serverMessage === 'string' && serverMessage ? serverMessage : fetchFailed) : answer.status === 'ready' && !videos ? invalidDataMessage : null;
  useListErrorLog(error !== null, 'Failed to fetch video galleries.', answer.error ?? error);

  return (
    <ListingPage>
      <HtmlContent html={page.description} field="description" className={listing.description} />
      {answer.status === 'loading' && <Loader label="Loading videos..." />}
      {error && (
        <p className={listing.empty} role="alert">
          {error}
        </p>
      )}
      {videos && videos.length === 0 && <p className={listing.empty}>No Video Gallery Found.</p>}
      {videos && videos.length > 0 && (
        <PopupIsland className={styles.popup}>
          <PagedGrid
            items={videos}
            getKey={(video) => video._id}
            initial={3}
            step={3}
            label="Videos"
            renderCard={(video) => {
              const id = youtubeId(video.videoLink);
              const title = video.title ?? '';
              const thumbnail = (
                <>
                  <ResponsiveImage
                    src={video.thumbnailUrl || (id ? youtubeThumbnail(id) : null)}
                    alt={imageAlt(video, 'thumbnailUrl')}
                    fallbackSrc={defaultVideoThumbnail}
                    sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
                    className={styles.thumbnail}
                  />
                  <span className={styles.play} aria-hidden="true" />
                </>
              );
              return (
                <article className={listing.card}>
                  {id ? (
                    <>
                      <button type="button" className={styles.player} data-popup-open={video._id} aria-label={`Play video: ${title}`}>
                        {thumbnail}
                      </button>
                      <PopupContent id={video._id} title={title || 'Video'}>
                        <div className={styles.frame}>
                          <iframe
                            src={youtubeEmbed(id)}
                            title={`${title || 'Video'} (YouTube video player)`}
                            allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
                            allowFullScreen
                            referrerPolicy="strict-origin-when-cross-origin"
                          />
                        </div>
                      </PopupContent>
                    </>
                  ) : (
                    <a className={styles.player} href={video.videoLink ?? undefined} target="_blank" rel="noopener noreferrer" aria-label={`Play video: ${title} (opens in a new tab)`}>
                      {thumbnail}
                    </a>
                  )}
                  <div className={listing.cardBody}>
                    <h2 className={listing.cardTitle}>{title}</h2>
                    {video.videoLink && (
                      <a className={styles.link} href={video.videoLink} target="_blank" rel="noopener noreferrer">
                        Watch on {id ? 'YouTube' : 'the video site'}
                        <span className="visually-hidden">: {title} (opens in a new tab)</span>
                      </a>
                    )}
                  </div>
                </article>
              );
            }}
          />
        </PopupIsland>
      )}
    </ListingPage>
  );
}
