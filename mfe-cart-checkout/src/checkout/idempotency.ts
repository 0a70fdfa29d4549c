import { sessionStorageOrNone } from './session-storage.ts';

/**
 * The Idempotency-Key of the order being submitted. A retry of the same submission (same form, same
 * cart — e.g. after a dropped connection) reuses the key, so the API returns the first order instead
 * of creating a second one; a changed submission gets a new key. Kept in sessionStorage so a reload
 * in the middle of a submission still counts as the same submission.
 */
const PENDING_KEY = 'ata_pending_order';

interface PendingSubmission {
  fingerprint: string;
  key: string;
}

export function idempotencyKeyFor(payload: unknown, storage: Storage | undefined = sessionStorageOrNone()) {
  const fingerprint = JSON.stringify(payload);
  const pending = read(storage);
  if (pending?.fingerprint === fingerprint) return pending.key;
  const key = randomKey();
  try {
    storage?.setItem(PENDING_KEY, JSON.stringify({ fingerprint, key } satisfies PendingSubmission));
  } catch {
    // No storage: the key still covers the client's own automatic retries.
  }
  return key;
}

/** The order went through: the next submission is a new one. */
export function forgetPendingSubmission(storage: Storage | undefined = sessionStorageOrNone()) {
  try {
    storage?.removeItem(PENDING_KEY);
  } catch {
    // nothing stored
  }
}

function read(storage: Storage | undefined): PendingSubmission | null {
  try {
    const value = JSON.parse(storage?.getItem(PENDING_KEY) ?? 'null') as Partial<PendingSubmission> | null;
    return typeof value?.fingerprint === 'string' && typeof value.key === 'string'
      ? { fingerprint: value.fingerprint, key: value.key }
      : null;
  } catch {
    return null;
  }
}

function randomKey(): string {
  // randomUUID needs a secure context; getRandomValues works everywhere (e.g. a phone on http://LAN-IP).
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}
