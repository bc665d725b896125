import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@laneforge/contracts';
import { startTestAuth, uniqueEmail, type TestAuth } from './helpers';

let auth: TestAuth;
let token: string;
beforeAll(async () => {
  auth = await startTestAuth();
  const res = await auth.service.app.inject({ method: 'POST', url: '/auth/register', payload: { name: 'Pic', email: uniqueEmail('pic'), password: 'picture1' } });
  token = res.json().access_token;
});
afterAll(() => auth?.close());

function multipart(filename: string, contentType: string, bytes: Buffer, field = 'picture') {
  const boundary = '----laneforge-test-boundary';
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`);
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return { payload: Buffer.concat([head, bytes, tail]), headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, authorization: `Bearer ${token}` } };
}

const upload = (filename: string, type: string, bytes: Buffer) =>
  auth.service.app.inject({ method: 'POST', url: '/user/upload-picture', ...multipart(filename, type, bytes) });

describe('profile pictures', () => {
  it('refuses a .png that is really text', async () => {
    const res = await upload('avatar.png', 'image/png', Buffer.from('this is not an image, just text pretending'));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ detail: messages.selectImage });
  });

  it('refuses a file over 5 MB', async () => {
    const big = Buffer.alloc(6 * 1024 * 1024, 0);
    big.set([0xff, 0xd8, 0xff]);
    const res = await upload('huge.jpg', 'image/jpeg', big);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ detail: messages.imageTooLarge });
  });

  it('stores a real JPEG as a 256 px WebP without its EXIF data and serves it', async () => {
    const jpeg = await sharp({ create: { width: 800, height: 600, channels: 3, background: { r: 20, g: 120, b: 200 } } })
      .jpeg()
      .withExif({ IFD0: { Copyright: 'Secret Location Camera', Artist: 'Someone' } })
      .toBuffer();
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();

    const res = await upload('me.jpg', 'image/jpeg', jpeg);
    expect(res.statusCode).toBe(200);
    const { picture, user } = res.json();
    expect(picture).toMatch(/^\/user\/pictures\/[0-9a-f-]{36}\/[0-9a-f]{16}\.webp$/);
    expect(user.picture).toBe(picture);

    const served = await auth.service.app.inject({ method: 'GET', url: picture });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 256, height: 256 });
    expect(meta.exif).toBeUndefined();
    expect(served.rawPayload.includes(Buffer.from('Secret Location Camera'))).toBe(false);
  });

  it('answers 404 for a picture path that does not exist', async () => {
    const res = await auth.service.app.inject({ method: 'GET', url: '/user/pictures/00000000-0000-4000-8000-000000000000/0123456789abcdef.webp' });
    expect(res.statusCode).toBe(404);
  });
});
