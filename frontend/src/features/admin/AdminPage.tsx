import { Link } from 'react-router-dom';
import { FormError } from '../../components/FormError';
import { LogoutIcon, UserIcon } from '../../components/icons';
import { Logo } from '../../components/Logo';
import { Spinner } from '../../components/Spinner';
import { errorText } from '../../lib/errors';
import { useSignOut } from '../auth/hooks/useSignOut';
import '../dashboard/dashboard.css';
import { adminApi } from './api';

const TAB_NAMES = ['User Management', 'Stripe Management', 'Create Account', 'Admin Messages'];

export default function AdminPage() {
  const signOut = useSignOut();
  const { data, error, isLoading } = adminApi.useAdminUsersQuery();
  const cards: [string, number | undefined][] = [
    ['Total', data?.total_count],
    ['Free', data?.free_users],
    ['Lite', data?.lite_users],
    ['Pro', data?.pro_users],
    ['Elite', data?.elite_users],
    ['Admins', data?.admin_count],
  ];

  return (
    <>
      <header className="site-header">
        <div className="container bar">
          <Logo to="/admin" />
          <div className="dash-header-actions">
            <Link to="/dashboard" className="btn btn-secondary btn-sm">
              <UserIcon size={16} /> <span className="btn-label">Switch to User View</span>
            </Link>
            <button type="button" className="btn btn-ghost btn-sm" onClick={() => void signOut()}>
              <LogoutIcon size={16} /> <span className="btn-label">Sign Out</span>
            </button>
          </div>
        </div>
      </header>
      <main id="main" className="dashboard container">
        <div className="dash-greeting">
          <h1>Administrator Dashboard</h1>
          <p className="muted">{TAB_NAMES.join(' · ')}</p>
        </div>
        {isLoading && <Spinner />}
        {error && <FormError message={errorText(error, 'Failed to load users')} />}
        {data && (
          <section className="stat-grid" aria-label="Accounts">
            {cards.map(([label, value]) => (
              <article key={label} className="stat-card">
                <div>
                  <h2 className="stat-label">{label}</h2>
                  <p className="stat-value">{value ?? 0}</p>
                </div>
              </article>
            ))}
          </section>
        )}
      </main>
    </>
  );
}
