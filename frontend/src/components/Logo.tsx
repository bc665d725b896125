import { useState } from 'react';
import { Link } from 'react-router-dom';
import { PRODUCT_NAME } from '../lib/config';

/** The drawn mark: two lane lines over deep water. Also what shows when the logo image fails. */
export function LogoMark() {
  return (
    <svg viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="14" fill="#0b2a4a" />
      <path d="M10 40c6 0 6-5 11-5s5 5 11 5 6-5 11-5 5 5 11 5" fill="none" stroke="#5fd3e0" strokeWidth="5" strokeLinecap="round" />
      <path d="M10 28c6 0 6-5 11-5s5 5 11 5 6-5 11-5 5 5 11 5" fill="none" stroke="#fff" strokeWidth="5" strokeLinecap="round" />
    </svg>
  );
}

export function Logo({ to = '/', className = '' }: { to?: string; className?: string }) {
  const [imageFailed, setImageFailed] = useState(false);
  return (
    <Link to={to} className={`logo ${className}`} aria-label={`${PRODUCT_NAME} home`}>
      {imageFailed ? <LogoMark /> : <img src="/logo.svg" alt="" width={36} height={36} onError={() => setImageFailed(true)} />}
      <span aria-hidden="true">{PRODUCT_NAME}</span>
    </Link>
  );
}
