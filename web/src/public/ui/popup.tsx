import { useLanguage } from './language';
import { useEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { islandMarker } from '../islands/island';
import styles from './ui.module.css';

export interface PopupProps {
  open: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
  className?: string;
  /** Keys anywhere in the dialog (a lightbox's arrows). */
  onKeyDown?: (event: KeyboardEvent<HTMLDialogElement>) => void;
}

/**
 * A modal dialog on the native <dialog> element: focus moves into it and is trapped by the
 * browser, Esc closes it, the page behind is inert, focus returns to the opener on close.
 */
export function Popup({ open, onClose, title, children, className, onKeyDown }: PopupProps) {
  const { messages: t } = useLanguage();
  const ref = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      className={className ? `${styles.popup} ${className}` : styles.popup}
      // Named by its title, not aria-labelledby to the heading's id: the dialog is in the server's
      // HTML and hydration keeps its attributes, while the heading mounts later in the browser.
      aria-label={title}
      onClose={onClose}
      onKeyDown={onKeyDown}
      onClick={(event) => {
        // A click on the backdrop (the dialog element itself, outside its content) closes it.
        if (event.target === event.currentTarget) onClose();
      }}
    >
      {open && (
        <div className={styles.popupBody}>
          <div className={styles.popupHeader}>
            <h2 className={styles.popupTitle}>
              {title}
            </h2>
            <button type="button" className={styles.popupClose} onClick={onClose} title={t.close}>
              <span aria-hidden="true">×</span>
              <span className="visually-hidden">{t.close}</span>
            </button>
          </div>
          {children}
        </div>
      )}
    </dialog>
  );
}

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
