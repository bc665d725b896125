import { AuditEntry, AuditListQuery, ErrorBody, NEXT_PAGE_HEADER } from '@laneforge/contracts';
import { defineFeature } from '@laneforge/platform';
import { z } from 'zod';
import type { AdminContext } from '../context';
import { listAudit } from './store';

/** The administrators' own record: every write, newest first. */
export const audit = defineFeature<AdminContext>({
  name: 'audit',
  routes(app, ctx) {
    app.get(
      '/admin/audit',
      { preHandler: app.requireAdmin, schema: { tags: ['admin'], security: [{ bearer: [] }], querystring: AuditListQuery, response: { 200: z.array(AuditEntry), 400: ErrorBody, 401: ErrorBody, 403: ErrorBody } } },
      async (request, reply) => {
        const page = await listAudit(ctx.db, request.query);
        if (page.next) reply.header(NEXT_PAGE_HEADER, page.next);
        return page.items;
      },
    );
  },
});
