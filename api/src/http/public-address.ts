import type { IncomingMessage, ServerResponse } from 'node:http';
import { securityHeaderValues } from './security-headers.ts';

declare module 'koa' {
  interface DefaultContext {
    /**
     * The shop's public origin (PUBLIC_URL, set by createApp): canonical links, the sitemap, robots.txt and
     * payment callbacks name it, never the request's Host header, which the client writes.
     */
    publicOrigin: string;
  }
}

/**
 * Names that only a client on this machine sends (probes, our fake Paystack's webhooks, the server render's
 * in-process reads): answered in every environment. A browser cannot be made to send them for another
 * site's page, so they open nothing to DNS rebinding, and no answer names the Host anyway.
 */
export const LOOPBACK_HOSTS = ['localhost', '127.0.0.1', '[::1]'];

// RFC 3986's host (a registered name or a bracketed IPv6 address) and an optional port.
const HOST_PATTERN = /^(\[[0-9a-f:.]+\]|[a-z0-9._~-]+)(?::(\d{1,5}))?$/i;

/** The host name (lower case, no port) of a Host header value, or undefined when it is not a valid one. */
export function hostnameOf(value: string | undefined): string | undefined {
  const match = value ? HOST_PATTERN.exec(value) : null;
  if (!match?.[1]) return undefined;
  if (match[2] !== undefined && Number(match[2]) > 65_535) return undefined;
  const hostname = match[1].toLowerCase();
  return URL.canParse(`http://${hostname}`) ? hostname.replace(/\.$/, '') : undefined;
}

/**
 * Rewrites the request target to a path: absolute-form (`GET http://host/x`, meant for proxies) names its host
 * there, which then stands for the Host header as HTTP says; a path starting with `//` would read as another
 * host to every URL parser downstream (the page's own URL is in its state). False when it is neither a path
 * nor a URL.
 */
function toOriginForm(req: IncomingMessage): boolean {
  const target = req.url ?? '';
  if (target.startsWith('//')) req.url = target.replace(/^\/+/, '/');
  else if (/^https?:\/\//i.test(target)) {
    if (!URL.canParse(target)) return false;
    const url = new URL(target);
    req.url = `${url.pathname}${url.search}`;
    req.headers.host = url.host;
  } else if (!target.startsWith('/') && !(req.method === 'OPTIONS' && target === '*')) return false;
  return true;
}

/**
 * Checks the Host a request names (X-Forwarded-Host behind trusted proxies, as Koa reads it) before anything
 * else runs, the cached fast path included: missing or malformed → 400; a name that is not ours → 421
 * (Misdirected Request). Ports are not compared: a proxy in front may change them. The target is made a path
 * first (toOriginForm). Returns whether it answered.
 */
export function createHostCheck(options: { allowedHosts: string[]; proxy: boolean; production: boolean }) {
  const allowed = new Set([...LOOPBACK_HOSTS, ...options.allowedHosts]);
  const headers = Object.entries(securityHeaderValues({ production: options.production, api: true }));
  const refuse = (req: IncomingMessage, res: ServerResponse, status: number, message: string) => {
    const body = JSON.stringify({ message });
    res.writeHead(status, [
      ...headers.flat(),
      ...['Content-Type', 'application/json; charset=utf-8', 'Cache-Control', 'no-store'],
      ...['Content-Length', String(Buffer.byteLength(body)), 'Connection', 'close'],
    ]);
    res.end(req.method === 'HEAD' ? undefined : body);
    return true;
  };
  return (req: IncomingMessage, res: ServerResponse): boolean => {
    if (!toOriginForm(req)) return refuse(req, res, 400, 'Malformed request target');
    const forwarded = options.proxy ? [req.headers['x-forwarded-host']].flat()[0] : undefined;
    const header = (forwarded || req.headers.host)?.split(',')[0]?.trim();
    const hostname = hostnameOf(header);
    if (hostname === undefined) return refuse(req, res, 400, 'Missing or malformed Host header');
    if (!allowed.has(hostname)) return refuse(req, res, 421, 'This server does not answer for that host');
    return false;
  };
}
