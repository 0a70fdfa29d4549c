import { randomBytes } from 'node:crypto';
import { messageChannels } from '@ata/core/message';
import type { Logger } from 'pino';
import type { Config } from '../config.ts';
import { createOrm, type Orm } from '../db/orm.ts';
import { type Channels, realChannels, smtpChannel, termiiChannel, whatsappChannel } from './channels.ts';

/** What the routes need to know about messaging (app.ts); tests get `defaultMessaging()`. */
export interface MessagingInfo {
  /** Checks WhatsApp's status callbacks (X-Hub-Signature-256). Unset in the config: a random one nobody has. */
  appSecret: string;
  verifyToken: string | undefined;
  /** The mail catcher is in use, so the Outbox has something to show. */
  outboxKept: boolean;
  /** The channels (the webhook falls back to SMS when WhatsApp reports a failure). */
  channels: Channels;
}

export interface Messaging extends MessagingInfo {
  /** Where the owner's alert goes when no address is set (OWNER_EMAIL, or a stand-in address). */
  fallbackOwnerEmail: string | undefined;
  close(): Promise<void>;
}

export const defaultMessaging = (): MessagingInfo => ({
  appSecret: randomBytes(32).toString('hex'),
  verifyToken: undefined,
  outboxKept: true,
  channels: {},
});

/**
 * The channels as configured; outside production (or with MESSAGES_FAKE=1) each channel without settings
 * goes to its local stand-in (api/src/dev/fake-messaging/, loaded only then), so `npm start` shows every
 * message in the admin's Outbox with no configuration. In production a channel without settings is off.
 */
export async function messagingFromConfig(config: Config, orm: Orm, logger: Logger): Promise<Messaging> {
  const settings = config.messaging;
  const channels = realChannels(settings);
  const closers: (() => Promise<void> | void)[] = [];
  const standIns = !config.isProduction || settings.fake;
  let outboxKept = false;
  if (standIns && (!channels.email || !channels.whatsapp || !channels.sms)) {
    // The stand-ins keep what they catch through connections of their own (closed within a budget), so a
    // write cut off by a lost database never holds up the requests' pool when the process drains.
    const url = orm.config.get('clientUrl');
    if (!url) throw new Error('messagingFromConfig: the ORM has no clientUrl');
    const outboxOrm = await createOrm(url, { poolMax: 2, timeouts: config.databaseTimeouts });
    closers.push(() =>
      Promise.race([
        outboxOrm.close(true),
        new Promise<void>((resolve) => setTimeout(resolve, 1000).unref()),
      ]),
    );
    const { startSmtpCatcher } = await import('../dev/fake-messaging/smtp-catcher.ts');
    const { startFakePhoneApis } = await import('../dev/fake-messaging/phone-apis.ts');
    const fail = settings.fakeFailures;
    if (!channels.email) {
      const catcher = await startSmtpCatcher(outboxOrm, { failFirst: fail.email });
      const channel = smtpChannel(catcher.url);
      channels.email = channel;
      outboxKept = true;
      closers.push(() => channel.close(), catcher.close);
    }
    if (!channels.whatsapp || !channels.sms) {
      const phones = await startFakePhoneApis(outboxOrm, {
        whatsappFailFirst: fail.whatsapp,
        smsFailFirst: fail.sms,
      });
      closers.push(phones.close);
      channels.whatsapp ??= whatsappChannel({
        apiUrl: phones.url,
        token: 'stand-in',
        phoneNumberId: 'stand-in',
        language: settings.whatsapp.templateLanguage,
      });
      channels.sms ??= termiiChannel({
        apiUrl: phones.url,
        apiKey: 'stand-in',
        senderId: settings.sms.senderId,
      });
    }
    logger.info('messages go to the local stand-ins (the admin Outbox) for channels without settings');
  } else {
    const off = messageChannels.filter((name) => !channels[name]);
    if (off.length) logger.warn({ channels: off }, 'message channels without settings are off');
  }
  return {
    channels,
    appSecret: settings.whatsapp.appSecret ?? randomBytes(32).toString('hex'),
    verifyToken: settings.whatsapp.verifyToken,
    outboxKept,
    fallbackOwnerEmail: settings.ownerEmail ?? (outboxKept ? 'owner@ata-market.local' : undefined),
    close: async () => {
      for (const close of closers.reverse()) await close();
    },
  };
}
