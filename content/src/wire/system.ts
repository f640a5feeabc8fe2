/** What `GET /api/admin/system` answers: the System screen and the dashboard's warnings. */

export interface SystemWarning {
  kind: 'mail-failed' | 'job-failing' | 'disk-low' | 'backup-stale' | 'backup-failed';
  message: string;
  /** Under /admin, where to act on it. */
  link: string | null;
}

export interface SystemBackupRun {
  status: string;
  trigger: string;
  folder: string;
  startedAt: string;
  finishedAt: string | null;
  error: string | null;
  rowCount: number | null;
}

/** A server process, from its heartbeats: healthy, slow (its event loop lags a second or more), silent (no beat for 30 s: hung or killed) or stopped. */
export interface SystemProcess {
  pid: number;
  host: string;
  version: string;
  startedAt: string;
  seenAt: string;
  rssBytes: number;
  /** The event loop's delay over the last beat, p99. */
  loopDelayMs: number;
  state: 'healthy' | 'slow' | 'silent' | 'stopped';
  /** The process that answered this request. */
  current: boolean;
}

export interface SystemStatus {
  version: string;
  commit: string | null;
  startedAt: string;
  uptimeSeconds: number;
  node: string;
  database: { kind: 'sqlite' | 'postgres'; sizeBytes: number | null; migration: string | null };
  storage: { uploadsBytes: number; uploadsFiles: number; diskFreeBytes: number | null; diskTotalBytes: number | null };
  jobs: { pending: number; running: number; failed: number; failing: { name: string; lastError: string | null; updatedAt: string }[] };
  mail: { pending: number; failed: number };
  backups: { schedule: string; keep: string; folder: string; last: SystemBackupRun | null; lastVerifiedAt: string | null; /** Seconds since the last run began. */ lastAgeSeconds: number | null; stale: boolean };
  processes: {
    workers: number;
    pid: number;
    primaryPid: number | null;
    /** How many of `processes` are healthy. */
    healthy: number;
    processes: SystemProcess[];
  };
  /** The edge cache in front (EDGE_CACHE) and its purges (EDGE_PURGE). */
  edge: {
    cache: boolean;
    maxAgeSeconds: number;
    purge: 'none' | 'varnish' | 'cloudflare' | 'fastly' | 'cloudfront' | 'webhook';
    pending: number;
    failed: number;
    lastPurgedAt: string | null;
    lastError: { message: string; at: string } | null;
  };
  warnings: SystemWarning[];
}
