import { isolatedEnv, type Isolation } from '@laneforge/platform/testing';
import { authService, type AuthService } from '../src/service';

export interface TestAuth {
  service: AuthService;
  iso: Isolation;
  close(): Promise<void>;
}

export const ADMIN = { email: 'coach.admin@example.com', password: 'admin-password-123' };

export async function startTestAuth(extra: Record<string, string> = {}): Promise<TestAuth> {
  const iso = await isolatedEnv('auth', { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, ...extra });
  const service = await authService.build(iso.env);
  return {
    service,
    iso,
    async close() {
      await service.close();
      await iso.cleanup();
    },
  };
}

let counter = 0;
export const uniqueEmail = (label = 'swimmer') => `${label}.${Date.now()}.${counter++}@example.com`;
