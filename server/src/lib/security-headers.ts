import crypto from 'node:crypto';

/**
 * The one script a public page runs inline, allowed by its hash: it asks for the page's scripts
 * (`data-entry`, the module to run, and `data-preload`, the chunks it imports) once the page has
 * painted, so on a slow network the HTML, the font and the first screen's images have the
 * bandwidth to themselves (issue 19: the largest paint waited for 45 KB of scripts fetched before
 * it). The page works without them meanwhile, as without JavaScript. A tab opened in the
 * background (no frames) asks for them after 2 s.
 */
export const pageBootScript =
  "((s,d)=>{let t,g=()=>{if(t)return;t=1;for(const f of s.dataset.preload.split(' '))if(f){const l=d.createElement('link');" +
  "l.rel='modulepreload';l.crossOrigin='';l.href=f;d.head.append(l)}const m=d.createElement('script');m.type='module';" +
  "m.crossOrigin='';m.src=s.dataset.entry;d.head.append(m)};requestAnimationFrame(()=>setTimeout(g));setTimeout(g,2e3)})(document.currentScript,document)";

const pageBootScriptHash = crypto.createHash('sha256').update(pageBootScript).digest('base64');

/**
 * The Content-Security-Policy of public pages: our own scripts only, and the page's boot script by
 * its hash (the embedded page data and JSON-LD are data blocks, which CSP does not execute),
 * images from us, data: URLs and https sources (video thumbnails), frames for the YouTube and
 * Google Maps embeds only.
 */
export const publicCsp = [
  "default-src 'self'",
  `script-src 'self' 'sha256-${pageBootScriptHash}'`,
  // React sets style attributes (e.g. the health-plan block opacities).
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: https:",
  "font-src 'self' data:",
  "connect-src 'self'",
  'frame-src https://www.youtube.com https://www.youtube-nocookie.com https://www.google.com https://maps.google.com',
  "media-src 'self' https:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'self'",
].join('; ');

/** The security headers of every public HTML answer. */
export const htmlSecurityHeaderValues: Readonly<Record<string, string>> = {
  'content-security-policy': publicCsp,
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'SAMEORIGIN',
  // The site's own pages may ask for the position, and only on a tap: "Use my location" chooses the
  // nearest centre of the network (issue 48; the position stays in the browser). Frames may not.
  'permissions-policy': 'camera=(), microphone=(), geolocation=(self), interest-cohort=()',
};

/**
 * The Content-Security-Policy of the studio: our own scripts only, no frames in or out, no
 * plugins, forms posting only to us. The session token lives in the studio's storage, so no
 * script of anyone else may run there. MUI writes its styles into style elements at run time,
 * hence 'unsafe-inline' for styles (never for scripts). Images may come from anywhere over https
 * (video thumbnails in previews), or be local previews of files about to be uploaded (blob:).
 */
export const adminCsp = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "frame-src 'none'",
  "media-src 'self' blob:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** The security headers of the studio's page (`/admin`, `/admin/*`). */
export const adminSecurityHeaderValues: Readonly<Record<string, string>> = {
  'content-security-policy': adminCsp,
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'same-origin',
  'x-frame-options': 'DENY',
  'permissions-policy': 'camera=(), microphone=(), geolocation=(), interest-cohort=()',
  'cross-origin-opener-policy': 'same-origin',
  'x-robots-tag': 'noindex, nofollow',
};

/**
 * The headers of every JSON answer of the API: never read as anything but JSON, never framed, no
 * script runs even if a browser opened one as a page.
 */
export const apiSecurityHeaderValues: Readonly<Record<string, string>> = {
  'x-content-type-options': 'nosniff',
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'referrer-policy': 'same-origin',
};
