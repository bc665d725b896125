import type { z } from 'zod';
import { gatewayConfigSchema } from '../../gateway/src/config';
import { baseConfigSchema } from '../../packages/platform/src/config';
import { authConfigSchema } from '../../services/auth/src/config';

/** Every process's config schema: `.env.example` lists the union of their keys. */
export const configSchemas: Record<string, z.ZodObject> = {
  common: baseConfigSchema,
  gateway: gatewayConfigSchema,
  auth: authConfigSchema,
};
