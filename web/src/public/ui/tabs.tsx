import { useRef, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { islandMarker } from '../islands/island';
import styles from './ui.module.css';

export interface TabItem {
  id: string;
  label: string;
  /** The tab's own address (issue 30): a link that works before any script; the script shows it in place. */
  href?: string;
}

export interface TabsProps {
  /** What the tabs choose between, for screen readers ("Years", "Categories"). */
  label: string;
  tabs: readonly TabItem[];
  active: string;
  onChange: (id: string) => void;
  /** Unique per tab list on the page; ties tabs to their panel. */
  idPrefix: string;
}

/**
 * An ARIA tab list: arrow keys, Home and End move between tabs; the active tab is the one focusable.
 * Tabs with an `href` are links to their state's address, followed by the browser until the script runs.
 */
export function Tabs({ label, tabs, active, onChange, idPrefix }: TabsProps) {
  const refs = useRef(new Map<string, HTMLElement>());
  const onKeyDown = (event: KeyboardEvent<HTMLElement>, index: number) => {
    const last = tabs.length - 1;
    const target =
      event.key === 'ArrowRight' ? (index === last ? 0 : index + 1) : event.key === 'ArrowLeft' ? (index === 0 ? last : index - 1) : event.key === 'Home' ? 0 : event.key === 'End' ? last : null;
    if (target === null) return;
    event.preventDefault();
    const tab = tabs[target];
    if (!tab) return;
    onChange(tab.id);
    refs.current.get(tab.id)?.focus();
  };
  return (
    <div role="tablist" aria-label={label} className={styles.tabs} {...(tabs.every((tab) => tab.href !== undefined) ? islandMarker('tabs') : {})}>
      {tabs.map((tab, index) => {
        const selected = tab.id === active;
        const common = {
          ref: (element: HTMLElement | null) => {
            if (element) refs.current.set(tab.id, element);
            else refs.current.delete(tab.id);
          },
          role: 'tab',
          id: `${idPrefix}-tab-${tab.id}`,
          'aria-selected': selected,
          'aria-controls': `${idPrefix}-panel`,
          tabIndex: selected ? 0 : -1,
          className: selected ? `${styles.tab} ${styles.tabActive}` : styles.tab,
          onKeyDown: (event: KeyboardEvent<HTMLElement>) => onKeyDown(event, index),
        } as const;
        if (tab.href !== undefined) {
          const follow = (event: MouseEvent<HTMLAnchorElement>) => {
            if (event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
            event.preventDefault();
            onChange(tab.id);
          };
          return (
            // Every link stays in the Tab order: without the script, arrow keys do not move between them.
            <a key={tab.id} href={tab.href} {...common} tabIndex={undefined} onClick={follow}>
              {tab.label}
            </a>
          );
        }
        return (
          <button key={tab.id} type="button" {...common} onClick={() => onChange(tab.id)}>
            {tab.label}
          </button>
        );
      })}
    </div>
  );
}

/** The panel of a tab list; labelled by its active tab. */
export function TabPanel({ idPrefix, active, children, className }: { idPrefix: string; active: string; children: ReactNode; className?: string }) {
  return (
    <div role="tabpanel" id={`${idPrefix}-panel`} aria-labelledby={`${idPrefix}-tab-${active}`} className={className}>
      {children}
    </div>
  );
}
