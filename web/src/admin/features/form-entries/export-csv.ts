import { downloadAdminFile } from '../../shared/api/download-file';

/** Downloads `GET form-entries/export.csv?…` with the filters shown. */
export const downloadEntriesCsv = (query: URLSearchParams): Promise<string> =>
  downloadAdminFile(`form-entries/export.csv?${query.toString()}`, `form-entries-${new Date().toISOString().slice(0, 10)}.csv`);
