import { SignJWT } from 'jose';
import type { Role } from '@laneforge/contracts';
import type { SigningKeys } from './keys';

export interface TokenSettings {
  issuer: string;
  audience: string;
}

export async function signAccessToken(
  keys: SigningKeys,
  settings: TokenSettings,
  claims: { userId: string; role: Role; sid: string; expiresAt: Date },
): Promise<string> {
  return new SignJWT({ role: claims.role, sid: claims.sid })
    .setProtectedHeader({ alg: 'EdDSA', kid: keys.kid, typ: 'JWT' })
    .setSubject(claims.userId)
    .setIssuer(settings.issuer)
    .setAudience(settings.audience)
    .setIssuedAt()
    .setExpirationTime(Math.floor(claims.expiresAt.getTime() / 1000))
    .sign(keys.privateKey);
}
