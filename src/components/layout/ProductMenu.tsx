import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { paths } from '../../../common/site/paths';
import { messages } from '../../../common/domain/messages';
import type { CategoriesState } from '../../hooks/useCategories';

/** Hover opens the menu only where there is a real pointer and the desktop navbar is shown. */
const HOVER_QUERY = '(hover: hover) and (pointer: fine) and (min-width: 992px)';

/**
 * The Product dropdown (a disclosure: a button that shows a list of links).
 * Click or Enter/Space toggles it, Escape closes it and returns focus to the
 * button, leaving it (focus or pointer) closes it, and on desktop it also
 * opens on hover.
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

  // Close on a click outside.
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent | MouseEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpenAt(null);
    };
    document.addEventListener('mousedown', onPointerDown);
    return () => document.removeEventListener('mousedown', onPointerDown);
  }, [open]);

  const canHover = () => typeof window.matchMedia === 'function' && window.matchMedia(HOVER_QUERY).matches;

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      setOpen(false);
      buttonRef.current?.focus();
    }
  }

  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- catches Escape bubbling up from the button and links inside; hover is a pointer-only shortcut for the button
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
        aria-expanded={open}
        aria-controls={menuId}
        // A mouse click where hover already opened the menu keeps it open instead of toggling it shut.
        onClick={(event) => setOpen(event.detail > 0 && canHover() ? true : !open)}
      >
        Product
      </button>
      <ul id={menuId} className={`dropdown-menu product-menu__list ${open ? 'show' : ''}`} hidden={!open}>
        {loading && <li className="dropdown-item-text">Loading...</li>}
        {!loading && error && <li className="dropdown-item-text text-danger">{messages.categoriesFailed}</li>}
        {!loading && !error && categories.length === 0 && <li className="dropdown-item-text">No categories yet.</li>}
        {categories.map((category) => (
          <li key={category.id}>
            <Link className="dropdown-item" to={paths.category(category.id)} onClick={() => setOpen(false)}>
              {category.name}
            </Link>
          </li>
        ))}
      </ul>
    </li>
  );
}
