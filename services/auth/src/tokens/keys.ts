import { randomUUID } from 'node:crypto';
import { asc, sql } from 'drizzle-orm';
import { createLocalJWKSet, exportJWK, generateKeyPair, importJWK, type JWK, type JWTVerifyGetKey, type CryptoKey } from 'jose';
import type { Database } from '@laneforge/platform';
import { signingKeys, type AuthSchema } from '../db/schema';

export interface SigningKeys {
  kid: string;
  privateKey: CryptoKey;
  jwks: { keys: JWK[] };
  verifyKeys: JWTVerifyGetKey;
}

const KEY_BOOTSTRAP_LOCK = 0x4c464b59;

/**
 * The Ed25519 key pair tokens are signed with, kept in the auth database so tokens survive a
 * restart and every replica signs with the same key. Created once, under a lock.
 */
export async function loadSigningKeys(db: Database<AuthSchema>): Promise<SigningKeys> {
  const rows = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${KEY_BOOTSTRAP_LOCK})`);
    const existing = await tx.select().from(signingKeys).orderBy(asc(signingKeys.createdAt));
    if (existing.length > 0) return existing;
    const { privateKey, publicKey } = await generateKeyPair('EdDSA', { crv: 'Ed25519', extractable: true });
    const kid = randomUUID();
    const row = { kid, privateJwk: await exportJWK(privateKey), publicJwk: { ...(await exportJWK(publicKey)), kid, alg: 'EdDSA', use: 'sig' } };
    await tx.insert(signingKeys).values(row);
    return [{ ...row, createdAt: new Date() }];
  });
  const current = rows[rows.length - 1]!;
  const jwks = { keys: rows.map((r) => r.publicJwk as JWK) };
  return {
    kid: current.kid,
    privateKey: (await importJWK(current.privateJwk as JWK, 'EdDSA')) as CryptoKey,
    jwks,
    verifyKeys: createLocalJWKSet(jwks),
  };
}
