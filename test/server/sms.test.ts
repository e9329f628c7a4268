import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../../server/config.ts';
import { configuredSms } from '../../server/sms/sms.ts';

/** A provider on this machine: records each request, answers `status`. */
async function provider(status: number) {
  const received: { method: string; type: string; body: unknown }[] = [];
  const server: Server = createServer((req, res) => {
    let text = '';
    req.on('data', (chunk) => {
      text += chunk;
    });
    req.on('end', () => {
      received.push({
        method: req.method ?? '',
        type: req.headers['content-type'] ?? '',
        body: JSON.parse(text),
      });
      res.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/messages`,
    received,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

describe('the SMS adapter', () => {
  let dir: string | undefined;
  afterEach(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
    dir = undefined;
  });

  it('writes one file per message into DATA_DIR/sms-outbox/ by default', async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'boxroom-sms-'));
    const sms = configuredSms(loadConfig({ DATA_DIR: dir }));
    expect(sms.description).toBe(`text files in ${path.join(dir, 'sms-outbox')}`);
    await sms.send({ to: '+447700900123', body: 'Your collection is tomorrow, 8am to 1pm.' });
    await sms.send({ to: '+447700900456', body: 'Second' });
    const files = (await readdir(path.join(dir, 'sms-outbox'))).sort();
    expect(files).toHaveLength(2);
    const first = await readFile(path.join(dir, 'sms-outbox', files[0]!), 'utf8');
    expect(first).toMatch(/^To: \+447700900123$/m);
    expect(first.split('\n\n')[1]).toBe('Your collection is tomorrow, 8am to 1pm.\n');
  });

  it('names the files in the order the messages were sent, even within one millisecond', async () => {
    const outbox = await mkdtemp(path.join(os.tmpdir(), 'boxroom-sms-'));
    dir = outbox;
    const sms = configuredSms(loadConfig({ DATA_DIR: outbox }));
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(new Date('2026-11-27T18:00:00.000Z'));
      for (let n = 1; n <= 12; n += 1) await sms.send({ to: '+447700900123', body: `Text ${n}` });
    } finally {
      vi.useRealTimers();
    }
    const files = (await readdir(path.join(outbox, 'sms-outbox'))).sort();
    const bodies = await Promise.all(
      files.map(async (file) =>
        (await readFile(path.join(outbox, 'sms-outbox', file), 'utf8')).split('\n\n')[1]?.trim(),
      ),
    );
    expect(bodies).toEqual(Array.from({ length: 12 }, (_, i) => `Text ${i + 1}`));
  });

  it('keeps nothing with the in-memory database', async () => {
    const sms = configuredSms(loadConfig({ DATA_DIR: 'memory://' }));
    await expect(sms.send({ to: '+447700900123', body: 'x' })).resolves.toBeUndefined();
  });

  it('posts each message to SMS_URL when set', async () => {
    const host = await provider(202);
    try {
      const sms = configuredSms(loadConfig({ DATA_DIR: 'memory://', SMS_URL: host.url }));
      expect(sms.description).toBe(`provider at ${new URL(host.url).host}`);
      await sms.send({ to: '+353871234567', body: 'Reminder' });
      expect(host.received).toEqual([
        {
          method: 'POST',
          type: 'application/json',
          body: { to: '+353871234567', body: 'Reminder' },
        },
      ]);
    } finally {
      await host.close();
    }
  });

  it('fails when the provider refuses, so the job retries', async () => {
    const host = await provider(503);
    try {
      const sms = configuredSms(loadConfig({ DATA_DIR: 'memory://', SMS_URL: host.url }));
      await expect(sms.send({ to: '+447700900123', body: 'x' })).rejects.toThrow('503');
    } finally {
      await host.close();
    }
  });
});
