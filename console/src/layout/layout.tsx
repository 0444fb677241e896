// The signed-in frame: a skip link, the header (who is signed in, sign out), the nav of the pages
// the operator's permissions allow (a button opens it on a narrow screen), and the page.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, Outlet } from 'react-router-dom';
import { useMe, useSignOut } from '../session/session.js';
import { pagesFor } from './pages.js';

export function Layout() {
  const { t } = useTranslation();
  const me = useMe();
  const signOut = useSignOut();
  const [menuOpen, setMenuOpen] = useState(false);
  const [signingOut, setSigningOut] = useState(false);
  const pages = pagesFor(me.permissions);

  return (
    <div className="console">
      <a className="skip-link" href="#main">
        {t('layout.skipToContent')}
      </a>
      <header className="console__header">
        <span className="console__brand">{t('app.name')}</span>
        <div className="console__operator">
          <span className="console__operator-name">{me.display_name}</span>
          <button
            type="button"
            className="button"
            disabled={signingOut}
            onClick={() => {
              setSigningOut(true);
              void signOut();
            }}
          >
            {t('layout.signOut')}
          </button>
        </div>
      </header>
      <nav className="console__nav" aria-label={t('layout.navLabel')}>
        <button
          type="button"
          className="button console__menu-button"
          aria-expanded={menuOpen}
          aria-controls="console-nav-list"
          onClick={() => setMenuOpen((open) => !open)}
        >
          {t('layout.menu')}
        </button>
        <ul
          id="console-nav-list"
          className={menuOpen ? 'console__nav-list console__nav-list--open' : 'console__nav-list'}
        >
          {pages.map((page) => (
            <li key={page.id}>
              <NavLink to={page.path} onClick={() => setMenuOpen(false)}>
                {t(`nav.${page.id}`)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <main id="main" className="console__main" tabIndex={-1}>
        <Outlet />
      </main>
    </div>
  );
}
