import { randomBytes } from 'node:crypto';
import type { InitializeRequest, Transaction } from '../../payments/paystack/schemas.ts';

export interface FakeTransaction {
  id: number;
  accessCode: string;
  request: InitializeRequest & { reference: string };
  /** `reversed` once fully refunded, as Paystack reports it. */
  status: 'ongoing' | 'success' | 'failed' | 'reversed';
  paidAt: string | null;
  createdAt: string;
  channel: string;
}

/** The fake's transactions, in memory, by reference and by the access code of their payment page. */
export class TransactionStore {
  private readonly byReference = new Map<string, FakeTransaction>();
  private readonly byAccessCode = new Map<string, FakeTransaction>();
  private freeId = 1_000_000;

  nextId(): number {
    return this.freeId++;
  }

  has(reference: string): boolean {
    return this.byReference.has(reference);
  }

  create(request: InitializeRequest & { reference: string }): FakeTransaction {
    const t: FakeTransaction = {
      id: this.nextId(),
      accessCode: randomBytes(8).toString('hex'),
      request,
      status: 'ongoing',
      paidAt: null,
      createdAt: new Date().toISOString(),
      channel: request.channels?.[0] ?? 'card',
    };
    this.byReference.set(request.reference, t);
    this.byAccessCode.set(t.accessCode, t);
    return t;
  }

  byRef(reference: string): FakeTransaction | undefined {
    return this.byReference.get(reference);
  }

  byCode(accessCode: string): FakeTransaction | undefined {
    return this.byAccessCode.get(accessCode);
  }

  /** By reference or, as Paystack's refund accepts too, by id. */
  byRefOrId(key: string): FakeTransaction | undefined {
    return this.byReference.get(key) ?? [...this.byReference.values()].find((t) => String(t.id) === key);
  }
}

const gatewayResponse = { success: 'Successful', failed: 'Declined' } as const;

/** The transaction as Paystack's verify answers it. */
export const asTransaction = (t: FakeTransaction): Transaction => ({
  id: t.id,
  domain: 'test',
  status: t.status,
  reference: t.request.reference,
  amount: t.request.amount,
  currency: t.request.currency ?? 'NGN',
  channel: t.channel,
  gateway_response: t.status === 'success' || t.status === 'failed' ? gatewayResponse[t.status] : null,
  paid_at: t.paidAt,
  created_at: t.createdAt,
  metadata: t.request.metadata ?? '',
  customer: { email: t.request.email },
});
