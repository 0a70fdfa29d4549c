import type { MessageChannel } from '@ata/core/message';
import nodemailer from 'nodemailer';
import type { MessagingConfig } from '../config.ts';

/** One message as a channel sends it. */
export interface Outgoing {
  /** Our message id: the stand-ins key their failure injection on it, WhatsApp echoes it in callbacks. */
  id: string;
  to: string;
  from: string;
  subject: string | null;
  text: string;
  html: string | null;
  /** Our template name (WhatsApp: the approved template's name, with `_` for `-`). */
  template: string;
  params: string[];
}

/** A channel: sends one message or throws (then the queue retries). */
export interface Channel {
  send(message: Outgoing): Promise<{ providerId: string | null }>;
}

/** E-mail over SMTP (nodemailer). */
export function smtpChannel(url: string): Channel & { close(): void } {
  const transport = nodemailer.createTransport(url);
  return {
    async send(message) {
      const info = await transport.sendMail({
        from: message.from,
        to: message.to,
        subject: message.subject ?? '',
        text: message.text,
        ...(message.html ? { html: message.html } : {}),
        headers: { 'X-Ata-Message-Id': message.id },
      });
      return { providerId: info.messageId ?? null };
    },
    close: () => transport.close(),
  };
}

const digits = (phone: string) => phone.replace(/\D/g, '');

async function postJson(url: string, body: unknown, headers: Record<string, string> = {}): Promise<unknown> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(15_000),
  });
  const text = await response.text();
  let parsed: unknown = null;
  try {
    parsed = JSON.parse(text);
  } catch {}
  if (!response.ok) {
    const error = (parsed as { error?: { message?: string }; message?: string } | null) ?? null;
    throw new Error(`${response.status}: ${error?.error?.message ?? error?.message ?? text.slice(0, 200)}`);
  }
  return parsed;
}

/**
 * WhatsApp Business Cloud API: `POST {api}/{phone-number-id}/messages` with an approved template; the body
 * parameters fill its {{1}}, {{2}}… `biz_opaque_callback_data` carries our id back in status callbacks.
 */
export function whatsappChannel(options: {
  apiUrl: string;
  token: string;
  phoneNumberId: string;
  language: string;
}): Channel {
  return {
    async send(message) {
      const answer = (await postJson(
        `${options.apiUrl}/${encodeURIComponent(options.phoneNumberId)}/messages`,
        {
          messaging_product: 'whatsapp',
          recipient_type: 'individual',
          to: digits(message.to),
          type: 'template',
          template: {
            name: message.template.replaceAll('-', '_'),
            language: { code: options.language },
            components: [
              { type: 'body', parameters: message.params.map((text) => ({ type: 'text', text })) },
            ],
          },
          biz_opaque_callback_data: message.id,
        },
        { Authorization: `Bearer ${options.token}` },
      )) as { messages?: { id?: string }[] } | null;
      return { providerId: answer?.messages?.[0]?.id ?? null };
    },
  };
}

/** SMS through Termii's HTTP API (`POST {api}/api/sms/send`). */
export function termiiChannel(options: { apiUrl: string; apiKey: string; senderId: string }): Channel {
  return {
    async send(message) {
      const answer = (await postJson(`${options.apiUrl}/api/sms/send`, {
        api_key: options.apiKey,
        to: digits(message.to),
        from: options.senderId,
        sms: message.text,
        type: 'plain',
        channel: 'generic',
      })) as { message_id?: string } | null;
      return { providerId: answer?.message_id ?? null };
    },
  };
}

/** The channels this process sends on; a channel left out is not available (production without settings). */
export type Channels = Partial<Record<MessageChannel, Channel>>;

/** The real channels the configuration names. */
export function realChannels(config: MessagingConfig): Channels {
  const channels: Channels = {};
  if (config.smtpUrl) channels.email = smtpChannel(config.smtpUrl);
  const { whatsapp, sms } = config;
  if (whatsapp.token && whatsapp.phoneNumberId)
    channels.whatsapp = whatsappChannel({
      apiUrl: whatsapp.apiUrl,
      token: whatsapp.token,
      phoneNumberId: whatsapp.phoneNumberId,
      language: whatsapp.templateLanguage,
    });
  if (sms.apiKey)
    channels.sms = termiiChannel({ apiUrl: sms.apiUrl, apiKey: sms.apiKey, senderId: sms.senderId });
  return channels;
}
