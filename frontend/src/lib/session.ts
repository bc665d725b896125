import { createAction } from '@reduxjs/toolkit';

/** The server refused our token (401/403) or the user signed out: everyone forgets the session. */
export const sessionCleared = createAction('session/cleared');
