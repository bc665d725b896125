import type { DataKit } from '@laneforge/platform';
import type { AuthConfig } from './config';
import type { AuthSchema } from './db/schema';
import type { Mailer } from './mail/mailer';
import type { SigningKeys } from './tokens/keys';

/** What the auth service's features share: the kit, the signing keys and the mailer. */
export interface AuthContext extends DataKit<AuthConfig, AuthSchema> {
  keys: SigningKeys;
  mailer: Mailer;
}
