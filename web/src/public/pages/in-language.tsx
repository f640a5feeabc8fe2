import { useMemo, type ReactNode } from 'react';
import { defaultLanguage } from '@hospital/content/i18n/languages';
import { existsInLanguage, fallbackFields, shownRecord } from '../routing/page-languages';
import type { Resolution } from '../routing/resolve-route';
import { FallbackFieldsContext } from '../ui/fallback-fields';
import { useLanguage } from '../ui/language';
import styles from './pages.module.css';

const noFields: ReadonlySet<string> = new Set();

/**
 * A route's content in the page's language. A record not translated into it (not `_translated`)
 * is shown in the default language: a short note in the visitor's language says so, and the
 * content is marked `lang` with the default language. A translated record may still show some
 * fields in the default language (`_fallback`): each passage showing one marks itself
 * (ui/fallback-fields.tsx `useFallbackLang`). The default language's pages are as they were.
 */
export function InPageLanguage({ resolution, children }: { resolution: Resolution; children: ReactNode }) {
  const { language, messages, messagesLanguage } = useLanguage();
  const record = shownRecord(resolution);
  const translated = existsInLanguage(resolution, language);
  const fields = useMemo(() => (translated ? fallbackFields(record) : noFields), [translated, record]);
  if (language === defaultLanguage || !record) return <>{children}</>;
  if (translated) return <FallbackFieldsContext.Provider value={fields}>{children}</FallbackFieldsContext.Provider>;
  return (
    <>
      <p className={`container ${styles.translationNote}`} role="note" lang={messagesLanguage === language ? undefined : messagesLanguage}>
        {messages.notTranslated}
      </p>
      <div lang={defaultLanguage}>{children}</div>
    </>
  );
}
