import { defaultLanguage } from '@hospital/content/i18n/languages';

/**
 * The language of a request (issue 32): the optional `language` of a form's body, one of the
 * site's languages (`getSiteLanguages` in the site settings); the default language when absent.
 */
export function requestLanguage(body: unknown, languages: readonly string[]): { language: string } | { error: string } {
  const value = typeof body === 'object' && body !== null ? (body as Record<string, unknown>).language : undefined;
  if (value === undefined || value === null || value === '') return { language: defaultLanguage };
  const code = typeof value === 'string' ? value.trim().toLowerCase() : '';
  if (languages.includes(code)) return { language: code };
  return { error: `language must be one of: ${languages.join(', ')}.` };
}
