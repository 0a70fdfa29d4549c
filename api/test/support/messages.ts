import { inject } from 'vitest';
import { ADMIN, TEMPLATE_DATABASE } from './credentials.ts';
import { createDatabase, dropDatabase, withDatabase } from './databases.ts';
import { adminHeaders, createProductOverHttp } from './http-products.ts';
import { allowOneShopperAllStockOver } from './order-limits.ts';
import { type ServerProcess, startServerProcess, waitUntil } from './server-process.ts';

export const json = { 'Content-Type': 'application/json' };

/** A database of its own for server processes, and the processes started on it (killed at the end). */
export async function messagingDatabase(prefix: string) {
  const adminUrl = inject('pgAdminUrl');
  const name = `ata_${prefix}_${crypto.randomUUID().replaceAll('-', '').slice(0, 10)}`;
  await createDatabase(adminUrl, name, TEMPLATE_DATABASE);
  const started: ServerProcess[] = [];
  const base = { DATABASE_URL: withDatabase(adminUrl, name), ADMIN_PASSWORD: ADMIN.password };
  return {
    /** A real server process on this database; `env` adds to the bare minimum (no messaging settings). */
    async start(env: Record<string, string> = {}) {
      const server = await startServerProcess({ ...base, ...env }, 120_000);
      started.push(server);
      return server;
    },
    async close() {
      for (const server of started) if (server.child.exitCode === null) server.child.kill('SIGKILL');
      await Promise.all(started.map((server) => server.exited));
      await dropDatabase(adminUrl, name);
    },
  };
}

export interface Message {
  id: string;
  orderId: string | null;
  channel: string;
  recipient: string;
  audience: string;
  template: string;
  status: string;
  attempts: number;
  lastError: string | null;
  providerId: string | null;
  subject: string | null;
  body: string;
}

export const messagesOf = async (base: string, orderId: string): Promise<Message[]> => {
  const response = await fetch(
    `${base}/api/messages?filter=${encodeURIComponent(JSON.stringify({ orderId }))}&range=[0,99]`,
    { headers: adminHeaders },
  );
  if (response.status !== 200) throw new Error(`messages: ${response.status} ${await response.text()}`);
  return response.json() as Promise<Message[]>;
};

export interface OutboxItem {
  id: string;
  channel: string;
  to: string;
  from: string;
  subject: string | null;
}

export const outbox = async (base: string): Promise<OutboxItem[]> => {
  const response = await fetch(`${base}/api/outbox?range=[0,999]`, { headers: adminHeaders });
  if (response.status !== 200) throw new Error(`outbox: ${response.status} ${await response.text()}`);
  return response.json() as Promise<OutboxItem[]>;
};

/** Waits until `check` returns a value (not undefined), polling. */
export async function eventually<T>(check: () => Promise<T | undefined>, timeoutMs = 60_000): Promise<T> {
  let value: T | undefined;
  await waitUntil(async () => {
    value = await check();
    return value !== undefined;
  }, timeoutMs);
  return value as T;
}

export type Product = { id: string; name: string; price: number; stock: number };

export async function shopReady(base: string, stock = 100): Promise<Product> {
  await allowOneShopperAllStockOver(base);
  return createProductOverHttp<Product>(base, {
    stock,
    prefix: 'msg',
    label: 'Message test',
    description: 'Made by the messages tests.',
  });
}

/** Places an order of one ₦1,000 product; `n` makes the e-mail and phone unique. */
export async function placeOrder(
  base: string,
  product: Product,
  options: { n?: number; paymentMethod?: 'whatsapp' | 'paystack'; notifyByPhone?: boolean } = {},
): Promise<{ id: string; trackingToken: string }> {
  const n = options.n ?? Math.floor(Math.random() * 1e6);
  // As a client does: one Idempotency-Key, and a retry after a 503 (the database was briefly too busy).
  const key = crypto.randomUUID();
  let response: Response;
  for (let attempt = 1; ; attempt += 1) {
    response = await fetch(`${base}/api/orders`, {
      method: 'POST',
      headers: { ...json, 'Idempotency-Key': key },
      body: JSON.stringify({
        customerName: 'Ngozi Okafor',
        customerEmail: `ngozi${n}@example.ng`,
        customerPhone: `+234803${String(1_000_000 + n).slice(-7)}`,
        shippingAddress: '12 Allen Avenue, Ikeja, Lagos',
        items: [{ productId: product.id, name: product.name, price: 1000, quantity: 1 }],
        totalAmount: '1000',
        paymentMethod: options.paymentMethod ?? 'whatsapp',
        ...(options.notifyByPhone === undefined ? {} : { notifyByPhone: options.notifyByPhone }),
      }),
    });
    if (response.status !== 503 || attempt === 5) break;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  if (response.status !== 201 && response.status !== 200)
    throw new Error(`order: ${response.status} ${await response.text()}`);
  return response.json() as Promise<{ id: string; trackingToken: string }>;
}
