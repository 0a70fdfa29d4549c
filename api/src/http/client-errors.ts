import { type Server, STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';

/**
 * What Node's HTTP parser refuses before the app sees the request (a URL or headers over Node's 16 KB
 * limit, a malformed request line) is answered as JSON with a message, like every other refusal, instead
 * of Node's bare status line with no body.
 */
export function answerClientErrorsInJson(server: Server): void {
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Socket) => {
    if (!socket.writable || error.code === 'ECONNRESET') {
      socket.destroy();
      return;
    }
    const status = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : 400;
    const message =
      status === 431 ? 'The address or headers of the request are too long' : 'The request could not be read';
    const body = JSON.stringify({ message });
    socket.end(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n` +
        'Content-Type: application/json; charset=utf-8\r\n' +
        `Content-Length: ${Buffer.byteLength(body)}\r\n` +
        'Connection: close\r\n\r\n' +
        body,
    );
  });
}
