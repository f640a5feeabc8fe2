/**
 * The Content-Security-Policy of public pages: our own scripts only (the embedded page data and
 * JSON-LD are data blocks, which CSP does not execute), images from us, data: URLs and https
 * sources (video thumbnails), frames for the YouTube and Google Maps embeds only.
 */
export const publicCsp = [
  "default-src 'self'",
  "script-src 'self'",
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
  'permissions-policy': 'camera=(), microphone=(), geolocation=(), interest-cohort=()',
};
