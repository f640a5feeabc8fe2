import type { ContentType } from '@hospital/content/content-type';
import { createContext, useContext } from 'react';

/** The type whose record is being edited, for inputs that need more than their field (the slug's web address). */
export const ContentTypeContext = createContext<ContentType | null>(null);

export const useEditedContentType = (): ContentType | null => useContext(ContentTypeContext);
