import { api } from '../../lib/api';

/** Spec §3, admin user list result: only the counts are read until the admin area is built. */
export interface AdminUserCounts {
  total_count: number;
  admin_count: number;
  free_users: number;
  lite_users: number;
  pro_users: number;
  elite_users: number;
}

export const adminApi = api.injectEndpoints({
  endpoints: (build) => ({
    adminUsers: build.query<AdminUserCounts, void>({ query: () => '/admin/users' }),
  }),
});
