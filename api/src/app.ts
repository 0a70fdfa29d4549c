import type { RequestListener } from 'node:http';
import path from 'node:path';
import { bodyParser } from '@koa/bodyparser';
import Koa from 'koa';
import compress from 'koa-compress';
import pino, { type Logger } from 'pino';
import { authContext, refuseCrossSiteWrites } from './auth/middleware.ts';
import { authRoutes } from './auth/routes.ts';
import { AuthService } from './auth/service.ts';
import { blogRoutes } from './blog/routes.ts';
import { cartLink } from './cart/cart-link.ts';
import { cartForms } from './cart/forms.ts';
import { isPersonalLink, linkParams } from './cart/link-params.ts';
import { cartRoutes } from './cart/routes.ts';
import { hasCartCookie } from './cart/service.ts';
import { catalogRoutes } from './catalog/routes.ts';
import { categoryRoutes } from './categories/routes.ts';
import { type Config, repoRoot, UPLOAD_DEFAULTS } from './config.ts';
import type { Orm } from './db/orm.ts';
import { deliveryRoutes } from './delivery/routes.ts';
import { discountRoutes } from './discounts/routes.ts';
import { healthRoutes, type Lifecycle } from './health/routes.ts';
import { type AppState, forkEntityManager } from './http/context.ts';
import { corsFor } from './http/cors.ts';
import { bodyError, errorHandler } from './http/error-handler.ts';
import { refuseUnservedMethods } from './http/methods.ts';
import { apiFallback, isApiPath } from './http/not-found.ts';
import { createHostCheck } from './http/public-address.ts';
import { requestLogger } from './http/request-log.ts';
import { createCachedResponder, ResponseCache } from './http/response-cache.ts';
import { mountRoutes, type RouteDecl } from './http/route.ts';
import { securityHeaders } from './http/security-headers.ts';
import { imageRoutes } from './images/routes.ts';
import { directoryStore } from './images/store.ts';
import { type ImageUploads, UPLOAD_PATH, uploadRoutes } from './images/upload-routes.ts';
import { defaultMessaging, type MessagingInfo } from './messages/boot.ts';
import { messageRoutes, WHATSAPP_WEBHOOK_PATH } from './messages/routes.ts';
import { openApiRoutes } from './openapi/routes.ts';
import { checkoutForm } from './orders/checkout-form.ts';
import { orderRoutes } from './orders/routes.ts';
import { partnerRoutes } from './partners/routes.ts';
import { type Payments, paymentsUnavailable } from './payments/payments.ts';
import { paymentRoutes, WEBHOOK_PATH } from './payments/routes.ts';
import { pricingRoutes } from './pricing/routes.ts';
import { productRoutes } from './products/routes.ts';
import { recipeRoutes } from './recipes/routes.ts';
import { createDataPort } from './serving/ssr/data-port.ts';
import { settingRoutes } from './settings/routes.ts';
import { trackLookupForm } from './tracking/form.ts';
import { trackingRoutes } from './tracking/routes.ts';

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
  cache?: ResponseCache;
  /** Set `draining` on shutdown: /readyz then answers 503 and responses ask clients to reconnect elsewhere. */
  lifecycle?: Lifecycle;
  auth?: AuthService;
  /** Paystack (real or our fake); without it online payments answer 503. */
  payments?: Payments;
  /** Image uploads; by default into `.data/images` with the default limits. */
  images?: ImageUploads;
  /** The clock the order routes read (an order left unconfirmed too long); tests move it. */
  clock?: () => number;
  /** The webhook's secret, the Outbox's availability (messages/boot.ts); by default as with the stand-ins. */
  messaging?: MessagingInfo;
}

const defaultUploads = (): ImageUploads => ({
  store: directoryStore(path.join(repoRoot, '.data', 'images')),
  ...UPLOAD_DEFAULTS,
});
/** Routes that read their own raw body: the webhook's signature is over its bytes, an upload is a file. */
const RAW_BODY_PATHS = new Set([WEBHOOK_PATH, UPLOAD_PATH, WHATSAPP_WEBHOOK_PATH]);

export const BODY_LIMIT = '100kb';

/** The shop's HTTP application: its Koa app, and the request listener a server serves it with. */
export interface ShopApp {
  koa: Koa<AppState>;
  /** node:http's listener: the Host check, the access log and cached answers, then Koa. */
  handler: RequestListener;
}

/** Builds the app without listening: `server.ts` listens with its handler, tests too. */
export function createApp(deps: AppDeps): ShopApp {
  const { orm, config } = deps;
  const logger = deps.logger ?? pino({ level: 'silent' });
  const cache = deps.cache ?? new ResponseCache();
  cache.onRefreshError ??= (error, key) =>
    logger.warn({ err: error, key }, 'stale answer kept: refresh failed');
  const auth = deps.auth ?? new AuthService(orm);
  const lifecycle = deps.lifecycle ?? { draining: false };
  // maxIpsCount keeps only the entries our own proxies appended, so ctx.ip is the address the outermost one saw.
  const app = new Koa<AppState>({ proxy: config.trustProxy > 0, maxIpsCount: config.trustProxy });
  // Server-rendered pages are cached beside the JSON answers, and dropped or marked stale by the same writes.
  app.context.responseCache = cache;
  app.context.publicOrigin = config.publicUrl;

  app.use(errorHandler(logger));
  app.use((ctx, next) => {
    // Keep-alive clients move to another process while this one drains.
    if (lifecycle.draining) ctx.set('Connection', 'close');
    return next();
  });
  app.use(securityHeaders({ production: config.isProduction }));
  const routes = createRoutes({
    orm,
    cache,
    auth,
    config,
    lifecycle,
    payments: deps.payments,
    images: deps.images,
    clock: deps.clock,
    messaging: deps.messaging,
  });
  const router = mountRoutes(routes);
  app.context.dataPort = createDataPort(routes, { orm, logger, publicOrigin: config.publicUrl });
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
  app.use(trackLookupForm(orm));
  app.use(cartForms);
  app.use(cartLink);
  app.use(linkParams);
  app.use(
    checkoutForm({
      orm,
      cache,
      payments: deps.payments ?? paymentsUnavailable(),
      ordersPerMinute: config.orderRateLimit,
    }),
  );
  const frontend = deps.frontend;
  if (frontend) app.use((ctx, next) => (isApiPath(ctx.path) ? next() : frontend(ctx, next)));

  return { koa: app, handler: fastPath(app.callback(), { cache, config, logger }) };
}

/**
 * In front of Koa, straight from node:http: every request is logged and its Host checked, and a cached
 * answer is sent without building Koa's per-request context (see createCachedResponder). Pages name the
 * configured origin only, so one cached copy serves every allowed Host.
 */
function fastPath(
  koa: RequestListener,
  { cache, config, logger }: { cache: ResponseCache; config: AppConfig; logger: Logger },
): RequestListener {
  const fromCache = createCachedResponder(cache, {
    production: config.isProduction,
    originOf: () => config.publicUrl,
    // A cart cookie: the page may show that cart (storefront.ts decides); a link with a code or a ref, or a
    // cart link: it writes to her cart. Never from the shared cache.
    personal: (req) => hasCartCookie(req.headers.cookie) || isPersonalLink(req.url),
  });
  const refuseHost = createHostCheck({
    allowedHosts: config.allowedHosts,
    proxy: config.trustProxy > 0,
    production: config.isProduction,
  });
  const logRequest = requestLogger(logger);
  return (req, res) => {
    logRequest(req, res);
    if (!refuseHost(req, res) && !fromCache(req, res)) koa(req, res);
  };
}

export interface RouteDeps {
  orm: Orm;
  cache: ResponseCache;
  auth: AuthService;
  config: AppConfig;
  lifecycle?: Lifecycle;
  payments?: Payments;
  images?: ImageUploads;
  clock?: () => number;
  messaging?: MessagingInfo;
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
  messaging,
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
    ...trackingRoutes({ orm }),
    ...cartRoutes(),
    ...blogRoutes({ cache }),
    ...settingRoutes({ cache }),
    ...deliveryRoutes({ cache }),
    ...discountRoutes({ cache }),
    ...pricingRoutes({ clock }),
    ...partnerRoutes({ cache }),
    ...recipeRoutes({ cache }),
    ...messageRoutes(messaging ?? defaultMessaging()),
    ...imageRoutes(),
    ...uploadRoutes(images ?? defaultUploads()),
  ];
  return routes;
}
