import http from 'node:http';

export interface LoadResult {
  requests: number;
  perSecond: number;
  p50: number;
  p99: number;
  errors: number;
}

/** The value at quantile `q` (0–1) of sorted milliseconds. */
function quantile(sorted: number[], q: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
}

/**
 * `connections` keep-alive clients each sending GET `url` one after another for `seconds`;
 * an answer other than `expectStatus` counts as an error.
 */
export async function load(
  url: string,
  {
    connections = 50,
    seconds = 5,
    headers = {},
    expectStatus = 200,
  }: {
    connections?: number;
    seconds?: number;
    headers?: Record<string, string>;
    expectStatus?: number;
  } = {},
): Promise<LoadResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const latencies: number[] = [];
  let errors = 0;
  const until = performance.now() + seconds * 1000;

  const once = () =>
    new Promise<void>((resolve) => {
      const started = performance.now();
      const request = http.get(url, { agent, headers }, (response) => {
        response.resume();
        response.on('end', () => {
          latencies.push(performance.now() - started);
          if (response.statusCode !== expectStatus) errors += 1;
          resolve();
        });
      });
      request.on('error', () => {
        errors += 1;
        resolve();
      });
    });

  const client = async () => {
    while (performance.now() < until) await once();
  };
  const begun = performance.now();
  await Promise.all(Array.from({ length: connections }, client));
  const elapsed = (performance.now() - begun) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return {
    requests: latencies.length,
    perSecond: latencies.length / elapsed,
    p50: quantile(latencies, 0.5),
    p99: quantile(latencies, 0.99),
    errors,
  };
}
