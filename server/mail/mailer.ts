import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import { type Config, MEMORY_DATA_DIR } from '../config.ts';
import type { ComposedMail } from '../notify/events.ts';
import { outboxFileName } from '../outbox-files.ts';

/** A plain-text message, such as the password reset. */
export interface Mail {
  recipient: string;
  subject: string;
  body: string;
}

/** What `send` takes: a plain message, or a composed one with its HTML part and files. */
export type OutgoingMail = Mail | ComposedMail;

/** The text part of either kind of message. */
function textOf(mail: OutgoingMail): string {
  return 'body' in mail ? mail.body : mail.text;
}

export interface SentMail extends Mail {
  mailId: number;
  createdAt: string;
  /** The files it carried (a booked window's `.ics`), by name and type. */
  attachments: { filename: string; contentType: string }[];
}

/**
 * Outgoing mail. By default every message is written as an RFC 5322 `.eml` file to
 * DATA_DIR/outbox/ (open it in any mail program); with SMTP_URL it goes out over SMTP.
 */
export interface Mailer {
  /** Where mail goes, for the start-up log. */
  readonly description: string;
  /**
   * Sends one message; a failure is the caller's to report. A composed message goes as
   * multipart/alternative (text and HTML) inside multipart/mixed with its attachments.
   */
  send(mail: OutgoingMail): Promise<void>;
  /**
   * The latest message this process sent to an address, for the development helpers; only
   * kept with BOXROOM_DEV_TOOLS=1, so a production server holds no reset links in memory.
   */
  latestTo(recipient: string): SentMail | undefined;
}

/** Enough for a browser-test run; older messages are forgotten. */
const RECENT_LIMIT = 200;

interface MailerOptions {
  /** Where `.eml` files go; undefined keeps no files (the in-memory database). */
  outboxDir: string | undefined;
  smtpUrl: string | undefined;
  from: string;
  keepRecent: boolean;
}

/** A sender the recipient's mail program shows; the domain is the site's own. */
function senderFor(publicUrl: string): string {
  return `Boxroom <no-reply@${new URL(publicUrl).hostname}>`;
}

export function createMailer({ outboxDir, smtpUrl, from, keepRecent }: MailerOptions): Mailer {
  const recent: SentMail[] = [];
  let nextId = 1;
  const smtp = smtpUrl ? nodemailer.createTransport(smtpUrl) : undefined;
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true });

  async function deliver(mail: OutgoingMail, now: Date): Promise<void> {
    const message = {
      from,
      to: mail.recipient,
      subject: mail.subject,
      text: textOf(mail),
      date: now,
      ...('html' in mail
        ? {
            html: mail.html,
            ...(mail.cc?.length ? { cc: mail.cc } : {}),
            attachments: (mail.attachments ?? []).map((file) => ({
              filename: file.filename,
              contentType: file.contentType,
              content: typeof file.content === 'string' ? file.content : Buffer.from(file.content),
            })),
          }
        : {}),
    };
    if (smtp) {
      await smtp.sendMail(message);
      return;
    }
    const composed = await composer.sendMail(message);
    if (!outboxDir) return;
    await mkdir(outboxDir, { recursive: true, mode: 0o700 });
    const name = outboxFileName(now, 'eml');
    // Reset links are secrets: only the server's user may read them.
    await writeFile(path.join(outboxDir, name), composed.message as Buffer, {
      flag: 'wx',
      mode: 0o600,
    });
  }

  return {
    description: smtpUrl
      ? `SMTP (${new URL(smtpUrl).host})`
      : outboxDir
        ? `.eml files in ${outboxDir}`
        : 'kept in memory only (DATA_DIR=memory://)',
    async send(mail) {
      const now = new Date();
      await deliver(mail, now);
      if (!keepRecent) return;
      recent.push({
        recipient: mail.recipient,
        subject: mail.subject,
        body: textOf(mail),
        attachments:
          'html' in mail
            ? (mail.attachments ?? []).map(({ filename, contentType }) => ({
                filename,
                contentType,
              }))
            : [],
        mailId: nextId++,
        createdAt: now.toISOString(),
      });
      if (recent.length > RECENT_LIMIT) recent.shift();
    },
    latestTo(recipient) {
      return recent.findLast((mail) => mail.recipient === recipient);
    },
  };
}

/** The mailer a configuration asks for. */
export function configuredMailer(config: Config): Mailer {
  return createMailer({
    outboxDir: config.dataDir === MEMORY_DATA_DIR ? undefined : path.join(config.dataDir, 'outbox'),
    smtpUrl: config.smtpUrl,
    from: senderFor(config.publicUrl),
    keepRecent: config.devTools,
  });
}

/** Sends without failing the caller: a mail that cannot go is logged, the answer stays the same. */
export async function sendOrLog(mailer: Mailer, mail: OutgoingMail): Promise<void> {
  try {
    await mailer.send(mail);
  } catch (error) {
    console.error(`Could not send "${mail.subject}" to ${mail.recipient}:`, error);
  }
}
