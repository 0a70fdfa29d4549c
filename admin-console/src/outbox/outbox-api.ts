import { httpClient } from '../data/http-client.ts';

/** A message the local stand-ins caught instead of sending (GET /api/outbox). */
export interface OutboxItem {
  id: string;
  channel: 'email' | 'whatsapp' | 'sms' | (string & {});
  to: string;
  from: string;
  /** E-mails only. */
  subject: string | null;
  createdAt: string;
}

/** One caught message in full (GET /api/outbox/:id): an e-mail's HTML and plain text, or a chat's text. */
export interface OutboxMessage extends OutboxItem {
  html?: string | null;
  text: string;
}

export const outboxKey = (id?: string) => (id === undefined ? ['admin', 'outbox'] : ['admin', 'outbox', id]);

export const fetchOutbox = async () => (await httpClient('/api/outbox')).json as OutboxItem[];

export const fetchOutboxMessage = async (id: string) =>
  (await httpClient(`/api/outbox/${encodeURIComponent(id)}`)).json as OutboxMessage;

/** The API answers 404 for the whole outbox when mail goes out through a real server (SMTP_URL is set). */
export const isNotFound = (error: unknown) => (error as { status?: number } | null)?.status === 404;
