import { useLanguage } from './language';
import { useEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
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
