import multipart from '@fastify/multipart';
import { ErrorBody, PICTURE_MAX_BYTES, UploadPictureResult, messages } from '@laneforge/contracts';
import { AppError, badRequest, notFound, principalOf, type ServiceApp } from '@laneforge/platform';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { AuthContext } from '../context';
import { pictures } from '../db/schema';
import { updateUser } from '../users/store';
import { toUser } from '../users/users';
import { normalisePicture, picturePath } from './pictures';

export async function pictureRoutes(app: ServiceApp, ctx: AuthContext) {
  const { db } = ctx.runtime;
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
      if (!request.isMultipart()) throw badRequest('Send the picture as multipart/form-data in the field "picture"');
      const file = await request.file();
      if (!file || file.fieldname !== 'picture') throw badRequest(messages.selectImage);
      let bytes: Buffer;
      try {
        bytes = await file.toBuffer();
      } catch (err) {
        if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError(413, messages.imageTooLarge);
        throw err;
      }
      const { webp, hash } = await normalisePicture(bytes);
      const { userId } = principalOf(request);
      await db
        .insert(pictures)
        .values({ userId, hash, data: webp })
        .onConflictDoUpdate({ target: pictures.userId, set: { hash, data: webp, updatedAt: new Date() } });
      // The picture is not part of what other services keep of a user, so no event is published.
      const user = await updateUser(db, userId, { picture: picturePath(userId, hash) });
      return { success: true as const, picture: user.picture!, user: toUser(user) };
    },
  );

  app.get(
    '/user/pictures/:userId/:file',
    { schema: { tags: ['user'], params: z.object({ userId: z.uuid(), file: z.string().regex(/^[0-9a-f]{16}\.webp$/, 'Unknown picture') }) } },
    async (request, reply) => {
      const hash = request.params.file.slice(0, 16);
      const [row] = await db
        .select({ data: pictures.data })
        .from(pictures)
        .where(and(eq(pictures.userId, request.params.userId), eq(pictures.hash, hash)))
        .limit(1);
      if (!row) throw notFound('Picture not found');
      return reply.type('image/webp').header('cache-control', 'public, max-age=31536000, immutable').send(row.data);
    },
  );
}
