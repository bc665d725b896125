import { createAction } from '@reduxjs/toolkit';

/**
 * The server refused our token (401/403) or the user signed out: everyone forgets the session. A
 * sign-out the user asked for names the page it was asked on (its location key), and that page, if
 * still on screen, leaves for the landing page, not /login (the location change and the cleared session may render in either order).
 */
export const sessionCleared = createAction('session/cleared', (how: { signedOutAt?: string } = {}) => ({ payload: { signedOutAt: how.signedOutAt ?? null } }));
