import { useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { telHref } from '../../common/site/company';
import { useShopDetails } from '../lib/shopDetails';
import { paths } from '../../common/site/paths';
import { dispatchStrip } from '../../common/domain/policy';
import { useCartCount } from '../features/cart/useCartCount';
import type { CategoriesState } from '../features/catalogue/useCategories';
import { useScrolled } from '../hooks/useScrolled';
import { useSession } from '../hooks/useSession';
import { useViewportWidth } from '../hooks/useViewportWidth';
import { Icon } from '../components/common/Icon';
import { SearchModal } from '../features/catalogue/SearchModal';
import { MiniCartDrawer } from '../features/cart/MiniCartDrawer';
import { StripNotification } from '../features/product/StripNotification';
import { ProductMenu } from './ProductMenu';

const MENU_ID = 'main-menu';
/** Bootstrap's lg breakpoint, where the menu shows inline (navbar-expand-lg). */
const WIDE_MIN = 992;

const navClass = ({ isActive }: { isActive: boolean }) => `nav-link${isActive ? ' active' : ''}`;

/** The header: contact strip, main menu, greeting or Signup/Login, search, favourites and cart. */
export function Header({ categories }: { categories: CategoriesState }) {
  const scrolled = useScrolled(50);
  const cartCount = useCartCount();
  const shop = useShopDetails();
  // The mobile menu belongs to the location it was opened at: following any link (even to the
  // page already shown, which is a new location too) closes it without an effect.
  const { key: locationKey } = useLocation();
  const [menuOpenAt, setMenuOpenAt] = useState<string | null>(null);
  const menuOpen = menuOpenAt === locationKey;
  const setMenuOpen = (open: boolean) => setMenuOpenAt(open ? locationKey : null);
  const [searchOpen, setSearchOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  // Read on every render: the header re-renders on each navigation, e.g. right after logging in.
  const { username } = useSession();
  const wide = useViewportWidth() >= WIDE_MIN;

  const actions = (
    <div className="header-actions">
      <button type="button" className="header-icon" aria-label="Search products" onClick={() => setSearchOpen(true)}>
        <Icon name="search" />
      </button>
      <Link to={paths.favourite} className="header-icon" aria-label="Favourites">
        <Icon name="heart" />
      </Link>
      <Link
        to={paths.cart}
        className="header-icon header-icon--cart"
        aria-label={`Cart, ${cartCount} ${cartCount === 1 ? 'item' : 'items'}`}
      >
        <Icon name="bag" />
        <span className="header-icon__badge" aria-hidden="true">
          {cartCount}
        </span>
      </Link>
      <button
        ref={toggleRef}
        type="button"
        className="header-icon d-lg-none"
        aria-label={menuOpen ? 'Close menu' : 'Open menu'}
        aria-expanded={menuOpen}
        aria-controls={MENU_ID}
        onClick={() => setMenuOpen(!menuOpen)}
      >
        <Icon name={menuOpen ? 'close' : 'menu'} />
      </button>
    </div>
  );
  const menu = (
    <>
      {/* eslint-disable-next-line jsx-a11y/no-static-element-interactions -- catches Escape bubbling up from the links and buttons inside */}
      <div
        id={MENU_ID}
        className={`collapse navbar-collapse${menuOpen ? ' show' : ''}`}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && menuOpen && !event.defaultPrevented) {
            setMenuOpen(false);
            toggleRef.current?.focus();
          }
        }}
      >
        <ul className="navbar-nav mx-lg-auto">
          <li className="nav-item">
            <NavLink to={paths.home} end className={navClass}>
              Home
            </NavLink>
          </li>
          <li className="nav-item">
            <NavLink to={paths.about} className={navClass}>
              About
            </NavLink>
          </li>
          <ProductMenu {...categories} />
          <li className="nav-item">
            <NavLink to={paths.cart} className={navClass}>
              Cart
            </NavLink>
          </li>
          <li className="nav-item">
            <NavLink to={paths.contact} className={navClass}>
              Contact
            </NavLink>
          </li>
          <li className="nav-item">
            <NavLink to={paths.blog} className={navClass}>
              Blog
            </NavLink>
          </li>
        </ul>
        <div className="header-account">
          <Icon name="user" size={18} />
          {username ? (
            <Link to={paths.auth} className="header-account__link">
              Hi, {username}
            </Link>
          ) : (
            <>
              <Link to={paths.auth} className="header-account__link">
                Signup
              </Link>
              <span aria-hidden="true">/</span>
              <Link to={paths.auth} className="header-account__link">
                Login
              </Link>
            </>
          )}
        </div>
      </div>
    </>
  );

  return (
    <>
      <div className="contact-strip">
        <div className="container contact-strip__inner">
          <a href={telHref(shop.phone)} className="contact-strip__item">
            <Icon name="phone" size={16} />
            <span>{shop.phone}</span>
          </a>
          <a href={`mailto:${shop.careEmail}`} className="contact-strip__item">
            <Icon name="mail" size={16} />
            <span>{shop.careEmail}</span>
          </a>
          <span className="contact-strip__item contact-strip__note">
            <Icon name="truck" size={16} />
            <span>{dispatchStrip(shop.dispatchDays)}</span>
          </span>
          {/* Takes the dispatch note's place while it shows (app.css), so it never covers the page. */}
          <StripNotification />
        </div>
      </div>

      <header className={`site-header${scrolled ? ' header--scrolled' : ''}`}>
        <nav className="navbar navbar-expand-lg" aria-label="Main">
          <div className="container site-header__bar">
            <Link to={paths.home} className="navbar-brand site-brand">
              <img src="/favicon.svg" alt="" width={36} height={36} className="site-brand__mark" />
              <span className="site-brand__name">{shop.brand}</span>
            </Link>

            {/* Tab order follows the eye: on a wide screen the menu sits between the brand and the icons,
                on a narrow one it opens below the icons and the menu button. */}
            {wide ? (
              <>
                {menu}
                {actions}
              </>
            ) : (
              <>
                {actions}
                {menu}
              </>
            )}
          </div>
        </nav>
      </header>

      <SearchModal open={searchOpen} onClose={() => setSearchOpen(false)} />
      <MiniCartDrawer />
    </>
  );
}
