/**
 * The contract between the server and the public renderer (entry-server.tsx).
 * The server passes a loader that answers a public API path (`site-settings`,
 * `experts/active`, …) with the JSON body the HTTP API would send, or rejects with a status.
 */
import type { BookedAppointment } from '@hospital/content/wire/appointments';

export type ApiLoader = (apiPath: string) => Promise<unknown>;

export interface RenderResult {
  /** 200, or 404 for the not-found page. */
  status: number;
  /** The page's language (`<html lang>`): the default language's, or that of the address's prefix (`/hi/…`). */
  lang?: string;
  /** Tags for <head>: title, meta, canonical, Open Graph, JSON-LD. */
  head: string;
  /** The rendered body inside #root. */
  html: string;
  /**
   * API responses the page used, by path; embedded so the browser does not fetch them again.
   * Reserved keys: `__errors__` (paths that failed, so hydration shows the same error view) and
   * `__form__` (the outcome of a form posted without JavaScript).
   */
  data: Record<string, unknown>;
  /** Source modules the page rendered lazily (`src/public/templates/faq/faq-template.tsx`), to preload with their CSS. */
  modules?: string[];
  /**
   * Every API path the render read (embedded or not): the page's dependencies, and what to load
   * before its next render so that it renders in one pass.
   */
  reads?: string[];
  /**
   * Classes the browser may add as the visitor uses the page (an open menu, a form's errors), whose
   * rules the server keeps in the page's cut style sheets although its markup does not hold them:
   * each group on a page whose markup holds its `when` class, or on every page without one.
   */
  classesAddedLater?: readonly { when?: string; classes: readonly string[] }[];
}

export interface RenderOptions {
  /** The site's public origin (PUBLIC_URL or the request's), for canonical and Open Graph URLs. */
  origin: string;
  /** A form posted without JavaScript to this page: the page shows its thank-you view or its errors. */
  formPost?: FormPostResult | null;
  /** API paths to load before rendering (what the page read last time), beside the layout's and the route's own. */
  preload?: readonly string[];
}

export type Render = (url: string, load: ApiLoader, options: RenderOptions) => Promise<RenderResult>;

/**
 * The outcome of a form posted without JavaScript (a plain `<form method="post">` to the page's
 * own path): the server renders the page again with it, and embeds it so hydration agrees.
 */
export interface FormPostResult {
  /**
   * The form's key in content/forms (contact, appointment, feedback, getintouch), or the manage
   * page's own form (`manage-appointment`: cancel or move a booked appointment, issue 33).
   */
  form: 'contact' | 'appointment' | 'feedback' | 'getintouch' | 'manage-appointment';
  sent: boolean;
  /** What was sent, to fill the form again beside its errors (empty once sent). */
  values: Record<string, string>;
  errors: Record<string, string>;
  /** A failure that is not about one field (too many requests, a server error). */
  message?: string;
  /** The entry's reference once sent (`APT-2026-000123`), shown under the thank-you text. */
  reference?: string;
  /** The booked appointment (a slot of a doctor's OPD schedule), for the confirmation's details and links. */
  appointment?: BookedAppointment;
}
