/**
 * The FAQ accordion (SPEC §2, §4; issue 47), on the server's markup: one answer open at a time
 * (the first at start), a tap on the open one closes it.
 */
interface AccordionProps {
  openClass: string;
}

export function mount(accordion: HTMLElement, props: unknown): void {
  const { openClass } = props as AccordionProps;
  const toggles = [...accordion.querySelectorAll<HTMLButtonElement>('button[aria-controls]')];
  const set = (toggle: HTMLButtonElement, open: boolean) => {
    toggle.setAttribute('aria-expanded', String(open));
    const panel = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    if (panel) panel.hidden = !open;
    const sign = toggle.querySelector('[aria-hidden="true"]');
    if (sign) sign.textContent = open ? '−' : '+';
    toggle.closest('h2')?.parentElement?.classList.toggle(openClass, open);
  };
  for (const toggle of toggles) {
    toggle.addEventListener('click', () => {
      const opening = toggle.getAttribute('aria-expanded') !== 'true';
      for (const other of toggles) set(other, opening && other === toggle);
    });
  }
}
