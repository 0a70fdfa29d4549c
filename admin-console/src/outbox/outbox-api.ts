import type { OutboxItem, OutboxMail } from '@ata/core/message';
import { httpClient } from '../data/http-client.ts';

export const outboxKey = (id?: string) => (id === undefined ? ['admin', 'outbox'] : ['admin', 'outbox', id]);

export const fetchOutbox = async () => (await httpClient('/api/outbox')).json as OutboxItem[];

export const fetchOutboxMessage = async (id: string) =>
  (await httpClient(`/api/outbox/${encodeURIComponent(id)}`)).json as OutboxMail;

/** The API answers 404 for the whole outbox when mail goes out through a real server (SMTP_URL is set). */
export const isNotFound = (error: unknown) => (error as { status?: number } | null)?.status === 404;
