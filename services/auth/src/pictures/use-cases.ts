import { messages, type UploadPictureResult } from '@laneforge/contracts';
import { AppError, badRequest, notFound } from '@laneforge/platform';
import type { MultipartFile } from '@fastify/multipart';
import type { AuthContext } from '../context';
import { updateUser } from '../users/store';
import { toUser } from '../users/users';
import { normalisePicture, picturePath } from './pictures';
import { findPictureBytes, savePictureBytes } from './store';

/** Reads the uploaded file; a body that is not well-formed multipart is the client's to fix. */
async function bytesOf(file: MultipartFile | undefined): Promise<Buffer> {
  if (!file || file.fieldname !== 'picture') throw badRequest(messages.selectImage);
  try {
    return await file.toBuffer();
  } catch (err) {
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError(413, messages.imageTooLarge);
    throw badRequest(MALFORMED);
  }
}

export const MALFORMED = 'Send the picture as multipart/form-data in the field "picture"';

/**
 * Stores a new profile picture: checked from its bytes, re-encoded to a 256 px WebP without
 * metadata, served from a path that changes with the picture. The picture is not part of what
 * other services keep of a user, so no event is published.
 */
export async function uploadPicture(ctx: AuthContext, userId: string, file: () => Promise<MultipartFile | undefined>): Promise<UploadPictureResult> {
  let upload: MultipartFile | undefined;
  try {
    upload = await file();
  } catch {
    throw badRequest(MALFORMED);
  }
  const { webp, hash } = await normalisePicture(await bytesOf(upload));
  await savePictureBytes(ctx.db, userId, hash, webp);
  const user = await updateUser(ctx.db, userId, { picture: picturePath(userId, hash) });
  return { success: true as const, picture: user.picture!, user: toUser(user) };
}

export async function readPicture(ctx: AuthContext, userId: string, file: string): Promise<Buffer> {
  const data = await findPictureBytes(ctx.db, userId, file.slice(0, 16));
  if (!data) throw notFound('Picture not found');
  return data;
}
