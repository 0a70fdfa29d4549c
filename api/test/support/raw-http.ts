import http from 'node:http';
import net from 'node:net';

export interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** One request with headers fetch will not send as given (Host, X-Forwarded-Host), over node:http. */
export function requestAs(
  baseUrl: string,
  path: string,
  options: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      `${baseUrl}${path}`,
      { method: options.method ?? 'GET', headers: options.headers, agent: false },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          body += chunk;
        });
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body }),
        );
      },
    );
    request.on('error', reject);
    request.end(options.body);
  });
}

/**
 * Sends `text` as it is over a socket (a request node:http would refuse to write, such as an invalid Host) and
 * reads the answer until the server closes the connection: its status and everything after the status line.
 */
export function rawExchange(
  baseUrl: string,
  text: string,
  timeoutMs = 10_000,
): Promise<{ status: number; raw: string }> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), hostname);
    let raw = '';
    socket.setEncoding('utf8');
    socket.setTimeout(timeoutMs, () => socket.destroy(new Error(`no answer within ${timeoutMs} ms`)));
    socket.on('connect', () => socket.write(text));
    socket.on('data', (chunk: string) => {
      raw += chunk;
    });
    socket.on('error', reject);
    socket.on('close', () => resolve({ status: Number(/^HTTP\/1\.[01] (\d{3})/.exec(raw)?.[1] ?? 0), raw }));
  });
}
