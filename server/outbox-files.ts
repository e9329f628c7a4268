import { randomUUID } from 'node:crypto';

/**
 * A file name for a message kept in an outbox folder (mail or text messages), sortable in the
 * order they were sent, even two in one millisecond: the time, then this process's count, then
 * a random part so that two processes never clash.
 */
let written = 0;

export function outboxFileName(now: Date, extension: 'eml' | 'txt'): string {
  written += 1;
  const order = String(written).padStart(8, '0');
  return `${now.toISOString().replace(/[:.]/g, '-')}-${order}-${randomUUID()}.${extension}`;
}
