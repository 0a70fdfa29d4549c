import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Orm } from '../../db/orm.ts';
import { failures, keep } from './outbox.ts';

/** The template's parameters as readable text, for the Outbox. */
const templateText = (template: { name?: string; components?: { parameters?: { text?: string }[] }[] }) =>
  `[${template.name ?? 'template'}] ${(template.components ?? [])
    .flatMap((component) => component.parameters ?? [])
    .map((parameter) => parameter.text ?? '')
    .join(' | ')}`;

/**
 * Stand-ins for WhatsApp's Graph API (`POST /{phone-number-id}/messages`) and Termii's SMS API
 * (`POST /api/sms/send`) on one free loopback port: they answer as the real ones do and keep each message
 * in the outbox table. Told to fail, they answer 503.
 */
export async function startFakePhoneApis(
  orm: Orm,
  options: { whatsappFailFirst?: number; smsFailFirst?: number } = {},
) {
  const refuseWhatsapp = failures(options.whatsappFailFirst);
  const refuseSms = failures(options.smsFailFirst);
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const answer = (status: number, body: unknown) => {
        res.writeHead(status, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify(body));
      };
      let body: Record<string, unknown>;
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      } catch {
        return answer(400, { error: { message: 'Invalid JSON' } });
      }
      const path = new URL(req.url ?? '/', 'http://fake').pathname;
      if (req.method === 'POST' && path === '/api/sms/send') {
        const to = String(body.to ?? '');
        const text = String(body.sms ?? '');
        if (refuseSms(`${to}\n${text}`)) return answer(503, { message: 'Stand-in told to fail' });
        return void keep(orm, {
          channel: 'sms',
          to: `+${to}`,
          from: String(body.from ?? ''),
          subject: null,
          text,
          html: null,
        })
          .then((id) =>
            answer(200, { message_id: id, message: 'Successfully Sent', balance: 0, user: 'Stand-in' }),
          )
          .catch(() => answer(500, { message: 'Outbox write failed' }));
      }
      const whatsapp = /^\/([^/]+)\/messages$/.exec(path);
      if (req.method === 'POST' && whatsapp) {
        if (!String(req.headers.authorization ?? '').startsWith('Bearer '))
          return answer(401, { error: { message: 'Missing access token' } });
        const to = String(body.to ?? '');
        if (refuseWhatsapp(String(body.biz_opaque_callback_data ?? to)))
          return answer(503, { error: { message: 'Stand-in told to fail' } });
        const text = templateText((body.template ?? {}) as Parameters<typeof templateText>[0]);
        return void keep(orm, {
          channel: 'whatsapp',
          to: `+${to}`,
          from: decodeURIComponent(whatsapp[1]!),
          subject: null,
          text,
          html: null,
        })
          .then((id) =>
            answer(200, {
              messaging_product: 'whatsapp',
              contacts: [{ input: to, wa_id: to }],
              messages: [{ id: `wamid.${id}` }],
            }),
          )
          .catch(() => answer(500, { error: { message: 'Outbox write failed' } }));
      }
      answer(404, { error: { message: 'Unknown path' } });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
