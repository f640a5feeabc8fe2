import type { ElementType } from 'react';
import { linkPhoneNumbers } from './phone';

export interface HtmlContentProps {
  /** Rich text from the content service, sanitised by the server when it was saved. */
  html: string | null | undefined;
  className?: string;
  as?: ElementType;
}

/** Renders stored rich text, its phone numbers tappable. Nothing for empty content. */
export function HtmlContent({ html, className, as: Tag = 'div' }: HtmlContentProps) {
  if (!html) return null;
  return <Tag className={className ? `rich-text ${className}` : 'rich-text'} dangerouslySetInnerHTML={{ __html: linkPhoneNumbers(html) }} />;
}
