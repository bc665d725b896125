import type {
  AuthResult,
  ChangePasswordRequest,
  LoginRequest,
  ProfileUpdateRequest,
  RegisterRequest,
  ResetPasswordRequest,
  SuccessMessage,
  UploadPictureResult,
  User,
} from '@laneforge/contracts/user';
import { api } from '../../lib/api';
import { timings } from '../../lib/config';

export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    me: build.query<User, void>({
      query: () => ({ url: '/auth/me', timeout: timings.authCheckTimeout }),
      keepUnusedDataFor: 0,
    }),
    refreshUser: build.query<User, void>({ query: () => '/user/refresh', keepUnusedDataFor: 0 }),
    login: build.mutation<AuthResult, LoginRequest>({ query: (body) => ({ url: '/auth/login', method: 'POST', body }) }),
    register: build.mutation<AuthResult, RegisterRequest>({
      query: (body) => ({ url: '/auth/register', method: 'POST', body }),
    }),
    logout: build.mutation<SuccessMessage, void>({ query: () => ({ url: '/auth/logout', method: 'POST' }) }),
    updateProfile: build.mutation<User, ProfileUpdateRequest>({ query: (body) => ({ url: '/auth/profile', method: 'PUT', body }) }),
    requestResetCode: build.mutation<SuccessMessage, { email: string }>({
      query: (body) => ({ url: '/auth/reset-password/request', method: 'POST', body }),
    }),
    resetPassword: build.mutation<SuccessMessage, ResetPasswordRequest>({
      query: (body) => ({ url: '/auth/reset-password', method: 'POST', body }),
    }),
    changePassword: build.mutation<SuccessMessage, ChangePasswordRequest>({
      query: (body) => ({ url: '/auth/change-password', method: 'POST', body }),
    }),
    uploadPicture: build.mutation<UploadPictureResult, File>({
      query: (file) => {
        const body = new FormData();
        body.append('picture', file);
        return { url: '/user/upload-picture', method: 'POST', body };
      },
    }),
  }),
});

export const {
  useLoginMutation,
  useRegisterMutation,
  useUpdateProfileMutation,
  useRequestResetCodeMutation,
  useResetPasswordMutation,
  useChangePasswordMutation,
  useUploadPictureMutation,
} = authApi;
