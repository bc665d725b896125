import type { Runtime } from '@laneforge/platform';
import type { AuthConfig } from './config';
import type { AuthSchema } from './db/schema';
import type { Mailer } from './mail/mailer';
import type { SigningKeys } from './tokens/keys';

/** What the auth service's features share. */
export interface AuthContext {
  runtime: Runtime<AuthSchema>;
  config: AuthConfig;
  keys: SigningKeys;
  mailer: Mailer;
}
