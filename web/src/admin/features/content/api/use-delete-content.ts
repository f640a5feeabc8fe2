import type { ContentType } from '@hospital/content/content-type';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../../../shared/api/http';
import { errorMessage } from '../../../shared/error-message';
import { contentKeys, deleteContentRecord } from '../../../shared/api/content-api';

export interface Referrer {
  type: string;
  _id: string;
  title: string;
}

export interface DeleteOutcome {
  id: string;
  ok: boolean;
  /** Why it was refused: the server's message, naming what still refers to it. */
  message?: string;
  referrers?: Referrer[];
}

/** The message of a refused delete, with the records that still use it. */
export function refusalMessage(error: unknown): { message: string; referrers: Referrer[] } {
  const referrers =
    error instanceof ApiError && error.status === 409 && Array.isArray((error.body as { referrers?: unknown } | null)?.referrers)
      ? ((error.body as { referrers: Referrer[] }).referrers ?? [])
      : [];
  const base = errorMessage(error, 'The record could not be deleted.');
  const names = referrers.map((r) => `${r.title} (${r.type})`).join(', ');
  return { message: names && !base.includes(referrers[0]?.title ?? '\u0000') ? `${base} Used by: ${names}.` : base, referrers };
}

/** Deletes records one by one and reports each outcome; a refusal does not stop the others. */
export function useDeleteContent(type: ContentType) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (ids: readonly string[]): Promise<DeleteOutcome[]> => {
      const outcomes: DeleteOutcome[] = [];
      for (const id of ids) {
        try {
          await deleteContentRecord(type, id);
          outcomes.push({ id, ok: true });
        } catch (error) {
          outcomes.push({ id, ok: false, ...refusalMessage(error) });
        }
      }
      return outcomes;
    },
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: contentKeys.type(type.key) });
    },
  });
}
