import { downloadAdminFile } from '../../shared/api/download-file';

/** Downloads `GET form-entries/export.csv?…` with the filters shown, under the name the server gives (dated on the hospital's clock). */
export const downloadEntriesCsv = (query: URLSearchParams): Promise<string> =>
  downloadAdminFile(`form-entries/export.csv?${query.toString()}`, 'form-entries.csv');
