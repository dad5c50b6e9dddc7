import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { paths } from '../../../common/site/paths';
import { messages } from '../../../common/domain/messages';
import type { CategoriesState } from '../../hooks/useCategories';

/** Hover opens the menu only where there is a real pointer and the desktop navbar is shown. */
const HOVER_QUERY = '(hover: hover) and (pointer: fine) and (min-width: 992px)';

/**
 * The Product menu, a menu button: Enter, Space or Arrow Down opens it on its first category (Arrow
 * Up on the last), arrows move through the categories and wrap, Home and End jump, Escape closes it
 * and returns focus to the button, Tab leaves it closed. Leaving it (focus or pointer) closes it, a
 * click toggles it, and on desktop it also opens on hover.
 */
export function ProductMenu({ categories, loading, error }: CategoriesState) {
  // Open at one location only: navigating anywhere closes it, with no effect to run.
  const { key: locationKey } = useLocation();
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === locationKey;
  const setOpen = (next: boolean) => setOpenAt(next ? locationKey : null);
  const menuId = useId();
  const rootRef = useRef<HTMLLIElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  /** Which item to focus once the menu has opened (set by the keys that open it). */
  const focusOnOpen = useRef<'first' | 'last' | null>(null);

  // Close on a click outside.
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent | MouseEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpenAt(null);
    };
    document.addEventListener('mousedown', onPointerDown);
    return () => document.removeEventListener('mousedown', onPointerDown);
  }, [open]);

  const items = () => [...(listRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];

  // Opened from the keyboard: focus goes onto the asked-for item (the categories may arrive later).
  useEffect(() => {
    if (!open || !focusOnOpen.current) return;
    const all = items();
    const target = focusOnOpen.current === 'first' ? all[0] : all[all.length - 1];
    if (!target) return;
    focusOnOpen.current = null;
    target.focus();
  }, [open, categories.length]);

  const canHover = () => typeof window.matchMedia === 'function' && window.matchMedia(HOVER_QUERY).matches;

  function openOn(which: 'first' | 'last') {
    focusOnOpen.current = which;
    if (open) {
      const all = items();
      (which === 'first' ? all[0] : all[all.length - 1])?.focus();
      focusOnOpen.current = null;
    } else setOpen(true);
  }

  function onButtonKeyDown(event: KeyboardEvent) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openOn(event.key === 'ArrowDown' ? 'first' : 'last');
    }
  }

  function onMenuKeyDown(event: KeyboardEvent) {
    const all = items();
    const at = all.indexOf(document.activeElement as HTMLElement);
    if (at === -1 || all.length === 0) return;
    const move: Record<string, number> = {
      ArrowDown: (at + 1) % all.length,
      ArrowUp: (at - 1 + all.length) % all.length,
      Home: 0,
      End: all.length - 1,
    };
    const next = move[event.key];
    if (next === undefined) return;
    event.preventDefault();
    all[next]!.focus();
  }

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      setOpen(false);
      buttonRef.current?.focus();
    }
  }

  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- catches Escape bubbling up from the button and items inside; hover is a pointer-only shortcut for the button
    <li
      ref={rootRef}
      className="nav-item dropdown product-menu"
      onKeyDown={onKeyDown}
      onMouseEnter={() => canHover() && setOpen(true)}
      onMouseLeave={() => canHover() && setOpen(false)}
      onBlur={(event) => {
        if (!rootRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className="nav-link dropdown-toggle"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        onKeyDown={onButtonKeyDown}
        onClick={(event) => {
          // From the keyboard (Enter or Space: no pointer detail) the menu opens on its first item.
          if (event.detail === 0) {
            if (open) setOpen(false);
            else openOn('first');
            return;
          }
          // A mouse click where hover already opened the menu keeps it open instead of toggling it shut.
          setOpen(canHover() ? true : !open);
        }}
      >
        Product
      </button>
      <ul
        id={menuId}
        ref={listRef}
        role="menu"
        aria-label="Product"
        className={`dropdown-menu product-menu__list ${open ? 'show' : ''}`}
        hidden={!open}
        onKeyDown={onMenuKeyDown}
      >
        {loading && (
          <li role="none" className="dropdown-item-text">
            Loading...
          </li>
        )}
        {!loading && error && (
          <li role="none" className="dropdown-item-text text-danger">
            {messages.categoriesFailed}
          </li>
        )}
        {!loading && !error && categories.length === 0 && (
          <li role="none" className="dropdown-item-text">
            No categories yet.
          </li>
        )}
        {categories.map((category) => (
          <li key={category.id} role="none">
            <Link
              role="menuitem"
              tabIndex={-1}
              className="dropdown-item"
              to={paths.category(category.id)}
              onClick={() => setOpen(false)}
            >
              {category.name}
            </Link>
          </li>
        ))}
      </ul>
    </li>
  );
}
