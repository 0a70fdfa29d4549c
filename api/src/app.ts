import { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { bodyParser } from '@koa/bodyparser';
import Koa from 'koa';
import compress from 'koa-compress';
import pino, { type Logger } from 'pino';
import { authContext, refuseCrossSiteWrites } from './auth/middleware.ts';
import { authRoutes } from './auth/routes.ts';
import { AuthService } from './auth/service.ts';
import { blogRoutes } from './blog/routes.ts';
import { catalogRoutes } from './catalog/routes.ts';
import { categoryRoutes } from './categories/routes.ts';
import { type Config, repoRoot, UPLOAD_DEFAULTS } from './config.ts';
import type { Orm } from './db/orm.ts';
import { healthRoutes, type Lifecycle } from './health/routes.ts';
import { type AppState, forkEntityManager } from './http/context.ts';
import { corsFor } from './http/cors.ts';
import { bodyError, errorHandler } from './http/error-handler.ts';
import { createCachedResponder, JsonCache } from './http/json-cache.ts';
import { refuseUnservedMethods } from './http/methods.ts';
import { apiFallback, isApiPath } from './http/not-found.ts';
import { createHostCheck } from './http/public-address.ts';
import { requestLogger } from './http/request-log.ts';
import { mountRoutes, type RouteDecl } from './http/route.ts';
import { securityHeaders } from './http/security-headers.ts';
import { imageRoutes } from './images/routes.ts';
import { directoryStore } from './images/store.ts';
import { type ImageUploads, UPLOAD_PATH, uploadRoutes } from './images/upload-routes.ts';
import { openApiRoutes } from './openapi/routes.ts';
import { orderRoutes } from './orders/routes.ts';
import { type Payments, paymentsUnavailable } from './payments/payments.ts';
import { paymentRoutes, WEBHOOK_PATH } from './payments/routes.ts';
import { productRoutes } from './products/routes.ts';
import { settingRoutes } from './settings/routes.ts';

export type AppConfig = Pick<
  Config,
  'corsOrigins' | 'isProduction' | 'trustProxy' | 'orderRateLimit' | 'publicUrl' | 'allowedHosts'
>;

export interface AppDeps {
  orm: Orm;
  config: AppConfig;
  logger?: Logger;
  /** Static front-ends (api/src/serving/), mounted after every API route. */
  frontend?: Koa.Middleware;
  cache?: JsonCache;
  /** Set `draining` on shutdown: /readyz then answers 503 and responses ask clients to reconnect elsewhere. */
  lifecycle?: Lifecycle;
  auth?: AuthService;
  /** Paystack (real or our fake); without it online payments answer 503. */
  payments?: Payments;
  /** Image uploads; by default into `.data/images` with the default limits. */
  images?: ImageUploads;
  /** The clock the order routes read (an order left unconfirmed too long); tests move it. */
  clock?: () => number;
}

const defaultUploads = (): ImageUploads => ({
  store: directoryStore(path.join(repoRoot, '.data', 'images')),
  ...UPLOAD_DEFAULTS,
});
/** Routes that read their own raw body: the webhook's signature is over its bytes, an upload is a file. */
const RAW_BODY_PATHS = new Set([WEBHOOK_PATH, UPLOAD_PATH]);

export const BODY_LIMIT = '100kb';

/** Builds the Koa app without listening: `server.ts` listens, tests drive it directly. */
export function createApp(deps: AppDeps): Koa<AppState> {
  const { orm, config } = deps;
  const logger = deps.logger ?? pino({ level: 'silent' });
  const cache = deps.cache ?? new JsonCache();
  cache.onRefreshError ??= (error, key) =>
    logger.warn({ err: error, key }, 'stale answer kept: refresh failed');
  const auth = deps.auth ?? new AuthService(orm);
  const lifecycle = deps.lifecycle ?? { draining: false };
  // maxIpsCount keeps only the entries our own proxies appended, so ctx.ip is the address the outermost one saw.
  const app = new Koa<AppState>({ proxy: config.trustProxy > 0, maxIpsCount: config.trustProxy });
  // Server-rendered pages are cached beside the JSON answers and dropped by the same writes.
  app.context.jsonCache = cache;
  app.context.publicOrigin = config.publicUrl;

  app.use(errorHandler(logger));
  app.use((ctx, next) => {
    // Keep-alive clients move to another process while this one drains.
    if (lifecycle.draining) ctx.set('Connection', 'close');
    return next();
  });
  app.use(securityHeaders({ production: config.isProduction }));
  const router = mountRoutes(
    createRoutes({
      orm,
      cache,
      auth,
      config,
      lifecycle,
      payments: deps.payments,
      images: deps.images,
      clock: deps.clock,
    }),
  );
  app.use(refuseUnservedMethods(router));
  app.use(compress({ threshold: 1024 }));
  const cors = corsFor(config.corsOrigins);
  app.use((ctx, next) => (isApiPath(ctx.path) ? cors(ctx, next) : next()));
  const parseJson = bodyParser({
    enableTypes: ['json'],
    jsonLimit: BODY_LIMIT,
    encoding: 'utf-8',
    onError: (error) => {
      throw bodyError(error);
    },
  });
  app.use((ctx, next) => (RAW_BODY_PATHS.has(ctx.path) ? next() : parseJson(ctx, next)));
  app.use(forkEntityManager(orm));
  app.use(authContext(auth));
  app.use(
    refuseCrossSiteWrites({
      trustedOrigins: config.corsOrigins,
      allowLocalhost: !config.isProduction,
      publicOrigin: config.publicUrl,
    }),
  );

  app.use(apiFallback);
  app.use(router.routes()).use(router.allowedMethods());
  const frontend = deps.frontend;
  if (frontend) app.use((ctx, next) => (isApiPath(ctx.path) ? next() : frontend(ctx, next)));

  // Cache hits skip Koa's per-request context entirely (see createCachedResponder); app.listen uses this too.
  // Pages name the configured origin only, so one copy serves every allowed Host.
  const fromCache = createCachedResponder(cache, {
    production: config.isProduction,
    originOf: () => config.publicUrl,
  });
  const refuseHost = createHostCheck({
    allowedHosts: config.allowedHosts,
    proxy: config.trustProxy > 0,
    production: config.isProduction,
  });
  const logRequest = requestLogger(logger);
  const koaCallback = app.callback.bind(app);
  app.callback = () => {
    const handle = koaCallback();
    return (req, res) => {
      if (!(req instanceof IncomingMessage && res instanceof ServerResponse)) return handle(req, res);
      logRequest(req, res);
      return refuseHost(req, res) || fromCache(req, res) ? Promise.resolve() : handle(req, res);
    };
  };
  return app;
}

export interface RouteDeps {
  orm: Orm;
  cache: JsonCache;
  auth: AuthService;
  config: AppConfig;
  lifecycle?: Lifecycle;
  payments?: Payments;
  images?: ImageUploads;
  clock?: () => number;
}

/** Every route the app serves, in matching order; the OpenAPI document is generated from this list. */
export function createRoutes({
  orm,
  cache,
  auth,
  config,
  lifecycle,
  payments,
  images,
  clock,
}: RouteDeps): RouteDecl[] {
  const paying = payments ?? paymentsUnavailable();
  const onlinePayment = paying.provider !== null;
  const routes: RouteDecl[] = [
    ...healthRoutes(lifecycle ?? { draining: false }),
    ...openApiRoutes(() => routes),
    ...authRoutes(auth, { secureCookies: config.isProduction }),
    ...categoryRoutes({ cache }),
    ...productRoutes({ cache }),
    ...catalogRoutes({ cache }),
    ...orderRoutes({ orm, cache, ordersPerMinute: config.orderRateLimit, onlinePayment, clock }),
    ...paymentRoutes({ cache, payments: paying }),
    ...blogRoutes({ cache }),
    ...settingRoutes({ cache }),
    ...imageRoutes(),
    ...uploadRoutes(images ?? defaultUploads()),
  ];
  return routes;
}
