import { ErrorBody, ResetCodeRequest, ResetPasswordRequest, SuccessMessage, messages } from '@laneforge/contracts';
import { defineFeature } from '@laneforge/platform';
import type { AuthContext } from '../context';
import { requestResetCode, resetPassword } from './reset';

export const reset = defineFeature<AuthContext>({
  name: 'reset',
  routes(app, ctx) {
    app.post(
      '/auth/reset-password/request',
      { schema: { tags: ['auth'], body: ResetCodeRequest, response: { 200: SuccessMessage, 400: ErrorBody, 429: ErrorBody } } },
      async (request) => {
        await requestResetCode(ctx, request.body.email);
        return { success: true as const, message: messages.resetCodeSent };
      },
    );

    app.post(
      '/auth/reset-password',
      { schema: { tags: ['auth'], body: ResetPasswordRequest, response: { 200: SuccessMessage, 400: ErrorBody, 429: ErrorBody } } },
      async (request) => {
        await resetPassword(ctx, request.body);
        return { success: true as const, message: 'Password reset successfully! You can now login with your new password.' };
      },
    );
  },
});
