import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Logger } from 'pino';

declare module 'node:http' {
  interface IncomingMessage {
    /** The id requestLogger gave the request (also sent back in `X-Request-Id`). */
    id?: string;
  }
}

/** A request id a proxy or client already chose is kept when it is short and plain (it lands in our logs). */
const USABLE_ID = /^[\w.:-]{1,100}$/;

export const REQUEST_ID_HEADER = 'X-Request-Id';

/**
 * Logs every request at the node:http level (so cache hits that bypass Koa are logged too): one access line
 * when the response closes (`request` at info, `request failed` at error for a 5xx), with the request's id,
 * which is also sent back in `X-Request-Id` (see `requestLog` for a request's own lines).
 *
 * Written on pino directly rather than with pino-http: pino-http made two child loggers (serializing their
 * bindings) for every request, whether or not anything was logged, and that alone halved the cached pages'
 * throughput (`npm run bench:ssr`: 10,063 req/s with it, 21,014 without, raw node:http 21,647). Here a
 * child exists only for a request that logs something of its own, and a disabled level costs nothing.
 */
export function requestLogger(logger: Logger) {
  return (req: IncomingMessage, res: ServerResponse): void => {
    const given = req.headers['x-request-id'];
    const reqId = typeof given === 'string' && USABLE_ID.test(given) ? given : randomUUID();
    res.setHeader(REQUEST_ID_HEADER, reqId);
    req.id = reqId;
    const started = performance.now();
    res.once('close', () => {
      const failed = res.statusCode >= 500;
      const level = failed ? 'error' : 'info';
      if (!logger.isLevelEnabled(level)) return;
      logger[level](
        {
          reqId,
          req: { method: req.method, url: req.url, address: req.socket.remoteAddress },
          res: { status: res.statusCode },
          responseTime: Math.round(performance.now() - started),
        },
        failed ? 'request failed' : 'request',
      );
    });
  };
}

/** A logger whose lines carry the request's id (the logger itself for a request requestLogger has not seen). */
export const requestLog = (req: IncomingMessage, logger: Logger): Logger =>
  req.id ? logger.child({ reqId: req.id }) : logger;
