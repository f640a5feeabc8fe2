/**
 * Popups (SPEC §9; issue 47), on the server's markup (ui/popup.tsx `PopupIsland`): a button marked
 * `data-popup-open` shows its popup's content (the server's `<template data-popup-content>`) in the
 * part's modal `<dialog>`. The browser moves focus into it, traps it, closes it on Esc and gives focus
 * back to the button; a tap on the backdrop or the close button closes it too. Closed, the dialog is
 * emptied (a video stops).
 */
export function mount(root: HTMLElement): void {
  const dialog = root.querySelector<HTMLDialogElement>(':scope > dialog');
  if (!dialog) return;
  root.addEventListener('click', (event) => {
    const opener = event.target instanceof Element ? event.target.closest<HTMLElement>('[data-popup-open]') : null;
    if (!opener || dialog.contains(opener)) return;
    const key = opener.dataset.popupOpen ?? '';
    const content = [...root.querySelectorAll<HTMLTemplateElement>('template[data-popup-content]')].find((template) => template.dataset.popupContent === key);
    if (!content) return;
    dialog.setAttribute('aria-label', content.dataset.popupTitle ?? '');
    dialog.replaceChildren(content.content.cloneNode(true));
    if (!dialog.open) dialog.showModal();
  });
  dialog.addEventListener('click', (event) => {
    // A click on the backdrop is a click on the dialog element itself, outside its content.
    const target = event.target instanceof Element ? event.target : null;
    if (target === dialog || target?.closest('[data-popup-close]')) dialog.close();
  });
  dialog.addEventListener('close', () => {
    dialog.replaceChildren();
    dialog.removeAttribute('aria-label');
  });
}
