/**
 * The plan the generator last showed, per user, so the dashboard opens it again after a reload.
 * Only the id is kept: the plan itself is read from the server, so a plan deleted or refined
 * elsewhere is shown as it is now.
 */
const key = (userId: string) => `laneforge_last_plan:${userId}`;

export function lastPlanId(userId: string): string | null {
  try {
    return localStorage.getItem(key(userId));
  } catch {
    return null;
  }
}

export function rememberLastPlan(userId: string, planId: string | null): void {
  try {
    if (planId) localStorage.setItem(key(userId), planId);
    else localStorage.removeItem(key(userId));
  } catch {
    // Storage refused (private mode, quota): the plan is still in Training History.
  }
}
