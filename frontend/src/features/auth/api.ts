import type { AuthResult, User } from '@laneforge/contracts/user';
import { api } from '../../lib/api';
import { timings } from '../../lib/config';

export interface Message {
  success: boolean;
  message: string;
}

export interface LoginBody {
  email: string;
  password: string;
  remember: boolean;
  timezone?: string;
}

export interface RegisterBody {
  name: string;
  email: string;
  password: string;
  timezone?: string;
}

export interface ProfileBody {
  name: string;
  email: string;
  timezone?: string;
}

export interface ResetBody {
  email: string;
  code: string;
  new_password: string;
  confirm_password: string;
}

export interface ChangePasswordBody {
  current_password: string;
  new_password: string;
  confirm_password: string;
}

export interface UploadPictureResult {
  success: boolean;
  picture: string;
  user: User;
}

export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    me: build.query<User, void>({
      query: () => ({ url: '/auth/me', timeout: timings.authCheckTimeout }),
      keepUnusedDataFor: 0,
    }),
    refreshUser: build.query<User, void>({ query: () => '/user/refresh', keepUnusedDataFor: 0 }),
    login: build.mutation<AuthResult, LoginBody>({ query: (body) => ({ url: '/auth/login', method: 'POST', body }) }),
    register: build.mutation<AuthResult, RegisterBody>({
      query: (body) => ({ url: '/auth/register', method: 'POST', body }),
    }),
    logout: build.mutation<Message, void>({ query: () => ({ url: '/auth/logout', method: 'POST' }) }),
    updateProfile: build.mutation<User, ProfileBody>({ query: (body) => ({ url: '/auth/profile', method: 'PUT', body }) }),
    requestResetCode: build.mutation<Message, { email: string }>({
      query: (body) => ({ url: '/auth/reset-password/request', method: 'POST', body }),
    }),
    resetPassword: build.mutation<Message, ResetBody>({
      query: (body) => ({ url: '/auth/reset-password', method: 'POST', body }),
    }),
    changePassword: build.mutation<Message, ChangePasswordBody>({
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
