import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import styles from './ui.module.css';

export interface TabItem {
  id: string;
  label: string;
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

/** An ARIA tab list: arrow keys, Home and End move between tabs; the active tab is the one focusable. */
export function Tabs({ label, tabs, active, onChange, idPrefix }: TabsProps) {
  const refs = useRef(new Map<string, HTMLButtonElement>());
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
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
    <div role="tablist" aria-label={label} className={styles.tabs}>
      {tabs.map((tab, index) => {
        const selected = tab.id === active;
        return (
          <button
            key={tab.id}
            ref={(element) => {
              if (element) refs.current.set(tab.id, element);
              else refs.current.delete(tab.id);
            }}
            type="button"
            role="tab"
            id={`${idPrefix}-tab-${tab.id}`}
            aria-selected={selected}
            aria-controls={`${idPrefix}-panel`}
            tabIndex={selected ? 0 : -1}
            className={selected ? `${styles.tab} ${styles.tabActive}` : styles.tab}
            onClick={() => onChange(tab.id)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
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
