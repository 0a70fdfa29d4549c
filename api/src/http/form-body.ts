import type { IncomingMessage } from 'node:http';

/** The largest form the shop's pages post without JavaScript (the checkout's fields fit many times over). */
export const FORM_LIMIT_BYTES = 16_384;

/**
 * A form posted without JavaScript (`application/x-www-form-urlencoded`), read from the raw request; null
 * when it is of another type or larger than `limit`.
 */
export async function readForm(
  req: IncomingMessage,
  limit = FORM_LIMIT_BYTES,
): Promise<URLSearchParams | null> {
  if (!req.headers['content-type']?.startsWith('application/x-www-form-urlencoded')) return null;
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > limit) return null;
    chunks.push(chunk);
  }
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}
