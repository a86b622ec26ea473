import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { MESSAGES, shortName, type User } from '@academy/common';
import { RoleBadge, useAuth, useToast } from '@academy/context';
import { userMenuLinks } from './nav-items';

export function UserMenu({ user }: { user: User }) {
  const { logout } = useAuth();
  const toast = useToast();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const menu = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const close = (event: MouseEvent | KeyboardEvent) => {
      if (event instanceof KeyboardEvent ? event.key === 'Escape' : !menu.current?.contains(event.target as Node))
        setOpen(false);
    };
    document.addEventListener('mousedown', close);
    document.addEventListener('keydown', close);
    return () => {
      document.removeEventListener('mousedown', close);
      document.removeEventListener('keydown', close);
    };
  }, [open]);

  async function onLogout() {
    setOpen(false);
    try {
      await logout();
      navigate('/');
      toast({ title: MESSAGES.auth.logoutDoneTitle, description: MESSAGES.auth.logoutDone, variant: 'success' });
    } catch (error) {
      console.error(error);
      toast({ title: MESSAGES.auth.logoutFailed, description: MESSAGES.auth.retry, variant: 'destructive' });
    }
  }

  const name = shortName(user);
  return (
    <div className="user-menu" ref={menu}>
      <button
        type="button"
        className="user-menu__trigger"
        aria-haspopup="menu"
        aria-expanded={open}
        onClick={() => setOpen((v) => !v)}
      >
        <span className="avatar" aria-hidden="true">
          {name.charAt(0).toUpperCase()}
        </span>
        <span className="user-menu__name">{name}</span>
        <RoleBadge role={user.role} />
      </button>
      {open && (
        <div className="user-menu__list" role="menu">
          {userMenuLinks(user).map((link) => (
            <Link key={link.to} role="menuitem" to={link.to} className="user-menu__item" onClick={() => setOpen(false)}>
              {link.label}
            </Link>
          ))}
          <button role="menuitem" type="button" className="user-menu__item" onClick={onLogout}>
            로그아웃
          </button>
        </div>
      )}
    </div>
  );
}
