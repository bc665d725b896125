import { useState } from 'react';
import { CloseIcon } from '../../../components/icons';
import { useAdminUsersQuery } from '../api';
import { AUDIENCES } from '../plans';

export interface PickedUser {
  id: string;
  email: string;
}

const tierLabel = (value: string) => AUDIENCES.find((a) => a.value === value)?.label ?? value;

/**
 * Exactly who a message goes to, in words: "every user", or the tiers' users and the users named.
 * Tiers are read when each user opens the inbox, so "Pro users" means monthly and annual alike.
 */
export function recipientsText(audiences: string[], users: PickedUser[]): string {
  if (audiences.includes('all')) return 'every user';
  const tiers = audiences.map(tierLabel);
  const parts = [
    ...(tiers.length ? [`${tiers.length > 1 ? `${tiers.slice(0, -1).join(', ')} and ${tiers.at(-1)}` : tiers[0]} users`] : []),
    ...users.map((u) => u.email),
  ];
  return parts.length > 1 ? `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}` : (parts[0] ?? 'nobody yet');
}

/**
 * Who a message is for: all users, or tiers (read when each user opens their inbox) and single users
 * found by name or email. "All users" stands alone (DECISIONS.md): ticking a tier or adding a user
 * unticks it, and ticking it clears the tiers and users, so what is ticked is exactly who gets it.
 */
export function TargetPicker({
  audiences,
  users,
  onAudiences,
  onUsers,
}: {
  audiences: string[];
  users: PickedUser[];
  onAudiences: (audiences: string[]) => void;
  onUsers: (users: PickedUser[]) => void;
}) {
  const [search, setSearch] = useState('');
  const looking = search.trim().length >= 2;
  const { data } = useAdminUsersQuery({ search, tier: '', page: 1 }, { skip: !looking });
  const found = looking ? (data?.users ?? []).filter((u) => !users.some((p) => p.id === u.id)).slice(0, 5) : [];
  const toggle = (value: string) => {
    if (audiences.includes(value)) return onAudiences(audiences.filter((a) => a !== value));
    if (value === 'all') {
      onUsers([]);
      return onAudiences(['all']);
    }
    onAudiences([...audiences.filter((a) => a !== 'all'), value]);
  };
  const addUser = (user: PickedUser) => {
    onUsers([...users, user]);
    if (audiences.includes('all')) onAudiences([]);
  };

  return (
    <fieldset className="admin-targets">
      <legend className="label">Send to</legend>
      <p className="hint" id="targets-hint">
        All users stands alone: choosing a tier or a user unticks it.
      </p>
      <div className="admin-audiences" aria-describedby="targets-hint">
        {AUDIENCES.map((audience) => (
          <label key={audience.value} className="check">
            <input type="checkbox" checked={audiences.includes(audience.value)} onChange={() => toggle(audience.value)} />
            {audience.label}
          </label>
        ))}
      </div>
      <div className="field">
        <label className="label" htmlFor="target-search">
          Or find users by name or email
        </label>
        <input id="target-search" className="input" type="search" value={search} onChange={(e) => setSearch(e.target.value)} autoComplete="off" />
      </div>
      {found.length > 0 && (
        <ul className="admin-found" aria-label="Matching users">
          {found.map((user) => (
            <li key={user.id}>
              <span>
                {user.name} <span className="muted">{user.email}</span>
              </span>
              <button type="button" className="btn btn-secondary btn-sm" onClick={() => addUser({ id: user.id, email: user.email })} aria-label={`Add ${user.email}`}>
                Add
              </button>
            </li>
          ))}
        </ul>
      )}
      {users.length > 0 && (
        <ul className="admin-chips" aria-label="Chosen users">
          {users.map((user) => (
            <li key={user.id} className="admin-chip">
              {user.email}
              <button type="button" aria-label={`Remove ${user.email}`} onClick={() => onUsers(users.filter((u) => u.id !== user.id))}>
                <CloseIcon size={14} />
              </button>
            </li>
          ))}
        </ul>
      )}
      <p className="admin-recipients" aria-live="polite">
        Goes to: <strong>{recipientsText(audiences, users)}</strong>
      </p>
    </fieldset>
  );
}
