/**
 * The header's menu (issue 30, 47): the ☰ menu and its submenus are `<details>`, which open on a tap
 * with no script. This adds what HTML does not: Escape closes the innermost open part and puts focus
 * on its toggle, and the menu closes when focus leaves it.
 */
export function mount(menu: HTMLElement): void {
  menu.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || !(event.target instanceof Element)) return;
    const open = event.target.closest('details[open]');
    const toggle = open?.querySelector<HTMLElement>(':scope > summary');
    // On a wide screen the submenus are dropdowns without toggles: nothing here to close.
    if (!(open instanceof HTMLDetailsElement) || !toggle?.getClientRects().length) return;
    event.preventDefault();
    open.open = false;
    toggle.focus();
  });
  menu.addEventListener('focusout', (event) => {
    const next = event.relatedTarget;
    if (menu instanceof HTMLDetailsElement && menu.open && next instanceof Node && !menu.contains(next)) menu.open = false;
  });
}
