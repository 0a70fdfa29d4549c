import type http from 'node:http';

export const sendJson = (res: http.ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8' });
  res.end(JSON.stringify(body));
};

/** Paystack's error shape: `{ status: false, message }`. */
export const refuse = (res: http.ServerResponse, status: number, message: string) =>
  sendJson(res, status, { status: false, message });

export async function readBody(req: http.IncomingMessage, limit = 64 * 1024): Promise<string> {
  let size = 0;
  const chunks: Buffer[] = [];
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > limit) throw new Error('body too large');
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** A JSON request body, or INVALID when it is too large or not JSON. */
export const INVALID = Symbol('invalid JSON');
export const readJson = (req: http.IncomingMessage): Promise<unknown> =>
  readBody(req)
    .then((text) => JSON.parse(text) as unknown)
    .catch(() => INVALID);
