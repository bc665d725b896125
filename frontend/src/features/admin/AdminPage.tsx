import { useCallback, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { CardIcon, HistoryIcon, LogoutIcon, MailIcon, UserIcon, UsersIcon } from '../../components/icons';
import { SiteHeader } from '../../components/SiteHeader';
import { Tabs } from '../../components/Tabs';
import { useSignOut } from '../../lib/auth/useSignOut';
import '../../styles/dashboard.css';
import './admin.css';
import { useAdminUsersQuery, type UserListArgs } from './api';
import { AuditPanel } from './components/AuditPanel';
import { CreateAccountPanel } from './components/CreateAccountPanel';
import { MessagesPanel } from './components/MessagesPanel';
import { PricesPanel } from './components/PricesPanel';
import { SummaryCards } from './components/SummaryCards';
import { UsersPanel } from './components/UsersPanel';

const TABS = [
  { id: 'users', label: 'User Management', icon: UsersIcon },
  { id: 'stripe', label: 'Stripe Management', icon: CardIcon },
  { id: 'create', label: 'Create Account', icon: UserIcon },
  { id: 'messages', label: 'Admin Messages', icon: MailIcon },
  { id: 'audit', label: 'Audit Log', icon: HistoryIcon },
] as const;
type TabId = (typeof TABS)[number]['id'];
const isTab = (value: string | null): value is TabId => TABS.some((t) => t.id === value);

/** Spec §2 Administrator dashboard. Every rule is the server's; this page only shows and asks. */
export default function AdminPage() {
  const signOut = useSignOut();
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: TabId = isTab(requested) ? requested : 'users';
  // One list query feeds the summary cards and the user table, whichever tab is open.
  const [query, setQuery] = useState<UserListArgs>({ search: '', tier: '', page: 1 });
  const onQuery = useCallback((next: UserListArgs) => setQuery(next), []);
  const users = useAdminUsersQuery(query);

  return (
    <>
      <SiteHeader
        logoTo="/admin"
        account={
          <>
            <Link to="/dashboard" className="btn btn-secondary btn-sm">
              <UserIcon size={16} /> <span className="btn-label">Switch to User View</span>
            </Link>
            <button type="button" className="btn btn-ghost btn-sm" onClick={() => void signOut()}>
              <LogoutIcon size={16} /> <span className="btn-label">Sign Out</span>
            </button>
          </>
        }
      />
      <main id="main" className="dashboard container admin">
        <div className="dash-greeting">
          <h1>Administrator Dashboard</h1>
          <p className="muted">Customers, subscriptions, billing-provider prices and in-app messages.</p>
        </div>
        <SummaryCards counts={users.data} />
        <Tabs tabs={TABS} label="Administration" active={tab} onSelect={(next) => setParams(next === 'users' ? {} : { tab: next })}>
          {tab === 'users' && <UsersPanel query={query} onQuery={onQuery} list={users.data} error={users.error} loading={users.isFetching} />}
          {tab === 'stripe' && <PricesPanel />}
          {tab === 'create' && <CreateAccountPanel />}
          {tab === 'messages' && <MessagesPanel />}
          {tab === 'audit' && <AuditPanel />}
        </Tabs>
      </main>
    </>
  );
}
