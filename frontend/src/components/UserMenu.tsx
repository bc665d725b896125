import type { User } from '@laneforge/contracts/user';
import type { KeyboardEvent } from 'react';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Avatar } from './Avatar';
import { CardIcon, ChevronDownIcon, HistoryIcon, LogoutIcon, UserIcon } from './icons';
import { useDismiss } from './useDismiss';
import { planStatusLabel } from '../lib/plans';
import { displayName } from '../lib/user';
import { useSignOut } from '../lib/auth/useSignOut';

export function UserMenu({ user }: { user: User }) {
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const menuId = useId();
  const navigate = useNavigate();
  const signOut = useSignOut();
  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, ref, close);
  useEffect(() => {
    if (open) listRef.current?.querySelector<HTMLButtonElement>('[role="menuitem"]')?.focus();
  }, [open]);

  const go = (to: string) => {
    setOpen(false);
    navigate(to);
  };

  const items = [
    { label: 'Profile', icon: UserIcon, run: () => go('/dashboard?tab=profile') },
    { label: 'Training History', icon: HistoryIcon, run: () => go('/dashboard?tab=history') },
    { label: 'Plans & Pricing', icon: CardIcon, run: () => go('/subscription') },
    { label: 'Sign Out', icon: LogoutIcon, run: () => void signOut() },
  ];

  /** Arrow keys move between the items, as in any menu. */
  const onMenuKey = (event: KeyboardEvent<HTMLUListElement>) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    const buttons = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="menuitem"]')];
    const index = buttons.indexOf(document.activeElement as HTMLButtonElement);
    const next = event.key === 'ArrowDown' ? index + 1 : index - 1;
    buttons[(next + buttons.length) % buttons.length]?.focus();
  };

  return (
    <div className="popover-anchor user-menu" ref={ref}>
      <button
        type="button"
        className="user-menu-button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((v) => !v)}
      >
        <Avatar user={user} size={36} />
        <span className="user-menu-name">
          <strong>{displayName(user)}</strong>
          <small className={user.subscription_status === 'past_due' ? 'user-menu-plan-warn' : undefined}>{planStatusLabel(user)}</small>
        </span>
        <ChevronDownIcon size={16} />
        <span className="visually-hidden">Account menu</span>
      </button>
      {open && (
        <div className="popover-list user-menu-panel">
          <div className="user-menu-head">
            <strong>{displayName(user)}</strong>
            <span className="badge">{planStatusLabel(user)}</span>
            <span className="muted small">{user.email}</span>
          </div>
          <ul id={menuId} ref={listRef} role="menu" aria-label="Account" onKeyDown={onMenuKey}>
            {items.map(({ label, icon: Icon, run }) => (
              <li key={label} role="none">
                <button type="button" role="menuitem" onClick={run}>
                  <Icon size={18} />
                  {label}
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
