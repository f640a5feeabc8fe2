/**
 * The studio's session for its own Preview. The studio signs in with a bearer token kept in its
 * storage, which a page opened in a new tab cannot send; so asking for a Preview (an API call with
 * that token) also puts the token in this cookie, which only the signed-in preview reads
 * (`?studio-preview=`): HttpOnly (no script reads it), SameSite=Strict (no other site's link or
 * form carries it), ending with the browser, and worthless once the session ends. The API never
 * reads it: its routes take the bearer header alone, so the cookie cannot be used to change anything.
 */

const name = 'studio_preview';

const attributes = (secure: boolean): string => `Path=/; HttpOnly; SameSite=Strict${secure ? '; Secure' : ''}`;

/** The Set-Cookie value that lets this browser open the studio's previews with the session `token`. */
export const studioPreviewCookie = (token: string, secure: boolean): string => `${name}=${token}; ${attributes(secure)}`;

/** The Set-Cookie value that forgets it (signing out). */
export const clearedStudioPreviewCookie = (secure: boolean): string => `${name}=; Max-Age=0; ${attributes(secure)}`;

/** The session token a request's Cookie header carries for the preview, if any. */
export function studioPreviewToken(cookieHeader: string | undefined): string | undefined {
  if (!cookieHeader) return undefined;
  for (const part of cookieHeader.split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) {
      const token = value.join('=');
      return /^[A-Za-z0-9_-]{20,200}$/.test(token) ? token : undefined;
    }
  }
  return undefined;
}
