import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

export interface TabItem {
  id: string;
  label: ReactNode;
  panel: ReactNode;
}

/** The key that moves focus from tab `index` of `count`, or null for any other key. */
export function tabKeyTarget(key: string, index: number, count: number): number | null {
  switch (key) {
    case 'ArrowRight':
      return (index + 1) % count;
    case 'ArrowLeft':
      return (index - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}

/**
 * WAI-ARIA tabs behaviour: one selected tab; only it is in the Tab order (roving
 * tabindex); Left and Right arrows move to the previous and next tab (wrapping), Home and
 * End to the first and last, selecting the tab they land on.
 */
export function useTabs(ids: readonly string[], initial: string = ids[0] ?? '') {
  const [active, setActive] = useState(initial);
  const baseId = useId();
  const tabRefs = useRef(new Map<string, HTMLButtonElement>());

  const tabId = (id: string) => `${baseId}-tab-${id}`;
  const panelId = (id: string) => `${baseId}-panel-${id}`;

  function tabProps(id: string) {
    const index = ids.indexOf(id);
    const selected = id === active;
    return {
      ref: (element: HTMLButtonElement | null) => {
        if (element) tabRefs.current.set(id, element);
        else tabRefs.current.delete(id);
      },
      type: 'button' as const,
      role: 'tab' as const,
      id: tabId(id),
      'aria-selected': selected,
      'aria-controls': panelId(id),
      tabIndex: selected ? 0 : -1,
      onClick: () => setActive(id),
      onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => {
        const target = tabKeyTarget(event.key, index, ids.length);
        if (target === null) return;
        event.preventDefault();
        const next = ids[target]!;
        setActive(next);
        tabRefs.current.get(next)?.focus();
      },
    };
  }

  function panelProps(id: string) {
    return {
      role: 'tabpanel' as const,
      id: panelId(id),
      'aria-labelledby': tabId(id),
      hidden: id !== active,
      // The panel takes focus next, so keyboard users reach text that has no links in it.
      tabIndex: 0,
    };
  }

  return { active, setActive, tabProps, panelProps };
}

interface TabsProps {
  /** The tab list's accessible name. */
  label: string;
  tabs: readonly TabItem[];
  /** The tab selected first; the first tab by default. */
  initial?: string;
  /** A window event whose `detail` names a tab to open, focus and scroll to (a link elsewhere on the page). */
  openOn?: string;
  listClassName: string;
  panelClassName: string;
}

/** A tab list with its panels (About page, product details); looks come from the class names. */
export function Tabs({ label, tabs, initial, listClassName, panelClassName, openOn }: TabsProps) {
  const { active, setActive, tabProps, panelProps } = useTabs(
    tabs.map((t) => t.id),
    initial,
  );
  const listRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!openOn) return;
    const open = (event: Event) => {
      const id = (event as CustomEvent<unknown>).detail;
      if (typeof id !== 'string') return;
      setActive(id);
      const tab = listRef.current?.querySelector<HTMLElement>(`[aria-controls$="-panel-${id}"]`);
      tab?.scrollIntoView({ block: 'start' });
      tab?.focus({ preventScroll: true });
    };
    window.addEventListener(openOn, open);
    return () => window.removeEventListener(openOn, open);
  }, [openOn, setActive]);
  return (
    <>
      <div ref={listRef} role="tablist" aria-label={label} className={listClassName}>
        {tabs.map((tab) => (
          <button key={tab.id} {...tabProps(tab.id)} className={`nav-link${tab.id === active ? ' active' : ''}`}>
            {tab.label}
          </button>
        ))}
      </div>
      {tabs.map((tab) => (
        <div key={tab.id} {...panelProps(tab.id)} className={panelClassName}>
          {tab.panel}
        </div>
      ))}
    </>
  );
}
