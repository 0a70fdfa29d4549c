import path from 'node:path';
import { fileURLToPath } from 'node:url';

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
}

function intFrom(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0)
    throw new Error(`${name} must be a non-negative integer, got "${value}"`);
  return parsed;
}

/** TRUST_PROXY: a proxy count; `true`/`false` are read as 1/0. */
function proxyCount(value: string | undefined): number {
  if (value === 'true') return 1;
  if (value === 'false') return 0;
  return intFrom(value, 0, 'TRUST_PROXY');
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const nodeEnv = env.NODE_ENV || 'development';
  return {
    port: intFrom(env.PORT, 3000, 'PORT'),
    host: env.HOST || '0.0.0.0',
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: path.resolve(repoRoot, env.DATA_DIR || '.data'),
    adminUsername: env.ADMIN_USERNAME || undefined,
    adminPassword: env.ADMIN_PASSWORD || undefined,
    corsOrigins: (env.CORS_ORIGINS ?? '')
      .split(',')
      .map((origin) => origin.trim().replace(/\/$/, ''))
      .filter(Boolean),
    nodeEnv,
    isProduction: nodeEnv === 'production',
    logLevel: env.LOG_LEVEL || (nodeEnv === 'test' ? 'silent' : 'info'),
    trustProxy: proxyCount(env.TRUST_PROXY),
    orderRateLimit: intFrom(env.ORDER_RATE_LIMIT, 20, 'ORDER_RATE_LIMIT'),
  };
}
