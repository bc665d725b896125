import { fileURLToPath } from 'node:url';
import { defineService } from '@laneforge/platform';
import { audit } from './audit/routes';
import { authUsers } from './clients/auth';
import { billingAdmin } from './clients/billing';
import { trainingPlans } from './clients/training';
import { adminConfigSchema } from './config';
import type { AdminContext } from './context';
import { schema } from './db/schema';
import { messages } from './messages/routes';
import { prices } from './prices/routes';
import { users } from './users/routes';

/**
 * The administrator's API. It owns messages and the audit log; users, plans and subscriptions stay
 * with auth, training and billing, reached on their internal routes with this service's credential.
 */
export const adminService = defineService({
  name: 'admin',
  description: 'Administration: users, their plans and subscriptions, in-app messages, price review, audit log',
  config: adminConfigSchema,
  database: { schema, migrationsFolder: fileURLToPath(new URL('../drizzle', import.meta.url)) },
  bodyLimit: 64 * 1024,
  users: 'remote',
  context: (kit): AdminContext => {
    const timeout = kit.config.SERVICE_CALL_TIMEOUT_MS;
    return {
      ...kit,
      auth: authUsers(kit.internal('auth', kit.config.AUTH_URL, timeout)),
      training: trainingPlans(kit.internal('training', kit.config.TRAINING_URL, timeout)),
      billing: billingAdmin(kit.internal('billing', kit.config.BILLING_URL, timeout)),
    };
  },
  features: [users, messages, prices, audit],
});

export type AdminService = Awaited<ReturnType<typeof adminService.build>>;
