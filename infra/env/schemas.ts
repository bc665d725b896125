import { z } from 'zod';
import { gatewayConfigSchema } from '../../gateway/src/config';
import { baseConfigSchema } from '../../packages/platform/src/config';
import { authConfigSchema } from '../../services/auth/src/config';
import { exportConfigSchema } from '../../services/export/src/config';
import { trainingConfigSchema } from '../../services/training/src/config';

/** Every process's config schema: `.env.example` lists the union of their keys. */
const launcherSchema = z.object({
  SERVICE_PORT_BASE: z.coerce.number().int().default(8081).describe('npm start: first service port (auth; then training, billing, export, admin)'),
  LANEFORGE_NODE_FLAGS: z.string().default('--max-semi-space-size=2').describe('npm start: V8 flags for every service process'),
});

export const configSchemas: Record<string, z.ZodObject> = {
  launcher: launcherSchema,
  common: baseConfigSchema,
  gateway: gatewayConfigSchema,
  auth: authConfigSchema,
  export: exportConfigSchema,
  training: trainingConfigSchema,
};
