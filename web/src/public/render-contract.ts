/**
 * The contract between the server and the public renderer (entry-server.tsx).
 * The server passes a loader that answers a public API path (`site-settings`,
 * `experts/active`, …) with the JSON body the HTTP API would send, or rejects with a status.
 */
export type ApiLoader = (apiPath: string) => Promise<unknown>;

export interface RenderResult {
  /** 200, or 404 for the not-found page. */
  status: number;
  /** Tags for <head>: title, meta, canonical, Open Graph, JSON-LD. */
  head: string;
  /** The rendered body inside #root. */
  html: string;
  /** API responses the page used, by path; embedded so the browser does not fetch them again. */
  data: Record<string, unknown>;
}

export interface RenderOptions {
  /** The site's public origin (PUBLIC_URL or the request's), for canonical and Open Graph URLs. */
  origin: string;
}

export type Render = (url: string, load: ApiLoader, options: RenderOptions) => Promise<RenderResult>;
