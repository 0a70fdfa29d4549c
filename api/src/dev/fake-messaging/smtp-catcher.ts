import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import type { Orm } from '../../db/orm.ts';
import { failures, keep } from './outbox.ts';

/**
 * A local SMTP server on a free loopback port that keeps every mail it receives in the outbox table (the
 * admin's Outbox), for development and tests: the real nodemailer SMTP path, with no mail leaving the machine.
 */
export async function startSmtpCatcher(orm: Orm, options: { failFirst?: number } = {}) {
  const refuse = failures(options.failFirst);
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    // Shutting down does not wait for a client that keeps its connection open.
    closeTimeout: 500,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then(async (mail) => {
          const key = String(mail.headers.get('x-ata-message-id') ?? mail.messageId ?? '');
          if (refuse(key)) {
            const error = Object.assign(new Error('Stand-in told to fail (FAKE_MESSAGES_FAIL)'), {
              responseCode: 451,
            });
            return callback(error);
          }
          const addresses = (value: typeof mail.to) =>
            (Array.isArray(value) ? value : value ? [value] : []).map((entry) => entry.text).join(', ');
          await keep(orm, {
            channel: 'email',
            to: addresses(mail.to),
            from: mail.from?.text ?? '',
            subject: mail.subject ?? null,
            text: mail.text ?? null,
            html: typeof mail.html === 'string' ? mail.html : null,
          });
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
