import type { ChangePasswordRequest, ProfileUpdateRequest, SuccessMessage, UploadPictureResult, User } from '@laneforge/contracts/user';
import { api } from '../../lib/api';

export const profileApi = api.injectEndpoints({
  endpoints: (build) => ({
    updateProfile: build.mutation<User, ProfileUpdateRequest>({ query: (body) => ({ url: '/auth/profile', method: 'PUT', body }) }),
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

export const { useUpdateProfileMutation, useChangePasswordMutation, useUploadPictureMutation } = profileApi;
