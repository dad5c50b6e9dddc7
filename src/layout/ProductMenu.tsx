import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { paths } from '../../common/site/paths';
import { messages } from '../../common/domain/messages';
import type { CategoriesState } from '../features/catalogue/useCategories';

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
  /** The item to focus once the menu has opened from the keyboard: 0 the first, -1 the last. */
  const pending = useRef<number | null>(null);

  // Close on a click outside.
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent | MouseEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpenAt(null);
    };
    document.addEventListener('mousedown', onPointerDown);
    return () => document.removeEventListener('mousedown', onPointerDown);
  }, [open]);

  // Opened from the keyboard: focus goes onto the asked-for item (-1: the last) once the list shows.
  useEffect(() => {
    const items = listRef.current?.querySelectorAll<HTMLElement>('[role=menuitem]');
    if (!open || pending.current === null || !items?.length) return;
    items[pending.current < 0 ? items.length - 1 : 0]!.focus();
    pending.current = null;
  }, [open, categories.length]);

  const canHover = () => typeof window.matchMedia === 'function' && window.matchMedia(HOVER_QUERY).matches;

  /** Menu-button keys, on the button and the items alike. */
  function onKeyDown(event: KeyboardEvent) {
    if (event.key === 'Escape') {
      if (!open) return;
      event.stopPropagation();
      setOpen(false);
      buttonRef.current?.focus();
      return;
    }
    const items = [...(listRef.current?.querySelectorAll<HTMLElement>('[role=menuitem]') ?? [])];
    const at = items.indexOf(document.activeElement as HTMLElement);
    const last = items.length - 1;
    // From the button only the arrows open the menu; Home and End move inside it.
    const next = {
      ArrowDown: at < 0 || at === last ? 0 : at + 1,
      ArrowUp: at <= 0 ? last : at - 1,
      Home: at < 0 ? null : 0,
      End: at < 0 ? null : last,
    }[event.key];
    if (next == null) return;
    event.preventDefault();
    if (open && items[next]) items[next].focus();
    else {
      pending.current = next === 0 ? 0 : -1;
      setOpen(true);
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
        onClick={(event) => {
          // From the keyboard (Enter or Space: no pointer detail) the menu opens on its first item.
          if (event.detail === 0 && !open) pending.current = 0;
          // A mouse click where hover already opened the menu keeps it open instead of toggling it shut.
          setOpen(event.detail > 0 && canHover() ? true : !open);
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
