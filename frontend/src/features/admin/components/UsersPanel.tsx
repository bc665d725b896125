import type { AdminUserList } from '@laneforge/contracts/admin';
import { adminTexts } from '@laneforge/contracts/messages';
import type { User } from '@laneforge/contracts/user';
import { useEffect, useState } from 'react';
import { FormError } from '../../../components/FormError';
import { Spinner } from '../../../components/Spinner';
import { errorText } from '../../../lib/errors';
import type { UserListArgs } from '../api';
import { TIER_FILTERS } from '../plans';
import { DeleteUserDialog } from './DeleteUserDialog';
import { EditUserDialog } from './EditUserDialog';
import { SubscriptionDialog } from './SubscriptionDialog';
import { UserDetailDialog } from './UserDetailDialog';
import { UserTable, type UserAction } from './UserTable';

interface Props {
  query: UserListArgs;
  onQuery: (query: UserListArgs) => void;
  list: AdminUserList | undefined;
  error: unknown;
  loading: boolean;
}

/** Spec §2 User Management: find users by name or email, filter by plan, page, and act on one. */
export function UsersPanel({ query, onQuery, list, error, loading }: Props) {
  const [typed, setTyped] = useState(query.search);
  const [open, setOpen] = useState<{ action: UserAction; user: User } | null>(null);

  // Searching waits for a pause in typing, so the list is not fetched once per key.
  useEffect(() => {
    if (typed === query.search) return;
    const timer = setTimeout(() => onQuery({ ...query, search: typed, page: 1 }), 300);
    return () => clearTimeout(timer);
  }, [typed, query, onQuery]);

  const pages = list ? Math.max(1, Math.ceil(list.matching_count / list.page_size)) : 1;
  const first = list && list.matching_count > 0 ? (list.page - 1) * list.page_size + 1 : 0;
  const last = list ? Math.min(list.page * list.page_size, list.matching_count) : 0;
  const close = () => setOpen(null);

  return (
    <section aria-labelledby="users-title" className="card admin-panel">
      <h2 id="users-title" className="card-title">
        Users
      </h2>
      <form className="admin-filters" role="search" onSubmit={(event) => event.preventDefault()}>
        <div className="field">
          <label className="label" htmlFor="user-search">
            Search by name or email
          </label>
          <input id="user-search" className="input" type="search" value={typed} onChange={(e) => setTyped(e.target.value)} autoComplete="off" />
        </div>
        <div className="field">
          <label className="label" htmlFor="user-tier">
            Plan
          </label>
          <select id="user-tier" className="select" value={query.tier} onChange={(e) => onQuery({ ...query, tier: e.target.value, page: 1 })}>
            {TIER_FILTERS.map((t) => (
              <option key={t.value} value={t.value}>
                {t.label}
              </option>
            ))}
          </select>
        </div>
      </form>
      {error ? <FormError message={errorText(error, adminTexts.loadUsersFailed)} /> : null}
      {loading && !list ? <Spinner /> : null}
      {list && (
        <>
          <UserTable users={list.users} onAction={(action, user) => setOpen({ action, user })} />
          <nav className="admin-pager" aria-label="User pages">
            <span className="muted small" aria-live="polite">
              {list.matching_count === 0 ? 'No users match.' : `Showing ${first}–${last} of ${list.matching_count}`}
            </span>
            <div className="btn-row">
              <button type="button" className="btn btn-secondary btn-sm" disabled={query.page <= 1} onClick={() => onQuery({ ...query, page: query.page - 1 })}>
                Previous
              </button>
              <span className="small">
                Page {query.page} of {pages}
              </span>
              <button type="button" className="btn btn-secondary btn-sm" disabled={query.page >= pages} onClick={() => onQuery({ ...query, page: query.page + 1 })}>
                Next
              </button>
            </div>
          </nav>
        </>
      )}
      {open?.action === 'view' && <UserDetailDialog user={open.user} onClose={close} />}
      {open?.action === 'edit' && <EditUserDialog user={open.user} onClose={close} />}
      {open?.action === 'subscription' && <SubscriptionDialog user={open.user} onClose={close} />}
      {open?.action === 'delete' && <DeleteUserDialog user={open.user} onClose={close} />}
    </section>
  );
}
