const focusable = [
  'input:not([type="hidden"]):not([aria-hidden="true"]):not([tabindex="-1"]):not(:disabled)',
  'textarea:not(:disabled)',
  '[contenteditable="true"]:not([tabindex="-1"])',
  '[role="combobox"]:not([tabindex="-1"])',
  'button:not(:disabled)',
  '[tabindex="0"]',
].join(', ');

/**
 * After a refused save, puts the keyboard on the first field (in the form's order) that has an
 * error, so nobody has to hunt for it. The inputs are controlled without refs, so React Hook
 * Form cannot focus them itself; this finds each field by its `data-field-name` wrapper.
 */
export function focusFirstError(form: HTMLElement | null, fieldOrder: readonly string[], invalid: readonly string[]): void {
  const roots = new Set(invalid.map((path) => path.split('.')[0]));
  const name = fieldOrder.find((n) => roots.has(n));
  if (!form || name === undefined) return;
  // Wait a frame so the messages are on screen before the field scrolls into view.
  requestAnimationFrame(() => {
    const wrapper = form.querySelector<HTMLElement>(`[data-field-name="${CSS.escape(name)}"]`);
    const target = wrapper?.querySelector<HTMLElement>('[aria-invalid="true"]:not([aria-hidden="true"]):not([tabindex="-1"])') ?? wrapper?.querySelector<HTMLElement>(focusable);
    if (!target) return;
    target.scrollIntoView({ block: 'center' });
    target.focus({ preventScroll: true });
  });
}
