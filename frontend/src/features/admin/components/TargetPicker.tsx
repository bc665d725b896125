import { useState } from 'react';
import { CloseIcon } from '../../../components/icons';
import { useAdminUsersQuery } from '../api';
import { AUDIENCES } from '../plans';

export interface PickedUser {
  id: string;
  email: string;
}

/** Who a message is for: tiers (read when each user opens their inbox) and single users found by name or email. */
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
  const toggle = (value: string) => onAudiences(audiences.includes(value) ? audiences.filter((a) => a !== value) : [...audiences, value]);

  return (
    <fieldset className="admin-targets">
      <legend className="label">Send to</legend>
      <div className="admin-audiences">
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
              <button type="button" className="btn btn-secondary btn-sm" onClick={() => onUsers([...users, { id: user.id, email: user.email }])} aria-label={`Add ${user.email}`}>
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
    </fieldset>
  );
}
