import type { PayloadAction } from '@reduxjs/toolkit';
import { createSlice } from '@reduxjs/toolkit';
import type { User } from '@laneforge/contracts/user';
import { sessionCleared } from '../session';
import { getToken } from '../tokenStorage';
import { workoutsApi } from '../workoutsApi';

export type AuthStatus = 'checking' | 'authenticated' | 'anonymous';

export interface AuthState {
  status: AuthStatus;
  user: User | null;
  /** The location key of the last failed re-check, so a route is re-checked once, not in a loop. */
  checkedAt: string | null;
  /** The location key of the page the user signed out from: that page goes to the landing page, not /login. */
  signedOutAt?: string | null;
}

export const initialAuthState = (): AuthState => ({
  status: getToken() ? 'checking' : 'anonymous',
  user: null,
  checkedAt: null,
});

const authSlice = createSlice({
  name: 'auth',
  initialState: initialAuthState,
  reducers: {
    checkStarted(state) {
      state.status = 'checking';
    },
    /** A network error or timeout: the token stays, and the next route change checks again. */
    checkFailed(state, action: PayloadAction<string | null>) {
      state.status = 'anonymous';
      state.checkedAt = action.payload;
    },
    signedIn(state, action: PayloadAction<User>) {
      state.status = 'authenticated';
      state.user = action.payload;
      state.checkedAt = null;
      state.signedOutAt = null;
    },
    userUpdated(state, action: PayloadAction<User>) {
      state.user = action.payload;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(sessionCleared, (state, action) => {
      state.status = 'anonymous';
      state.user = null;
      state.checkedAt = null;
      state.signedOutAt = action.payload.signedOutAt;
    });
    // The counters are kept by auth from training's events, which can land after this answer: count
    // the new plan here rather than refresh too early and read the old numbers.
    builder.addMatcher(workoutsApi.endpoints.generate.matchFulfilled, (state) => {
      if (!state.user) return;
      state.user.total_workouts_created += 1;
      state.user.usage_count += 1;
      state.user.workouts_created_today += 1;
    });
  },
});

export const { checkStarted, checkFailed, signedIn, userUpdated } = authSlice.actions;
export const authReducer = authSlice.reducer;
