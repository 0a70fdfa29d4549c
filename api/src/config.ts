import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { MessageChannel } from '@ata/core/message';
import { type DatabaseTimeouts, withDefaultTimeouts } from './db/timeouts.ts';
import { hostnameOf } from './http/public-address.ts';

/** The repository root (api/src/config.ts → ../..). */
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface Config {
  port: number;
  host: string;
  /** When unset, an embedded PostgreSQL is started with its data under `dataDir`. */
  databaseUrl: string | undefined;
  dataDir: string;
  adminUsername: string | undefined;
  adminPassword: string | undefined;
  corsOrigins: string[];
  /**
   * The origin shoppers open the shop at (PUBLIC_URL): absolute links, the sitemap and payment callbacks
   * name it. Required in production; otherwise this machine's own address on PORT.
   */
  publicUrl: string;
  /** Host names (no port) answered besides loopback: PUBLIC_URL's and ALLOWED_HOSTS'. Others get 421. */
  allowedHosts: string[];
  nodeEnv: string;
  isProduction: boolean;
  logLevel: string;
  /**
   * How many reverse proxies stand in front of the app (0: none). The client address is the entry that many
   * places from the right of X-Forwarded-For: entries further left were written by the client and are spoofable.
   */
  trustProxy: number;
  /** Orders one address may place per minute. */
  orderRateLimit: number;
  /** Database timeouts in milliseconds: DB_*_TIMEOUT_MS over the defaults of db/timeouts.ts. */
  databaseTimeouts: DatabaseTimeouts;
  /** After SIGTERM, in-flight requests get this long; then the process exits regardless. */
  shutdownTimeoutMs: number;
  /** Paystack's secret key: who takes online payments is decided from it in payments/boot.ts. */
  paystackSecretKey: string | undefined;
  paystackBaseUrl: string | undefined;
  /** PAYMENTS_FAKE=1: the operator's explicit choice of our fake Paystack in production (test payments only). */
  paymentsFake: boolean;
  /**
   * Our fake Paystack (no secret key): where browsers reach its payment page, and the port it listens on.
   * Unset: http://127.0.0.1 on a free port, which only a browser on this machine can open.
   */
  fakePaystack: { publicUrl: string | undefined; port: number | undefined };
  /** Minutes an unpaid online order keeps its stock. */
  paymentReservationMinutes: number;
  /** Seconds between two sweeps for expired reservations. */
  paymentSweepSeconds: number;
  /** Image uploads: largest file accepted, largest image (width × height) decoded. */
  uploadMaxBytes: number;
  uploadMaxPixels: number;
  /** Where uploaded images live: a bucket when IMAGE_S3_BUCKET is set, else `<dataDir>/images`. */
  imageStorage: ImageStorageConfig;
  /** The job queue and the channels messages go out on (messages/). */
  messaging: MessagingConfig;
  /** SERVICE_WORKER: storefront pages register the service worker; off, `/sw.js` removes itself. */
  serviceWorker: boolean;
}

/**
 * Each channel is real when its settings are given; otherwise, outside production (or with
 * MESSAGES_FAKE=1), its local stand-in in api/src/dev/fake-messaging/ catches what would be sent.
 */
export interface MessagingConfig {
  /** SMTP_URL, e.g. smtps://user:pass@smtp.example:465; unset: the local SMTP catcher. */
  smtpUrl: string | undefined;
  /** MAIL_FROM: the From address (the sender name setting is put in front of it). */
  mailFrom: string;
  /** OWNER_EMAIL: new-order alerts when the owner has not set an address in the Messages settings. */
  ownerEmail: string | undefined;
  whatsapp: {
    apiUrl: string;
    token: string | undefined;
    phoneNumberId: string | undefined;
    /** The Meta app's secret: status callbacks are signed with it (X-Hub-Signature-256). */
    appSecret: string | undefined;
    /** What Meta's subscription handshake must present (hub.verify_token). */
    verifyToken: string | undefined;
    /** The language code the approved templates were made in. */
    templateLanguage: string;
  };
  sms: { apiUrl: string; apiKey: string | undefined; senderId: string };
  /** MESSAGES_FAKE=1: the stand-ins in production for channels without settings (a demo shop). */
  fake: boolean;
  /** A failing send is retried for this long after the message was queued, then marked failed. */
  retryWindowSeconds: number;
  /** The first retry waits this long; each next one twice as long, up to an hour. */
  retryDelayMs: number;
  /** Jobs this process runs at once; 0: it only enqueues (another process sends). */
  workerConcurrency: number;
  /**
   * FAKE_MESSAGES_FAIL, for tests and trying things out: the stand-ins refuse messages, e.g.
   * `email:3` (each e-mail's first 3 attempts), `whatsapp:always`, `sms:1`, comma-separated.
   */
  fakeFailures: Partial<Record<MessageChannel, number>>;
}

/** FAKE_MESSAGES_FAIL: `channel:count` or `channel:always`, comma-separated. */
function fakeFailuresFrom(raw: string | undefined): MessagingConfig['fakeFailures'] {
  const failures: MessagingConfig['fakeFailures'] = {};
  for (const entry of (raw ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)) {
    const [channel, count] = entry.split(':');
    if ((channel !== 'email' && channel !== 'whatsapp' && channel !== 'sms') || !count)
      throw new Error(`FAKE_MESSAGES_FAIL must list channel:count or channel:always, got "${raw}"`);
    failures[channel] =
      count === 'always' ? Number.POSITIVE_INFINITY : intFrom(count, 0, 'FAKE_MESSAGES_FAIL');
  }
  return failures;
}

function messagingFrom(env: NodeJS.ProcessEnv): MessagingConfig {
  return {
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || 'orders@ata-market.local',
    ownerEmail: env.OWNER_EMAIL || undefined,
    whatsapp: {
      apiUrl: (env.WHATSAPP_API_URL || 'https://graph.facebook.com/v21.0').replace(/\/+$/, ''),
      token: env.WHATSAPP_TOKEN || undefined,
      phoneNumberId: env.WHATSAPP_PHONE_NUMBER_ID || undefined,
      appSecret: env.WHATSAPP_APP_SECRET || undefined,
      verifyToken: env.WHATSAPP_VERIFY_TOKEN || undefined,
      templateLanguage: env.WHATSAPP_TEMPLATE_LANGUAGE || 'en',
    },
    sms: {
      apiUrl: (env.SMS_API_URL || 'https://api.ng.termii.com').replace(/\/+$/, ''),
      apiKey: env.SMS_API_KEY || undefined,
      senderId: env.SMS_SENDER_ID || 'AtaMarket',
    },
    fake: flagFrom(env.MESSAGES_FAKE, 'MESSAGES_FAKE'),
    retryWindowSeconds: intFrom(env.MESSAGE_RETRY_WINDOW_SECONDS, 48 * 3600, 'MESSAGE_RETRY_WINDOW_SECONDS'),
    retryDelayMs: intFrom(env.MESSAGE_RETRY_DELAY_MS, 30_000, 'MESSAGE_RETRY_DELAY_MS'),
    workerConcurrency: intFrom(env.WORKER_CONCURRENCY, 2, 'WORKER_CONCURRENCY'),
    fakeFailures: fakeFailuresFrom(env.FAKE_MESSAGES_FAIL),
  };
}

export type ImageStorageConfig =
  | { kind: 'directory'; dir: string }
  | {
      kind: 's3';
      bucket: string;
      region: string;
      /** An S3-compatible service (MinIO, R2, Spaces…); unset for AWS itself. */
      endpoint: string | undefined;
      /** Key prefix inside the bucket, e.g. `images/`. */
      prefix: string;
      /** Where browsers fetch the bucket's objects (a CDN); unset: the API serves them. */
      publicUrl: string | undefined;
      forcePathStyle: boolean;
    };

/** Upload limits when the environment sets none: a phone photo fits, a decompression bomb does not. */
export const UPLOAD_DEFAULTS = { maxBytes: 10 * 1024 * 1024, maxPixels: 50_000_000 };

function imageStorageFrom(env: NodeJS.ProcessEnv, dataDir: string): ImageStorageConfig {
  if (!env.IMAGE_S3_BUCKET) return { kind: 'directory', dir: path.join(dataDir, 'images') };
  // Credentials come from the SDK's usual sources (AWS_ACCESS_KEY_ID / AWS_SECRET_ACCESS_KEY, a role…).
  return {
    kind: 's3',
    bucket: env.IMAGE_S3_BUCKET,
    region: env.IMAGE_S3_REGION || env.AWS_REGION || 'us-east-1',
    endpoint: env.IMAGE_S3_ENDPOINT || undefined,
    prefix: env.IMAGE_S3_PREFIX ?? 'images/',
    publicUrl: env.IMAGE_PUBLIC_URL?.replace(/\/$/, '') || undefined,
    forcePathStyle: env.IMAGE_S3_FORCE_PATH_STYLE === 'true',
  };
}

/** `1` or `0` (unset: off); anything else is a mistake worth stopping for. */
function onOffFrom(raw: string | undefined, name: string): boolean {
  const value = raw?.trim().toLowerCase() ?? '';
  if (value === '' || value === 'on') return true;
  if (value === 'off') return false;
  throw new Error(`${name} must be on or off, got "${raw}"`);
}

function flagFrom(raw: string | undefined, name: string): boolean {
  const value = raw?.trim() ?? '';
  if (value === '' || value === '0') return false;
  if (value === '1') return true;
  throw new Error(`${name} must be 1 or 0, got "${raw}"`);
}

/** FAKE_PAYSTACK_PUBLIC_URL / FAKE_PAYSTACK_PORT; the port defaults to the public URL's own. */
function fakePaystackFrom(env: NodeJS.ProcessEnv): Config['fakePaystack'] {
  const raw = env.FAKE_PAYSTACK_PUBLIC_URL?.trim();
  let publicUrl: URL | undefined;
  if (raw) {
    publicUrl = URL.canParse(raw) ? new URL(raw) : undefined;
    if (!publicUrl || !['http:', 'https:'].includes(publicUrl.protocol) || publicUrl.search || publicUrl.hash)
      throw new Error(`FAKE_PAYSTACK_PUBLIC_URL must be an http(s) URL without query, got "${raw}"`);
  }
  return {
    publicUrl: publicUrl?.href.replace(/\/+$/, ''),
    port:
      optionalInt(env.FAKE_PAYSTACK_PORT, 'FAKE_PAYSTACK_PORT') ??
      optionalInt(publicUrl?.port, 'FAKE_PAYSTACK_PUBLIC_URL port'),
  };
}

function intFrom(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0)
    throw new Error(`${name} must be a non-negative integer, got "${value}"`);
  return parsed;
}

const optionalInt = (value: string | undefined, name: string) =>
  value ? intFrom(value, 0, name) : undefined;

/** TRUST_PROXY: a proxy count; `true`/`false` are read as 1/0. */
function proxyCount(value: string | undefined): number {
  if (value === 'true') return 1;
  if (value === 'false') return 0;
  return intFrom(value, 0, 'TRUST_PROXY');
}

/** PUBLIC_URL as an origin; unset outside production: `http://<HOST, or localhost>:<PORT>`. */
function publicUrlFrom(env: NodeJS.ProcessEnv, port: number, production: boolean): string {
  const raw = env.PUBLIC_URL?.trim();
  if (!raw) {
    if (production)
      throw new Error(
        'PUBLIC_URL is required when NODE_ENV=production: the address shoppers open the shop at, e.g. https://shop.example',
      );
    const host = !env.HOST || env.HOST === '0.0.0.0' || env.HOST === '::' ? 'localhost' : env.HOST;
    return `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
  }
  const url = URL.canParse(raw) ? new URL(raw) : undefined;
  const origin = url && ['http:', 'https:'].includes(url.protocol) && url.pathname === '/';
  if (!url || !origin || url.search || url.hash || url.username || url.password)
    throw new Error(`PUBLIC_URL must be an http(s) origin such as https://shop.example, got "${raw}"`);
  return url.origin;
}

/** PUBLIC_URL's host name and ALLOWED_HOSTS (comma-separated host names; a port given is ignored). */
function allowedHostsFrom(env: NodeJS.ProcessEnv, publicUrl: string): string[] {
  const extra = (env.ALLOWED_HOSTS ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  return [new URL(publicUrl).host, ...extra].map((host) => {
    const hostname = hostnameOf(host);
    if (!hostname)
      throw new Error(`ALLOWED_HOSTS must list host names such as www.shop.example, got "${host}"`);
    return hostname;
  });
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const nodeEnv = env.NODE_ENV || 'development';
  const dataDir = path.resolve(repoRoot, env.DATA_DIR || '.data');
  // The Docker image sets this: there, a missing DATABASE_URL is a mistake, not a wish for an embedded one.
  if (env.ATA_REQUIRE_DATABASE_URL === '1' && !env.DATABASE_URL) throw new Error('DATABASE_URL is required');
  const port = intFrom(env.PORT, 3000, 'PORT');
  const publicUrl = publicUrlFrom(env, port, nodeEnv === 'production');
  return {
    port,
    host: env.HOST || '0.0.0.0',
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir,
    adminUsername: env.ADMIN_USERNAME || undefined,
    adminPassword: env.ADMIN_PASSWORD || undefined,
    corsOrigins: (env.CORS_ORIGINS ?? '')
      .split(',')
      .map((origin) => origin.trim().replace(/\/$/, ''))
      .filter(Boolean),
    publicUrl,
    allowedHosts: allowedHostsFrom(env, publicUrl),
    nodeEnv,
    isProduction: nodeEnv === 'production',
    logLevel: env.LOG_LEVEL || (nodeEnv === 'test' ? 'silent' : 'info'),
    trustProxy: proxyCount(env.TRUST_PROXY),
    orderRateLimit: intFrom(env.ORDER_RATE_LIMIT, 20, 'ORDER_RATE_LIMIT'),
    databaseTimeouts: withDefaultTimeouts({
      connectMs: optionalInt(env.DB_CONNECT_TIMEOUT_MS, 'DB_CONNECT_TIMEOUT_MS'),
      statementMs: optionalInt(env.DB_STATEMENT_TIMEOUT_MS, 'DB_STATEMENT_TIMEOUT_MS'),
      queryMs: optionalInt(env.DB_QUERY_TIMEOUT_MS, 'DB_QUERY_TIMEOUT_MS'),
    }),
    shutdownTimeoutMs: intFrom(env.SHUTDOWN_TIMEOUT_MS, 10_000, 'SHUTDOWN_TIMEOUT_MS'),
    paystackSecretKey: env.PAYSTACK_SECRET_KEY || undefined,
    paystackBaseUrl: env.PAYSTACK_BASE_URL || undefined,
    paymentsFake: flagFrom(env.PAYMENTS_FAKE, 'PAYMENTS_FAKE'),
    fakePaystack: fakePaystackFrom(env),
    paymentReservationMinutes: intFrom(env.PAYMENT_RESERVATION_MINUTES, 30, 'PAYMENT_RESERVATION_MINUTES'),
    paymentSweepSeconds: intFrom(env.PAYMENT_SWEEP_SECONDS, 60, 'PAYMENT_SWEEP_SECONDS') || 60,
    uploadMaxBytes: intFrom(env.UPLOAD_MAX_BYTES, UPLOAD_DEFAULTS.maxBytes, 'UPLOAD_MAX_BYTES'),
    uploadMaxPixels: intFrom(env.UPLOAD_MAX_PIXELS, UPLOAD_DEFAULTS.maxPixels, 'UPLOAD_MAX_PIXELS'),
    imageStorage: imageStorageFrom(env, dataDir),
    messaging: messagingFrom(env),
    serviceWorker: onOffFrom(env.SERVICE_WORKER, 'SERVICE_WORKER'),
  };
}
