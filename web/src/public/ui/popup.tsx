import { useLanguage } from './language';
import type { ReactNode } from 'react';
import { islandMarker } from '../islands/island';
import styles from './ui.module.css';

/**
 * The part of a page whose buttons open popups (issue 47): an island (islands/popup.ts) around the
 * buttons, each marked `data-popup-open` with its popup's key, and the one dialog they open in. The
 * popups' contents are the server's, each in a `PopupContent` (a `<template>`, not shown).
 */
export function PopupIsland({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <div {...islandMarker('popup')} style={{ display: 'contents' }}>
      {children}
      <dialog className={className ? `${styles.popup} ${className}` : styles.popup} />
    </div>
  );
}

/** A popup's title and content, rendered by the server and shown by islands/popup.ts when its button is pressed. */
export function PopupContent({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  const { messages: t } = useLanguage();
  return (
    <template data-popup-content={id} data-popup-title={title}>
      <div className={styles.popupBody}>
        <div className={styles.popupHeader}>
          <h2 className={styles.popupTitle}>{title}</h2>
          <button type="button" className={styles.popupClose} data-popup-close="" title={t.close}>
            <span aria-hidden="true">×</span>
            <span className="visually-hidden">{t.close}</span>
          </button>
        </div>
        {children}
      </div>
    </template>
  );
}
