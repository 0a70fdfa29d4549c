import { describe, expect, it, vi } from 'vitest';
import { rejectionMessage, uploadImage, uploadMessages } from './upload-image.ts';

const HASH = '0123456789abcdef01234567';
const stored = {
  url: `/api/images/uploads/${HASH}-400x300.jpg`,
  width: 400,
  height: 300,
  format: 'jpeg',
  variants: [{ url: `/api/images/uploads/${HASH}-400x300-320w.webp`, width: 320, format: 'webp' }],
};
const answer = (status: number, body: unknown) =>
  vi.fn(
    async () =>
      new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }),
  );

describe('uploadImage', () => {
  it('sends the file itself, with its type and the session cookie, and returns the stored image', async () => {
    const send = answer(201, stored);
    const file = new File(['jpeg bytes'], 'photo.jpg', { type: 'image/jpeg' });
    expect(await uploadImage(file, send)).toEqual(stored);
    expect(send).toHaveBeenCalledWith('/api/images', {
      method: 'POST',
      body: file,
      credentials: 'include',
      headers: { 'Content-Type': 'image/jpeg' },
    });
  });

  it("reports the API's message for a refused file", async () => {
    const send = answer(415, { message: 'The file is not a JPEG, PNG, WebP, AVIF or HEIC image' });
    await expect(uploadImage(new Blob(['notes']), send)).rejects.toThrow(
      'The file is not a JPEG, PNG, WebP, AVIF or HEIC image',
    );
  });

  it('says to retry when the request never reached the shop', async () => {
    const send = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(uploadImage(new Blob(['x']), send)).rejects.toThrow(uploadMessages.offline);
  });
});

describe('rejectionMessage', () => {
  it('names the problem of a file refused before sending', () => {
    expect(rejectionMessage([{ errors: [{ code: 'file-too-large' }] }])).toBe(uploadMessages.tooLarge);
    expect(rejectionMessage([{ errors: [{ code: 'file-invalid-type' }] }])).toBe(uploadMessages.notAnImage);
  });
});
