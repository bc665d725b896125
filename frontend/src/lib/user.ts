import type { User } from '@laneforge/contracts/user';
import { API_BASE } from './config';

/** Spec §2: the name, or the part of the email before the @. */
export const displayName = (user: Pick<User, 'name' | 'email'>) => user.name.trim() || user.email.split('@')[0] || user.email;

/** "Welcome back" is for a coach who has been here before: one with plans, or an account older than a day. */
export function returning(user: Pick<User, 'total_workouts_created' | 'created_at'>, now = Date.now()): boolean {
  return user.total_workouts_created > 0 || now - Date.parse(user.created_at) > 86_400_000;
}

export function initials(user: Pick<User, 'name' | 'email'>): string {
  const words = displayName(user).split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? `${words[0]?.[0] ?? ''}${words[words.length - 1]?.[0] ?? ''}` : (words[0] ?? '?').slice(0, 2);
  return letters.toUpperCase();
}

/** Pictures are either absolute URLs or paths relative to the API base. */
export function pictureUrl(picture: string | null | undefined): string | null {
  if (!picture) return null;
  if (/^(https?:|data:|blob:)/.test(picture)) return picture;
  return `${API_BASE}${picture.startsWith('/') ? '' : '/'}${picture}`;
}
