import type { ContentType } from '@hospital/content/content-type';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contentKeys, createContentRecord, updateContentRecord, type ContentRecord } from '../../../shared/api/content-api';

export interface SaveInput {
  /** Absent: create. */
  id?: string | undefined;
  body: Record<string, unknown>;
}

/** Creates (POST) or replaces (PUT) a record and refreshes everything cached of its type. */
export function useSaveContent(type: ContentType) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, body }: SaveInput): Promise<{ data: ContentRecord; message?: string | undefined }> =>
      id === undefined ? createContentRecord(type, body) : updateContentRecord(type, id, body),
    onSuccess: async (result) => {
      queryClient.setQueryData(contentKeys.record(type.key, result.data._id), result.data);
      await queryClient.invalidateQueries({ queryKey: contentKeys.type(type.key), predicate: (q) => q.queryKey[2] !== 'record' });
    },
  });
}
