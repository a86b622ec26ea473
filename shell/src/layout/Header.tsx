import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { CONSULTATION_FORM_PATH, CONSULTATION_MESSAGES } from '@academy/common';
import { useAcademyFacts, useAuth } from '@academy/context';
import { useAuthDialogs } from '../auth/AuthDialogsProvider';
import { navItemsFor } from './nav-items';
import { ThemeToggle } from './ThemeToggle';
import { UserMenu } from './UserMenu';

/** The visitor's two buttons: in the bar (login as a ghost button) and in the phone menu. */
function AuthButtons({ className, loginClassName }: { className: string; loginClassName: string }) {
  const { open } = useAuthDialogs();
  return (
    <div className={className}>
      <button type="button" className={loginClassName} onClick={() => open('login')}>
        로그인
      </button>
      <button type="button" className="button" onClick={() => open('signup')}>
        회원가입
      </button>
    </div>
  );
}

export function Header() {
  const academy = useAcademyFacts();
  const { user } = useAuth();
  const navItems = navItemsFor(user);
  const [menuOpen, setMenuOpen] = useState(false);
  const location = useLocation();

  // Another page (or anchor) closes the menu, in the render that shows it.
  const place = `${location.pathname}${location.hash}`;
  const [menuPlace, setMenuPlace] = useState(place);
  if (menuPlace !== place) {
    setMenuPlace(place);
    setMenuOpen(false);
  }

  // A dialog opening (the menu's own 로그인 or 회원가입 among them) closes the menu it would sit over.
  const { current: dialog } = useAuthDialogs();
  if (dialog && menuOpen) setMenuOpen(false);

  // Escape closes the menu and gives focus back to its button.
  const menuButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!menuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setMenuOpen(false);
      menuButton.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [menuOpen]);

  // Until the session is known the header is a visitor's, as the server drew it (it never knows
  // who is signed in): the page hydrates as sent, then a member's menu takes the buttons' place.
  const authButtons = user ? (
    <UserMenu user={user} />
  ) : (
    <AuthButtons className="header__auth" loginClassName="button button--ghost" />
  );

  return (
    <header className="header">
      <div className="container header__bar">
        {/* Named by its visible text: a label that differs from what is on screen fails voice control ("이든 영어학원 누르기"). */}
        <Link to="/" className="header__brand">
          <span className="header__logo" aria-hidden="true">
            E
          </span>
          <span>{academy.name}</span>
        </Link>
        <nav className="header__nav" aria-label="주요 메뉴">
          {navItems.map((item) => (
            <Link key={item.to} to={item.to} className="header__link">
              {item.label}
            </Link>
          ))}
        </nav>
        <div className="header__actions">
          <ThemeToggle />
          {/* A parent's first step, one tap away at every width; a signed-in member has the member menu instead. */}
          {!user && (
            <Link to={CONSULTATION_FORM_PATH} className="button button--primary header__consult">
              {CONSULTATION_MESSAGES.menu}
            </Link>
          )}
          {authButtons}
          <button
            ref={menuButton}
            type="button"
            className="header__menu-button"
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            aria-label={menuOpen ? '메뉴 닫기' : '메뉴 열기'}
            onClick={() => setMenuOpen((value) => !value)}
          >
            <span aria-hidden="true">{menuOpen ? '✕' : '☰'}</span>
          </button>
        </div>
      </div>
      {menuOpen && (
        <nav id="mobile-menu" className="mobile-menu" aria-label="모바일 메뉴">
          {!user && (
            <Link to={CONSULTATION_FORM_PATH} className="mobile-menu__link mobile-menu__consult">
              {CONSULTATION_MESSAGES.menu}
              <span className="mobile-menu__hint">{CONSULTATION_MESSAGES.menuHint}</span>
            </Link>
          )}
          {navItems.map((item) => (
            <Link key={item.to} to={item.to} className="mobile-menu__link">
              {item.label}
            </Link>
          ))}
          {!user && <AuthButtons className="mobile-menu__auth" loginClassName="button" />}
        </nav>
      )}
    </header>
  );
}
