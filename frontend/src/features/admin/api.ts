import type {
  AdminCreateUserRequest,
  AdminMessage,
  AdminUserList,
  AdminUserUpdate,
  AdminWorkout,
  AuditEntry,
  CreateAdminMessageRequest,
} from '@laneforge/contracts/admin';
import type { PriceReview } from '@laneforge/contracts/billing';
import { NEXT_PAGE_HEADER } from '@laneforge/contracts/http';
import type { SuccessMessage, User } from '@laneforge/contracts/user';
import { api } from '../../lib/api';

export interface UserListArgs {
  search: string;
  tier: string;
  page: number;
}

interface Page<T> {
  items: T[];
  next: string | null;
}

const nextPage = (meta: unknown) => (meta as { response?: Response } | undefined)?.response?.headers.get(NEXT_PAGE_HEADER) ?? null;
const paged = <T,>(items: T[], meta: unknown): Page<T> => ({ items, next: nextPage(meta) });
const cursor = (pageParam: string | null) => (pageParam ? `&before=${encodeURIComponent(pageParam)}` : '');

export const WORKOUTS_PAGE_SIZE = 20;
export const AUDIT_PAGE_SIZE = 50;

/** Every write changes the log; user writes change the list and its counts. */
const adminApiWithTags = api.enhanceEndpoints({ addTagTypes: ['AdminUsers', 'AdminMessages', 'AdminPrices', 'AdminAudit'] });

export const adminApi = adminApiWithTags.injectEndpoints({
  endpoints: (build) => ({
    adminUsers: build.query<AdminUserList, UserListArgs>({
      query: ({ search, tier, page }) => {
        const params = new URLSearchParams({ page: String(page) });
        if (search.trim()) params.set('search', search.trim());
        if (tier) params.set('subscription_type', tier);
        return `/admin/users?${params}`;
      },
      providesTags: ['AdminUsers'],
    }),
    adminUserWorkouts: build.infiniteQuery<Page<AdminWorkout>, string, string | null>({
      infiniteQueryOptions: { initialPageParam: null, getNextPageParam: (last) => last.next ?? undefined },
      query: ({ queryArg, pageParam }) => `/admin/users/${encodeURIComponent(queryArg)}/workouts?limit=${WORKOUTS_PAGE_SIZE}${cursor(pageParam)}`,
      transformResponse: paged<AdminWorkout>,
      keepUnusedDataFor: 0,
    }),
    updateAdminUser: build.mutation<User, { id: string; changes: AdminUserUpdate }>({
      query: ({ id, changes }) => ({ url: `/admin/users/${encodeURIComponent(id)}`, method: 'PUT', body: changes }),
      invalidatesTags: ['AdminUsers', 'AdminAudit'],
    }),
    createAdminUser: build.mutation<User, AdminCreateUserRequest>({
      query: (body) => ({ url: '/admin/users/create', method: 'POST', body }),
      invalidatesTags: ['AdminUsers', 'AdminAudit'],
    }),
    deleteAdminUser: build.mutation<SuccessMessage, string>({
      query: (id) => ({ url: `/admin/users/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: ['AdminUsers', 'AdminAudit'],
    }),
    adminMessages: build.query<AdminMessage[], void>({ query: () => '/admin/messages', providesTags: ['AdminMessages'] }),
    createAdminMessage: build.mutation<AdminMessage, CreateAdminMessageRequest>({
      query: (body) => ({ url: '/admin/messages', method: 'POST', body }),
      invalidatesTags: ['AdminMessages', 'AdminAudit'],
    }),
    deactivateAdminMessage: build.mutation<AdminMessage, string>({
      query: (id) => ({ url: `/admin/messages/${encodeURIComponent(id)}/deactivate`, method: 'POST' }),
      invalidatesTags: ['AdminMessages', 'AdminAudit'],
    }),
    stripeProducts: build.query<PriceReview, void>({ query: () => '/admin/stripe/products', providesTags: ['AdminPrices'] }),
    deactivatePrice: build.mutation<{ success: true; message: string }, string>({
      query: (price_id) => ({ url: '/admin/stripe/deactivate-price', method: 'POST', body: { price_id } }),
      invalidatesTags: ['AdminPrices', 'AdminAudit'],
    }),
    adminAudit: build.infiniteQuery<Page<AuditEntry>, void, string | null>({
      infiniteQueryOptions: { initialPageParam: null, getNextPageParam: (last) => last.next ?? undefined },
      query: ({ pageParam }) => `/admin/audit?limit=${AUDIT_PAGE_SIZE}${cursor(pageParam)}`,
      transformResponse: paged<AuditEntry>,
      providesTags: ['AdminAudit'],
    }),
  }),
});

export const {
  useAdminUsersQuery,
  useAdminUserWorkoutsInfiniteQuery,
  useUpdateAdminUserMutation,
  useCreateAdminUserMutation,
  useDeleteAdminUserMutation,
  useAdminMessagesQuery,
  useCreateAdminMessageMutation,
  useDeactivateAdminMessageMutation,
  useStripeProductsQuery,
  useDeactivatePriceMutation,
  useAdminAuditInfiniteQuery,
} = adminApi;
