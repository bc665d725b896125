import { principalOf, type DataKit } from '@laneforge/platform';
import type { AuthUsers } from './clients/auth';
import type { BillingAdmin } from './clients/billing';
import type { TrainingPlans } from './clients/training';
import type { AdminConfig } from './config';
import type { AdminSchema } from './db/schema';

/** What the admin service's features share: the kit and the internal clients of the services that own the data. */
export interface AdminContext extends DataKit<AdminConfig, AdminSchema> {
  auth: AuthUsers;
  training: TrainingPlans;
  billing: BillingAdmin;
}

/** Who is acting, for the audit log and the request id carried to the other services. */
export interface Actor {
  id: string;
  requestId: string;
}

/** The administrator behind a request that passed `requireAdmin`. */
export const actorOf = (request: Parameters<typeof principalOf>[0]): Actor => ({ id: principalOf(request).userId, requestId: request.id });
