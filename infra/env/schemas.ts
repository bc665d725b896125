import { z } from 'zod';
import { DEFAULT_NODE_FLAGS } from '../scripts/lib/node-flags.mjs';
import { buildDefaults } from '../../frontend/config.defaults';
import { gatewayConfigSchema } from '../../gateway/src/config';
import { baseConfigSchema } from '../../packages/platform/src/config';
import { adminConfigSchema } from '../../services/admin/src/config';
import { authConfigSchema } from '../../services/auth/src/config';
import { billingConfigSchema } from '../../services/billing/src/config';
import { exportConfigSchema } from '../../services/export/src/config';
import { trainingConfigSchema } from '../../services/training/src/config';

/** Every process's config schema: `.env.example` lists the union of their keys. */
const launcherSchema = z.object({
  SERVICE_PORT_BASE: z.coerce.number().int().default(8081).describe('npm start: first service port (auth; then training, billing, export, admin)'),
  LANEFORGE_NODE_FLAGS: z.string().default(DEFAULT_NODE_FLAGS).describe('npm start: V8 flags for every service process'),
  MALLOC_ARENA_MAX: z.coerce.number().int().default(2).describe('npm start: glibc malloc arenas per service process'),
  MALLOC_MMAP_THRESHOLD_: z.coerce
    .number()
    .int()
    .default(4 * 1024 * 1024)
    .describe('npm start: bytes from which glibc maps a block of its own and gives it back when freed (fixed, so large blocks never stay on the heap)'),
  EMBEDDED_POSTGRES_PORT: z.coerce
    .number()
    .int()
    .optional()
    .describe('npm start without DATABASE_URL: port of the embedded PostgreSQL it runs (data in DATA_DIR/postgres); unset = SERVICE_PORT_BASE + 5'),
});

/** Read by Vite when the SPA is built (`npm start` builds it), from the same .env. */
const frontendSchema = z.object({
  FRAMEWORK_URL: z.string().default(buildDefaults.FRAMEWORK_URL).describe('Link to the EST Framework site (opens in a new tab)'),
  PROMO_VIDEO_URL: z.string().default(buildDefaults.PROMO_VIDEO_URL).describe('Hero video (autoplay, muted, looping); unset = drawn illustration'),
  SUPPORT_WIDGET_URL: z.string().default(buildDefaults.SUPPORT_WIDGET_URL).describe('Support chat script, loaded only when set (one retry after 2 s); its origin is allowed by the CSP'),
  SUPPORT_EMAIL: z.string().default(buildDefaults.SUPPORT_EMAIL).describe('Address of Contact Support'),
});

export const configSchemas: Record<string, z.ZodObject> = {
  launcher: launcherSchema,
  common: baseConfigSchema,
  gateway: gatewayConfigSchema,
  frontend: frontendSchema,
  auth: authConfigSchema,
  export: exportConfigSchema,
  training: trainingConfigSchema,
  billing: billingConfigSchema,
  admin: adminConfigSchema,
};
