import type { ElementType } from 'react';
import { useFallbackLang } from './fallback-fields';
import { linkPhoneNumbers } from './phone';

export interface HtmlContentProps {
  /** Rich text from the content service, sanitised by the server when it was saved. */
  html: string | null | undefined;
  className?: string;
  as?: ElementType;
  /** The record field it shows: shown in the default language (its translation missing), it is marked so (`lang`). */
  field?: string;
}

/** Renders stored rich text, its phone numbers tappable. Nothing for empty content. */
export function HtmlContent({ html, className, as: Tag = 'div', field }: HtmlContentProps) {
  const lang = useFallbackLang(field ?? '');
  if (!html) return null;
  return <Tag className={className ? `rich-text ${className}` : 'rich-text'} lang={lang} dangerouslySetInnerHTML={{ __html: linkPhoneNumbers(html) }} />;
}
