import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { type Config, MEMORY_DATA_DIR } from '../config.ts';
import type { ComposedSms } from '../notify/events.ts';
import { outboxFileName } from '../outbox-files.ts';

/**
 * Outgoing text messages. By default each is written as a text file to DATA_DIR/sms-outbox/;
 * with SMS_URL it is POSTed to that provider as JSON `{to, body}`.
 */
export interface SmsSender {
  /** Where messages go, for the start-up log. */
  readonly description: string;
  /** Sends one message; a failure (the provider refusing or not answering) throws. */
  send(sms: ComposedSms): Promise<void>;
}

/** A provider that does not answer in this long has failed; the job retries later. */
const PROVIDER_TIMEOUT_MS = 10_000;

interface SmsOptions {
  /** Where files go; undefined keeps none (the in-memory database). */
  outboxDir: string | undefined;
  smsUrl: string | undefined;
}

export function createSmsSender({ outboxDir, smsUrl }: SmsOptions): SmsSender {
  if (smsUrl) {
    return {
      description: `provider at ${new URL(smsUrl).host}`,
      async send(sms) {
        const res = await fetch(smsUrl, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ to: sms.to, body: sms.body }),
          signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
        });
        if (!res.ok) throw new Error(`The SMS provider answered ${res.status}`);
      },
    };
  }
  return {
    description: outboxDir ? `text files in ${outboxDir}` : 'nowhere (DATA_DIR=memory://)',
    async send(sms) {
      if (!outboxDir) return;
      await mkdir(outboxDir, { recursive: true, mode: 0o700 });
      const now = new Date();
      const name = outboxFileName(now, 'txt');
      await writeFile(
        path.join(outboxDir, name),
        `To: ${sms.to}\nDate: ${now.toUTCString()}\n\n${sms.body}\n`,
        {
          flag: 'wx',
          mode: 0o600,
        },
      );
    },
  };
}

/** The SMS sender a configuration asks for. */
export function configuredSms(config: Config): SmsSender {
  return createSmsSender({
    outboxDir:
      config.dataDir === MEMORY_DATA_DIR ? undefined : path.join(config.dataDir, 'sms-outbox'),
    smsUrl: config.smsUrl,
  });
}
