import type { ReactNode } from 'react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { FRAMEWORK_URL } from '../lib/config';
import { CloseIcon, ExternalIcon, MenuIcon } from './icons';
import { Logo } from './Logo';
import './site-header.css';

export interface NavLink {
  label: string;
  to: string;
  external?: boolean;
}

/** Spec §2: the landing header and the levels page each have their own set of links. */
export const navs: Record<'landing' | 'levels', { links: NavLink[]; start: string }> = {
  landing: {
    links: [
      { label: 'Training Levels', to: '/levels' },
      { label: 'EST Framework', to: FRAMEWORK_URL, external: true },
      { label: 'Terms', to: '/terms' },
      { label: 'Privacy', to: '/privacy' },
    ],
    start: 'Get Started Free',
  },
  levels: {
    links: [
      { label: 'Home', to: '/' },
      { label: 'EST Training', to: FRAMEWORK_URL, external: true },
      { label: 'Terms', to: '/terms' },
      { label: 'Privacy', to: '/privacy' },
    ],
    start: 'Get Started',
  },
};

function NavItem({ link, onNavigate }: { link: NavLink; onNavigate?: () => void }) {
  if (link.external) {
    return (
      <a href={link.to} target="_blank" rel="noopener noreferrer">
        {link.label} <ExternalIcon size={14} />
        <span className="visually-hidden"> (opens in a new tab)</span>
      </a>
    );
  }
  return (
    <Link to={link.to} onClick={onNavigate}>
      {link.label}
    </Link>
  );
}

/**
 * The one header of every page. Signed out it offers Sign In and Get Started; signed in, `account`
 * (the user menu and what the account may do) takes their place, whatever page the coach is on.
 */
export function SiteHeader({ links = [], start = navs.landing.start, account, logoTo = '/', className = '' }: { links?: NavLink[]; start?: string; account?: ReactNode; logoTo?: string; className?: string }) {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  const signedOut = account === undefined;
  // A phone has room for the logo and one control: the links, or Sign In and Get Started, go in a menu.
  const hasMenu = links.length > 0 || signedOut;
  return (
    <header className={`site-header ${className}`.trim()}>
      <div className="container bar">
        <Logo to={logoTo} />
        <div className="site-header-end">
          {links.length > 0 && (
            <nav className="site-nav" aria-label="Main">
              {links.map((link) => (
                <NavItem key={link.label} link={link} />
              ))}
            </nav>
          )}
          {signedOut ? (
            <div className="site-header-actions site-header-signed-out">
              <Link to="/login" className="btn btn-ghost btn-sm">
                Sign In
              </Link>
              <Link to="/register" className="btn btn-primary btn-sm">
                {start}
              </Link>
            </div>
          ) : (
            <div className="site-header-actions">{account}</div>
          )}
          {hasMenu && (
            <button type="button" className={`btn btn-ghost menu-toggle${links.length === 0 ? ' menu-toggle-phone' : ''}`} aria-expanded={open} aria-controls="mobile-nav" onClick={() => setOpen((v) => !v)}>
              {open ? <CloseIcon /> : <MenuIcon />}
              <span className="visually-hidden">{open ? 'Close menu' : 'Open menu'}</span>
            </button>
          )}
        </div>
      </div>
      {open && (
        <nav id="mobile-nav" className="mobile-nav" aria-label="Main">
          {links.map((link) => (
            <NavItem key={link.label} link={link} onNavigate={close} />
          ))}
          {signedOut && (
            <>
              <Link to="/login" className="btn btn-secondary" onClick={close}>
                Sign In
              </Link>
              <Link to="/register" className="btn btn-primary" onClick={close}>
                {start}
              </Link>
            </>
          )}
        </nav>
      )}
    </header>
  );
}
