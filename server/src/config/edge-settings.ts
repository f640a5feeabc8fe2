/**
 * The settings of an edge cache (a CDN or a Varnish) in front of the site (issue 49): whether public
 * answers say a shared cache may keep them (EDGE_CACHE), for how long, and how a change is purged
 * (EDGE_PURGE and the chosen provider's address and credentials). Read from the environment by
 * config.ts; a driver without what it needs is a start-up error naming the missing variable.
 */

export const edgePurgeDrivers = ['none', 'varnish', 'cloudflare', 'fastly', 'cloudfront', 'webhook'] as const;
export type EdgePurgeDriver = (typeof edgePurgeDrivers)[number];

export type EdgePurge =
  | { driver: 'none' }
  /** One or more Varnish addresses (`http://127.0.0.1:6081`), each sent the purge. */
  | { driver: 'varnish'; urls: string[] }
  | { driver: 'cloudflare'; apiUrl: string; zone: string; token: string }
  | { driver: 'fastly'; apiUrl: string; service: string; token: string }
  | { driver: 'cloudfront'; apiUrl: string; distribution: string; accessKeyId: string; secretAccessKey: string; sessionToken: string | undefined }
  | { driver: 'webhook'; url: string; token: string | undefined };

export interface EdgeSettings {
  /** Whether public answers are shared-cacheable (`s-maxage`…); off: `no-cache` as before. */
  cache: boolean;
  /** How long a shared cache keeps a page (`s-maxage`), in seconds: long, since a change purges it. */
  maxAgeSeconds: number;
  /** How long a shared cache may serve a page it has while the origin fails (`stale-if-error`). */
  staleIfErrorSeconds: number;
  purge: EdgePurge;
}

export const edgeOff: EdgeSettings = { cache: false, maxAgeSeconds: 86_400, staleIfErrorSeconds: 86_400, purge: { driver: 'none' } };

export class EdgeSettingsError extends Error {
  constructor(
    readonly variable: string,
    message: string,
  ) {
    super(message);
  }
}

const seconds = (env: NodeJS.ProcessEnv, name: string, fallback: number): number => {
  const text = env[name]?.trim();
  if (!text) return fallback;
  if (!/^\d+$/.test(text) || Number(text) < 1 || Number(text) > 31_536_000) throw new EdgeSettingsError(name, 'must be a whole number of seconds from 1 to 31536000 (a year)');
  return Number(text);
};

const text = (env: NodeJS.ProcessEnv, name: string): string | undefined => env[name]?.trim() || undefined;

const httpUrl = (env: NodeJS.ProcessEnv, name: string, value: string): string => {
  if (!URL.canParse(value) || !/^https?:$/.test(new URL(value).protocol)) throw new EdgeSettingsError(name, 'must be an http(s) URL');
  return value.replace(/\/+$/, '');
};

/** The edge settings of an environment; throws `EdgeSettingsError` naming the variable at fault. */
export function parseEdgeSettings(env: NodeJS.ProcessEnv): EdgeSettings {
  const cacheText = (text(env, 'EDGE_CACHE') ?? 'off').toLowerCase();
  if (!['on', 'off', 'true', 'false', '1', '0'].includes(cacheText)) throw new EdgeSettingsError('EDGE_CACHE', 'must be on or off');
  const driverText = (text(env, 'EDGE_PURGE') ?? 'none').toLowerCase();
  if (!(edgePurgeDrivers as readonly string[]).includes(driverText)) throw new EdgeSettingsError('EDGE_PURGE', `must be one of ${edgePurgeDrivers.join(', ')}`);
  const driver = driverText as EdgePurgeDriver;
  const needed = (name: string): string => {
    const value = text(env, name);
    if (!value) throw new EdgeSettingsError(name, `is needed with EDGE_PURGE=${driver}`);
    return value;
  };
  const apiUrl = (fallback: string) => httpUrl(env, 'EDGE_PURGE_URL', text(env, 'EDGE_PURGE_URL') ?? fallback);
  const purge = ((): EdgePurge => {
    switch (driver) {
      case 'none':
        return { driver };
      case 'varnish':
        return { driver, urls: needed('EDGE_PURGE_URL').split(',').map((url) => httpUrl(env, 'EDGE_PURGE_URL', url.trim())) };
      case 'cloudflare':
        return { driver, apiUrl: apiUrl('https://api.cloudflare.com/client/v4'), zone: needed('EDGE_CLOUDFLARE_ZONE'), token: needed('EDGE_PURGE_TOKEN') };
      case 'fastly':
        return { driver, apiUrl: apiUrl('https://api.fastly.com'), service: needed('EDGE_FASTLY_SERVICE'), token: needed('EDGE_PURGE_TOKEN') };
      case 'cloudfront':
        return {
          driver,
          apiUrl: apiUrl('https://cloudfront.amazonaws.com'),
          distribution: needed('EDGE_CLOUDFRONT_DISTRIBUTION'),
          accessKeyId: needed('AWS_ACCESS_KEY_ID'),
          secretAccessKey: needed('AWS_SECRET_ACCESS_KEY'),
          sessionToken: text(env, 'AWS_SESSION_TOKEN'),
        };
      case 'webhook':
        return { driver, url: httpUrl(env, 'EDGE_PURGE_URL', needed('EDGE_PURGE_URL')), token: text(env, 'EDGE_PURGE_TOKEN') };
    }
  })();
  return {
    cache: ['on', 'true', '1'].includes(cacheText),
    maxAgeSeconds: seconds(env, 'EDGE_MAX_AGE', edgeOff.maxAgeSeconds),
    staleIfErrorSeconds: seconds(env, 'EDGE_STALE_IF_ERROR', edgeOff.staleIfErrorSeconds),
    purge,
  };
}
