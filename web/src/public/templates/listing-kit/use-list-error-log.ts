import { useEffect } from 'react';

/**
 * Logs a listing's internal failure message once per failure (SPEC §8: "Failed to fetch media
 * coverage." and the like). Runs in an effect, so only in the browser, never during a server render.
 */
export function useListErrorLog(failed: boolean, message: string, error: unknown): void {
  useEffect(() => {
    if (failed) console.error(message, error);
  }, [failed, message, error]);
}

/** The Retry of the listings whose error view reloads the whole page (SPEC §2, §8). */
export function reloadPage(): void {
  window.location.reload();
}
