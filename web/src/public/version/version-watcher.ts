import { useEffect } from 'react';

export const versionStorageKey = 'version';
export const versionCheckMs = 5000;

/**
 * SPEC §4: every 5 s fetch /version.txt (never from a cache) and compare with the stored value;
 * on a mismatch store the new one and reload, so open pages pick up a new deploy. The first visit
 * only stores it.
 */
export function useVersionWatcher(intervalMs = versionCheckMs): void {
  useEffect(() => {
    let stopped = false;
    const check = async () => {
      try {
        const response = await fetch('/version.txt', { cache: 'no-store', headers: { 'cache-control': 'no-cache' } });
        if (!response.ok || stopped) return;
        const version = (await response.text()).trim();
        if (!version) return;
        const stored = readStored();
        writeStored(version);
        if (stored !== null && stored !== version) window.location.reload();
      } catch {
        // Offline or the server restarting: try again on the next tick.
      }
    };
    void check();
    const timer = window.setInterval(() => void check(), intervalMs);
    return () => {
      stopped = true;
      window.clearInterval(timer);
    };
  }, [intervalMs]);
}

function readStored(): string | null {
  try {
    return window.localStorage.getItem(versionStorageKey);
  } catch {
    return null;
  }
}

function writeStored(version: string): void {
  try {
    window.localStorage.setItem(versionStorageKey, version);
  } catch {
    // Storage disabled (private mode): the watcher simply never reloads.
  }
}
