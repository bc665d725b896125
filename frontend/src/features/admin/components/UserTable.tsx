import type { User } from '@laneforge/contracts/user';
import { formatDay } from '../../../lib/dates';
import { planLabel, statusLabel } from '../plans';

/** What a row's buttons open: the user's details, the edit form, their subscription, or deletion. */
export type UserAction = 'view' | 'edit' | 'subscription' | 'delete';

/** One row per user; on a phone each row is a card with the same cells, labelled. */
export function UserTable({ users, onAction }: { users: User[]; onAction: (action: UserAction, user: User) => void }) {
  if (users.length === 0) return null;
  return (
    <div className="table-wrap admin-table-wrap">
      <table className="admin-table">
        <thead>
          <tr>
            <th scope="col">User</th>
            <th scope="col">Plan</th>
            <th scope="col">Status</th>
            <th scope="col">Role</th>
            <th scope="col">Joined</th>
            <th scope="col">Plans made</th>
            <th scope="col">
              <span className="visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {users.map((user) => (
            <tr key={user.id}>
              <td data-label="User">
                <div>
                  <strong>{user.name}</strong>
                  <span className="admin-email">{user.email}</span>
                </div>
              </td>
              <td data-label="Plan">{planLabel(user.subscription_type)}</td>
              <td data-label="Status">{statusLabel(user.subscription_status)}</td>
              <td data-label="Role">{user.role === 'admin' ? <span className="badge badge-ink">Admin</span> : 'User'}</td>
              <td data-label="Joined">{formatDay(user.created_at)}</td>
              <td data-label="Plans made">{user.total_workouts_created}</td>
              <td className="admin-actions-cell">
                <div className="admin-actions">
                  <button type="button" className="btn btn-secondary btn-sm" onClick={() => onAction('view', user)} aria-label={`View ${user.email}`}>
                    View
                  </button>
                  <button type="button" className="btn btn-secondary btn-sm" onClick={() => onAction('edit', user)} aria-label={`Edit ${user.email}`}>
                    Edit
                  </button>
                  <button type="button" className="btn btn-secondary btn-sm" onClick={() => onAction('subscription', user)} aria-label={`Update subscription of ${user.email}`}>
                    Subscription
                  </button>
                  {user.role !== 'admin' && (
                    <button type="button" className="btn btn-danger btn-sm" onClick={() => onAction('delete', user)} aria-label={`Delete ${user.email}`}>
                      Delete
                    </button>
                  )}
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
