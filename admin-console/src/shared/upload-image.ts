import { type UploadedImage, uploadedImageSchema } from '@ata/core/image';
import { API_URL } from '../data/data-provider.ts';

/** The API's default limit (UPLOAD_MAX_BYTES), checked here too so a huge photo is not sent for nothing. */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
const KINDS = 'JPEG, PNG, WebP, AVIF or HEIC';

export const uploadMessages = {
  tooLarge: `The file is larger than ${MAX_UPLOAD_BYTES / 1024 / 1024} MB: choose a smaller photo`,
  notAnImage: `Choose an image file (${KINDS})`,
  offline: 'The upload failed: check the connection and try again',
} as const;

/** What react-dropzone reports for a refused file (only the part read here). */
export type Rejection = { errors: readonly { code: string }[] };

/** The message for files the picker refused before sending anything. */
export function rejectionMessage(rejections: readonly Rejection[]): string {
  const codes = rejections.flatMap((rejection) => rejection.errors.map((error) => error.code));
  return codes.includes('file-too-large') ? uploadMessages.tooLarge : uploadMessages.notAnImage;
}

/**
 * Sends the file itself as the body of `POST /api/images` (the API reads its real type from its bytes) and
 * returns the stored image; throws an Error whose message is the API's (e.g. "The file is not a … image").
 */
export async function uploadImage(file: Blob, send: typeof fetch = fetch): Promise<UploadedImage> {
  let response: Response;
  try {
    response = await send(`${API_URL}/images`, {
      method: 'POST',
      body: file,
      credentials: 'include',
      headers: { 'Content-Type': file.type || 'application/octet-stream' },
    });
  } catch {
    throw new Error(uploadMessages.offline);
  }
  const body: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const message = (body as { message?: unknown } | undefined)?.message;
    throw new Error(typeof message === 'string' ? message : `The upload failed (error ${response.status})`);
  }
  return uploadedImageSchema.parse(body);
}
