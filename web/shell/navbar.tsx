import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation } from 'react-router';
import { SearchBar } from '../search/search-bar';
import { CloseIcon, MenuIcon, SearchIcon } from './icons';
import { LanguageSwitch } from './language-switch';

/**
 * The logged-out navbar (spec section 2): Login, Pricing, Register for free and the language switch.
 * On phones the links fold into a menu, and a search button opens a search bar under the navbar.
 */
export function Navbar() {
  const { t } = useTranslation();
  const location = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const [searchOpen, setSearchOpen] = useState(false);

  // A new page closes whatever was open on the old one.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on navigation only
  useEffect(() => {
    setMenuOpen(false);
    setSearchOpen(false);
  }, [location.pathname]);

  return (
    <header className="navbar" data-navbar>
      <div className="navbar__inner container">
        <Link to="/" className="brand" aria-label={t('nav.home')}>
          <img src="/favicon.svg" alt="" width={32} height={32} className="brand__mark" />
          <span className="brand__name">{t('app.name')}</span>
        </Link>
        <div className="navbar__mobile-actions">
          <button
            type="button"
            className="icon-button"
            aria-expanded={searchOpen}
            aria-controls="mobile-search"
            aria-label={searchOpen ? t('nav.closeSearch') : t('nav.openSearch')}
            data-testid="mobile-search-button"
            onClick={() => {
              setSearchOpen((open) => !open);
              setMenuOpen(false);
            }}
          >
            {searchOpen ? <CloseIcon /> : <SearchIcon />}
          </button>
          <button
            type="button"
            className="icon-button"
            aria-expanded={menuOpen}
            aria-controls="main-menu"
            aria-label={menuOpen ? t('nav.closeMenu') : t('nav.openMenu')}
            data-testid="menu-button"
            onClick={() => {
              setMenuOpen((open) => !open);
              setSearchOpen(false);
            }}
          >
            {menuOpen ? <CloseIcon /> : <MenuIcon />}
          </button>
        </div>
        <nav
          id="main-menu"
          className={`navbar__menu${menuOpen ? ' is-open' : ''}`}
          aria-label={t('nav.main')}
        >
          <NavLink to="/pricing" className="navbar__link">
            {t('nav.pricing')}
          </NavLink>
          <NavLink to="/login" className="navbar__link">
            {t('nav.login')}
          </NavLink>
          <NavLink to="/register" className="button button--primary navbar__register">
            {t('nav.register')}
          </NavLink>
          <LanguageSwitch />
        </nav>
      </div>
      {searchOpen && (
        <div id="mobile-search" className="mobile-search">
          <div className="container">
            <SearchBar autoFocus onSearch={() => setSearchOpen(false)} />
          </div>
        </div>
      )}
    </header>
  );
}
