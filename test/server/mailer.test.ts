import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config.ts';
import { configuredMailer, createMailer } from '../../server/mail/mailer.ts';

describe('the mail adapter', () => {
  let dir: string | undefined;
  afterEach(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
    dir = undefined;
  });

  it('writes one RFC 5322 .eml file per message into DATA_DIR/outbox/ by default', async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'boxroom-mail-'));
    const mailer = configuredMailer(
      loadConfig({ DATA_DIR: dir, PUBLIC_URL: 'https://boxroom.example' }),
    );
    expect(mailer.description).toBe(`.eml files in ${path.join(dir, 'outbox')}`);
    const body =
      'Hello Jo,\n\nOpen https://boxroom.example/apps/reset?token=abc&email=jo%40example.test';
    await mailer.send({
      recipient: 'jo@example.test',
      subject: 'Reset your Boxroom password',
      body,
    });
    await mailer.send({ recipient: 'al@example.test', subject: 'Second', body: 'Two' });

    const files = (await readdir(path.join(dir, 'outbox'))).sort();
    expect(files).toHaveLength(2);
    expect(files.every((file) => file.endsWith('.eml'))).toBe(true);
    const eml = await readFile(path.join(dir, 'outbox', files[0]!), 'utf8');
    const [head = '', text = ''] = eml.split(/\r?\n\r?\n/, 2);
    expect(head).toMatch(/^From: Boxroom <no-reply@boxroom\.example>$/m);
    expect(head).toMatch(/^To: jo@example\.test$/m);
    expect(head).toMatch(/^Subject: Reset your Boxroom password$/m);
    expect(head).toMatch(/^Date: .+$/m);
    expect(head).toMatch(/^Message-ID: <.+>$/m);
    expect(head).toMatch(/^MIME-Version: 1\.0$/m);
    expect(text).toContain('Hello Jo,');
    // The development helpers are off: nothing is remembered in memory.
    expect(mailer.latestTo('jo@example.test')).toBeUndefined();
  });

  it('remembers recent mail for the development helpers only when they are on', async () => {
    const mailer = createMailer({
      outboxDir: undefined,
      smtpUrl: undefined,
      from: 'Boxroom <no-reply@localhost>',
      keepRecent: true,
    });
    await mailer.send({ recipient: 'jo@example.test', subject: 'First', body: 'One' });
    await mailer.send({ recipient: 'jo@example.test', subject: 'Second', body: 'Two' });
    expect(mailer.latestTo('jo@example.test')).toMatchObject({ subject: 'Second', body: 'Two' });
    expect(mailer.latestTo('al@example.test')).toBeUndefined();
  });

  it('sends over SMTP when SMTP_URL is set', async () => {
    const mailer = configuredMailer(
      loadConfig({ DATA_DIR: 'memory://', SMTP_URL: 'smtp://127.0.0.1:1' }),
    );
    expect(mailer.description).toBe('SMTP (127.0.0.1:1)');
    // Nothing listens on port 1: the attempt is a real SMTP connection, and its failure is
    // the caller's to handle.
    await expect(
      mailer.send({ recipient: 'jo@example.test', subject: 'Hi', body: 'Hello' }),
    ).rejects.toThrow(/ECONNREFUSED|connect/i);
  });
});
