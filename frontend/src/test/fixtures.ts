import type { User } from '@laneforge/contracts/user';

export function aUser(overrides: Partial<User> = {}): User {
  return {
    id: '6f1c2a8e-3b7d-4c9e-9a1f-2d5e8b7c4a10',
    name: 'Dana Torres',
    email: 'dana@riverside.swim',
    role: 'user',
    subscription_type: 'free',
    subscription_status: 'active',
    current_period_end: null,
    picture: null,
    timezone: 'America/New_York',
    created_at: '2025-01-05T10:00:00.000Z',
    usage_count: 3,
    total_workouts_created: 3,
    workouts_created_today: 1,
    ...overrides,
  };
}
