import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { CheckIcon } from '../../../components/icons';
import { Logo } from '../../../components/Logo';
import { PRODUCT_NAME } from '../../../lib/config';
import '../auth.css';

const promises = [
  'Workouts and season plans on the EST Framework',
  'Every set with send-offs, zones and totals',
  'Print, download or share with your team',
];

export function AuthLayout({ title, subtitle, children }: { title: string; subtitle: string; children: ReactNode }) {
  return (
    <div className="auth-page">
      <aside className="auth-aside" aria-label={`About ${PRODUCT_NAME}`}>
        <Logo />
        <div>
          <p className="auth-quote">“Practice is written before I reach the pool. I spend the time coaching instead.”</p>
          <ul>
            {promises.map((text) => (
              <li key={text}>
                <CheckIcon size={18} />
                {text}
              </li>
            ))}
          </ul>
        </div>
        <p className="small">© 2025 {PRODUCT_NAME}</p>
      </aside>
      <main id="main" className="auth-main">
        <div className="auth-mobile-logo">
          <Logo />
        </div>
        <div className="auth-card card">
          <h1>{title}</h1>
          <p className="muted">{subtitle}</p>
          {children}
        </div>
        <p className="auth-home">
          <Link to="/">Back to Home</Link>
        </p>
      </main>
    </div>
  );
}
