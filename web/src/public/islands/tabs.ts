/**
 * A tab list of links (ui/tabs.tsx; issue 47): each tab is its state's address, followed as a page
 * load. This adds the keys of an ARIA tab list: arrows, Home and End move between the tabs.
 */
export function mount(list: HTMLElement): void {
  list.addEventListener('keydown', (event) => {
    const tabs = [...list.querySelectorAll<HTMLElement>('[role="tab"]')];
    const index = tabs.indexOf(event.target as HTMLElement);
    if (index < 0) return;
    const lastIndex = tabs.length - 1;
    const target =
      event.key === 'ArrowRight' ? (index === lastIndex ? 0 : index + 1) : event.key === 'ArrowLeft' ? (index === 0 ? lastIndex : index - 1) : event.key === 'Home' ? 0 : event.key === 'End' ? lastIndex : null;
    if (target === null) return;
    event.preventDefault();
    tabs[target]?.focus();
  });
}
