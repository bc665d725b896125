import { useState } from 'react';
import { Link } from 'react-router-dom';
import { FRAMEWORK_URL } from '../lib/config';
import { CloseIcon, ExternalIcon, MenuIcon } from './icons';
import { Logo } from './Logo';

interface NavLink {
  label: string;
  to: string;
  external?: boolean;
}

/** Spec §2: the landing header and the levels page each have their own set of links. */
const navs: Record<'landing' | 'levels', { links: NavLink[]; signIn: string; start: string }> = {
  landing: {
    links: [
      { label: 'Training Levels', to: '/levels' },
      { label: 'EST Framework', to: FRAMEWORK_URL, external: true },
      { label: 'Terms', to: '/terms' },
      { label: 'Privacy', to: '/privacy' },
    ],
    signIn: 'Sign In',
    start: 'Get Started Free',
  },
  levels: {
    links: [
      { label: 'Home', to: '/' },
      { label: 'EST Training', to: FRAMEWORK_URL, external: true },
      { label: 'Terms', to: '/terms' },
      { label: 'Privacy', to: '/privacy' },
    ],
    signIn: 'Sign In',
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

export function PublicHeader({ variant = 'landing' }: { variant?: 'landing' | 'levels' }) {
  const [open, setOpen] = useState(false);
  const nav = navs[variant];
  const close = () => setOpen(false);
  return (
    <header className="site-header">
      <div className="container bar">
        <Logo />
        <nav className="site-nav" aria-label="Main">
          {nav.links.map((link) => (
            <NavItem key={link.label} link={link} />
          ))}
          <Link to="/login" className="btn btn-ghost btn-sm">
            {nav.signIn}
          </Link>
          <Link to="/register" className="btn btn-primary btn-sm">
            {nav.start}
          </Link>
        </nav>
        <button
          type="button"
          className="btn btn-ghost menu-toggle"
          aria-expanded={open}
          aria-controls="mobile-nav"
          onClick={() => setOpen((v) => !v)}
        >
          {open ? <CloseIcon /> : <MenuIcon />}
          <span className="visually-hidden">{open ? 'Close menu' : 'Open menu'}</span>
        </button>
      </div>
      {open && (
        <nav id="mobile-nav" className="mobile-nav" aria-label="Main">
          {nav.links.map((link) => (
            <NavItem key={link.label} link={link} onNavigate={close} />
          ))}
          <Link to="/login" className="btn btn-secondary" onClick={close}>
            {nav.signIn}
          </Link>
          <Link to="/register" className="btn btn-primary" onClick={close}>
            {nav.start}
          </Link>
        </nav>
      )}
    </header>
  );
}
