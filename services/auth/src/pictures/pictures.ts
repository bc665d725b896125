import { createHash } from 'node:crypto';
import { messages } from '@laneforge/contracts';
import { badRequest } from '@laneforge/platform';

export const PICTURE_SIZE = 256;

/** The image kinds accepted, told apart by their first bytes, never by the client's label. */
export function sniffImage(bytes: Buffer): 'png' | 'jpeg' | 'webp' | 'gif' | undefined {
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.length >= 12 && bytes.toString('ascii', 0, 4) === 'RIFF' && bytes.toString('ascii', 8, 12) === 'WEBP') return 'webp';
  if (bytes.length >= 6 && /^GIF8[79]a$/.test(bytes.toString('ascii', 0, 6))) return 'gif';
  return undefined;
}

/**
 * Re-encodes an uploaded picture to a square 256 px WebP. Decoding the whole image proves it is
 * one; re-encoding drops every piece of metadata (EXIF, GPS, ICC comments).
 */
export async function normalisePicture(bytes: Buffer): Promise<{ webp: Buffer; hash: string }> {
  if (!sniffImage(bytes)) throw badRequest(messages.selectImage);
  // sharp (libvips) is loaded on the first upload, not at start: it is most of an idle process's memory.
  const { default: sharp } = await import('sharp');
  let webp: Buffer;
  try {
    webp = await sharp(bytes, { limitInputPixels: 40_000_000, animated: false })
      .rotate()
      .resize(PICTURE_SIZE, PICTURE_SIZE, { fit: 'cover', position: 'attention' })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    throw badRequest(messages.selectImage);
  }
  return { webp, hash: createHash('sha256').update(webp).digest('hex').slice(0, 16) };
}

export const picturePath = (userId: string, hash: string) => `/user/pictures/${userId}/${hash}.webp`;
