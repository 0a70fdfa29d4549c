import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Logger } from 'pino';
import { type HttpLogger, pinoHttp } from 'pino-http';

/** A request id a proxy or client already chose is kept when it is short and plain (it lands in our logs). */
const USABLE_ID = /^[\w.:-]{1,100}$/;

export const REQUEST_ID_HEADER = 'X-Request-Id';

/**
 * One logger per request at the node:http level (so cache hits that bypass Koa are logged too): every line
 * logged through `req.log` carries the request id, which is also sent back in `X-Request-Id`.
 */
export function requestLogger(logger: Logger): HttpLogger {
  return pinoHttp({
    logger,
    quietReqLogger: true,
    genReqId(req: IncomingMessage, res: ServerResponse) {
      const given = req.headers['x-request-id'];
      const id = typeof given === 'string' && USABLE_ID.test(given) ? given : randomUUID();
      res.setHeader(REQUEST_ID_HEADER, id);
      return id;
    },
    customLogLevel: (_req, res, error) => (error || res.statusCode >= 500 ? 'error' : 'info'),
    customSuccessMessage: () => 'request',
    customErrorMessage: () => 'request failed',
    serializers: {
      req: (req: { method: string; url: string; remoteAddress?: string }) => ({
        method: req.method,
        url: req.url,
        address: req.remoteAddress,
      }),
      res: (res: { statusCode: number }) => ({ status: res.statusCode }),
    },
  });
}
