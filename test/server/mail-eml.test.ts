import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createMailer } from '../../server/mail/mailer.ts';

/** The parts of a MIME message, by their Content-Type, with their headers and body. */
function parts(eml: string): { type: string; head: string; body: string }[] {
  const boundaries = [...eml.matchAll(/boundary="?([^"\r\n;]+)"?/g)].map((match) => match[1]!);
  let chunks = [eml];
  for (const boundary of boundaries) {
    chunks = chunks.flatMap((chunk) => chunk.split(`--${boundary}`));
  }
  return chunks
    .map((chunk) => {
      const [head = '', ...rest] = chunk.replace(/^\r?\n/, '').split(/\r?\n\r?\n/);
      const type = /^Content-Type: ([^;\r\n]+)/im.exec(head)?.[1] ?? '';
      return { type: type.toLowerCase(), head, body: rest.join('\n\n') };
    })
    .filter((part) => part.type !== '' && !part.type.startsWith('multipart/'));
}

function decoded(part: { head: string; body: string }): string {
  return /Content-Transfer-Encoding: base64/i.test(part.head)
    ? Buffer.from(part.body.replace(/\s+/g, ''), 'base64').toString('utf8')
    : part.body;
}

describe('a composed mail in the outbox', () => {
  let dir: string | undefined;
  afterEach(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
    dir = undefined;
  });

  it('is one .eml with the text, the HTML and the .ics attachment a mail program opens', async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'boxroom-mail-'));
    const mailer = createMailer({
      outboxDir: dir,
      smtpUrl: undefined,
      from: 'Boxroom <no-reply@boxroom.example>',
      keepRecent: true,
    });
    const ics =
      'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nBEGIN:VEVENT\r\nDTSTART:20261204T080000Z\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n';
    await mailer.send({
      recipient: 'jo@example.test',
      cc: ['old@example.test'],
      subject: 'Your collection is booked: order 12',
      text: 'Hello Jo, order 12 is booked.',
      html: '<p>Hello Jo, order <strong>12</strong> is booked.</p>',
      attachments: [
        {
          filename: 'boxroom-order-12.ics',
          contentType: 'text/calendar; charset=utf-8',
          content: ics,
        },
      ],
    });

    const files = await readdir(dir);
    expect(files).toHaveLength(1);
    const eml = await readFile(path.join(dir, files[0]!), 'utf8');
    const [head = ''] = eml.split(/\r?\n\r?\n/, 1);
    expect(head).toMatch(/^To: jo@example\.test$/m);
    expect(head).toMatch(/^Cc: old@example\.test$/m);
    expect(head).toMatch(/^Content-Type: multipart\/mixed;/m);

    const found = parts(eml);
    expect(found.map((part) => part.type).sort()).toEqual([
      'text/calendar',
      'text/html',
      'text/plain',
    ]);
    const calendar = found.find((part) => part.type === 'text/calendar')!;
    expect(calendar.head).toMatch(
      /Content-Disposition: attachment; filename=boxroom-order-12\.ics/,
    );
    expect(decoded(calendar)).toContain('DTSTART:20261204T080000Z');
    expect(decoded(found.find((part) => part.type === 'text/plain')!)).toContain(
      'order 12 is booked',
    );
    // The development helpers see the text part, as they do for a plain message.
    expect(mailer.latestTo('jo@example.test')?.body).toBe('Hello Jo, order 12 is booked.');
  });

  it('still sends a plain message (the password reset) as text only', async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'boxroom-mail-'));
    const mailer = createMailer({
      outboxDir: dir,
      smtpUrl: undefined,
      from: 'Boxroom <no-reply@boxroom.example>',
      keepRecent: false,
    });
    await mailer.send({ recipient: 'jo@example.test', subject: 'Reset', body: 'Open the link' });
    const [file] = await readdir(dir);
    const eml = await readFile(path.join(dir, file!), 'utf8');
    expect(eml).toMatch(/^Content-Type: text\/plain/m);
    expect(eml).not.toMatch(/multipart/);
  });
});
