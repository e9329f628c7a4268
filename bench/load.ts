import { readFile } from 'node:fs/promises';
import autocannon from 'autocannon';

export interface LoadResult {
  requests: number;
  perSecond: number;
  p50: number;
  p99: number;
  errors: number;
  /**
   * CPU time (user and system) the measured processes spent per answered request: a figure
   * other work on a shared machine barely moves, unlike req/s and p99.
   */
  cpuMsPerRequest?: number | undefined;
}

/** Linux counts a process's CPU time in ticks of 1/100 s (`getconf CLK_TCK`). */
const TICK_MS = 10;

/** CPU ticks each process has used so far (user + system), from /proc; Linux only. */
export async function cpuTicks(pids: readonly number[]): Promise<Map<number, number>> {
  const ticks = new Map<number, number>();
  for (const pid of pids) {
    try {
      const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
      // After the command name in parentheses: state is field 3, utime 14 and stime 15.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      ticks.set(pid, Number(fields[11]) + Number(fields[12]));
    } catch {
      // Gone, or not Linux.
    }
  }
  return ticks;
}

/**
 * autocannon: `connections` keep-alive clients sending GET `url` for `seconds`; an answer
 * other than 2xx counts as an error. With `pids`, the CPU time those processes spent per
 * request too (the list is asked for again at the end: a pool may open connections).
 */
export async function load(
  url: string,
  {
    connections = 50,
    seconds = 5,
    headers = {},
    pids,
  }: {
    connections?: number;
    seconds?: number;
    headers?: Record<string, string>;
    pids?: () => Promise<number[]>;
  } = {},
): Promise<LoadResult> {
  const before = pids ? await cpuTicks(await pids()) : undefined;
  const result = await autocannon({ url, connections, duration: seconds, headers });
  let cpuMsPerRequest: number | undefined;
  if (pids && before) {
    const after = await cpuTicks(await pids());
    let ticks = 0;
    for (const [pid, used] of after) ticks += used - (before.get(pid) ?? 0);
    cpuMsPerRequest = result.requests.total > 0 ? (ticks * TICK_MS) / result.requests.total : 0;
  }
  return {
    requests: result.requests.total,
    perSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
    cpuMsPerRequest,
  };
}
