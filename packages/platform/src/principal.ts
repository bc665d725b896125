import type { Role } from '@laneforge/contracts';

/** Who a verified access token says is asking: the user, their role, and the session the token belongs to. */
export interface Principal {
  userId: string;
  role: Role;
  sid: string;
}
