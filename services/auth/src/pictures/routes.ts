import multipart from '@fastify/multipart';
import { ErrorBody, PICTURE_MAX_BYTES, UploadPictureResult } from '@laneforge/contracts';
import { badRequest, defineFeature, principalOf } from '@laneforge/platform';
import { z } from 'zod';
import type { AuthContext } from '../context';
import { MALFORMED, readPicture, uploadPicture } from './use-cases';

export const pictures = defineFeature<AuthContext>({
  name: 'pictures',
  async routes(app, ctx) {
    await app.register(multipart, { limits: { fileSize: PICTURE_MAX_BYTES, files: 1, fields: 5, parts: 6 } });

    app.post(
      '/user/upload-picture',
      {
        preHandler: app.requireUser,
        schema: {
          tags: ['user'],
          security: [{ bearer: [] }],
          consumes: ['multipart/form-data'],
          description: 'multipart/form-data with one file field `picture` (PNG, JPEG, WebP or GIF, at most 5 MB)',
          response: { 200: UploadPictureResult, 400: ErrorBody, 401: ErrorBody, 413: ErrorBody },
        },
      },
      async (request) => {
        if (!request.isMultipart()) throw badRequest(MALFORMED);
        return uploadPicture(ctx, principalOf(request).userId, () => request.file());
      },
    );

    app.get(
      '/user/pictures/:userId/:file',
      { schema: { tags: ['user'], params: z.object({ userId: z.uuid(), file: z.string().regex(/^[0-9a-f]{16}\.webp$/, 'Unknown picture') }) } },
      async (request, reply) => {
        const data = await readPicture(ctx, request.params.userId, request.params.file);
        return reply.type('image/webp').header('cache-control', 'public, max-age=31536000, immutable').send(data);
      },
    );
  },
});
