import { AdminUserList, User, type InternalUserCreate, type InternalUserUpdate } from '@laneforge/contracts';
import type { InternalClient } from '@laneforge/platform';
import type { z } from 'zod';
import type { AdminUserListQuery } from '@laneforge/contracts';

/** Auth's users, through its internal routes: auth owns them and keeps the rules that protect accounts. */
export interface AuthUsers {
  list(query: z.output<typeof AdminUserListQuery>, requestId: string): Promise<AdminUserList>;
  get(id: string, requestId: string): Promise<User>;
  create(input: InternalUserCreate, requestId: string): Promise<User>;
  update(id: string, input: InternalUserUpdate, requestId: string): Promise<User>;
  remove(id: string, requestId: string): Promise<User>;
}

const USERS_DOWN = 'Accounts cannot be reached right now. Please try again in a moment.';

export function authUsers(auth: InternalClient): AuthUsers {
  const at = (id: string) => `/internal/users/${encodeURIComponent(id)}`;
  return {
    list(query, requestId) {
      const search = new URLSearchParams({ page: String(query.page), page_size: String(query.page_size) });
      if (query.search) search.set('search', query.search);
      if (query.subscription_type) search.set('subscription_type', query.subscription_type);
      return auth.call('GET', `/internal/users?${search}`, AdminUserList, { requestId, unavailable: USERS_DOWN });
    },
    get: (id, requestId) => auth.call('GET', at(id), User, { requestId, unavailable: USERS_DOWN }),
    create: (input, requestId) => auth.call('POST', '/internal/users', User, { requestId, body: input, unavailable: USERS_DOWN }),
    update: (id, input, requestId) => auth.call('PUT', at(id), User, { requestId, body: input, unavailable: USERS_DOWN }),
    remove: (id, requestId) => auth.call('DELETE', at(id), User, { requestId, unavailable: USERS_DOWN }),
  };
}
