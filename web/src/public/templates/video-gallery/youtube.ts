/** A YouTube video id is 11 characters of letters, digits, "-" and "_" (SPEC §9). */
const idPattern = /^[A-Za-z0-9_-]{11}$/;

/** The YouTube video id of a link (watch, youtu.be, embed, shorts, live), or null for other links. */
export function youtubeId(link: string | null | undefined): string | null {
  if (!link) return null;
  let url: URL;
  try {
    url = new URL(link.trim());
  } catch {
    return null;
  }
  const host = url.hostname.replace(/^(www|m|music)\./, '');
  let candidate: string | null | undefined = null;
  if (host === 'youtu.be') candidate = url.pathname.split('/')[1];
  else if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    const [, first, second] = url.pathname.split('/');
    candidate = first === 'watch' ? url.searchParams.get('v') : ['embed', 'shorts', 'live', 'v'].includes(first ?? '') ? second : null;
  }
  return candidate && idPattern.test(candidate) ? candidate : null;
}

export const youtubeThumbnail = (id: string): string => `https://i.ytimg.com/vi/${id}/hqdefault.jpg`;

/** The privacy-enhanced player, started at once since the visitor asked for it. */
export const youtubeEmbed = (id: string): string => `https://www.youtube-nocookie.com/embed/${id}?autoplay=1&rel=0`;
