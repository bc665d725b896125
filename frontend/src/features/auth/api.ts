import type { AuthResult, LoginRequest, RegisterRequest, ResetPasswordRequest, SuccessMessage } from '@laneforge/contracts/user';
import { api } from '../../lib/api';

export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<AuthResult, LoginRequest>({ query: (body) => ({ url: '/auth/login', method: 'POST', body }) }),
    register: build.mutation<AuthResult, RegisterRequest>({
      query: (body) => ({ url: '/auth/register', method: 'POST', body }),
    }),
    requestResetCode: build.mutation<SuccessMessage, { email: string }>({
      query: (body) => ({ url: '/auth/reset-password/request', method: 'POST', body }),
    }),
    resetPassword: build.mutation<SuccessMessage, ResetPasswordRequest>({
      query: (body) => ({ url: '/auth/reset-password', method: 'POST', body }),
    }),
  }),
});

export const { useLoginMutation, useRegisterMutation, useRequestResetCodeMutation, useResetPasswordMutation } = authApi;
