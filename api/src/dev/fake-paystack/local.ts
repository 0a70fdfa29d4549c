import { randomBytes } from 'node:crypto';
import type { Logger } from 'pino';
import type { Config } from '../../config.ts';
import { type FakePaystack, startFakePaystack } from './server.ts';

/**
 * Our fake Paystack with a fresh secret: on loopback and a free port, or, with FAKE_PAYSTACK_PUBLIC_URL,
 * on every interface so that browsers elsewhere can open its payment page at that address.
 */
export async function startLocalFakePaystack(
  config: Pick<Config, 'fakePaystack'>,
  logger: Logger,
): Promise<{ fake: FakePaystack; secretKey: string }> {
  const secretKey = `sk_test_fake_${randomBytes(24).toString('hex')}`;
  const { publicUrl, port } = config.fakePaystack;
  const fake = await startFakePaystack({
    secretKey,
    publicUrl,
    port,
    host: publicUrl ? '0.0.0.0' : '127.0.0.1',
  });
  logger.info(
    { url: fake.url, publicUrl: publicUrl ?? fake.url },
    'payments go to the local fake Paystack: test payments, no money moves',
  );
  return { fake, secretKey };
}
