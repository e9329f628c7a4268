import autocannon from 'autocannon';

export interface LoadResult {
  requests: number;
  perSecond: number;
  p50: number;
  p99: number;
  errors: number;
}

/**
 * autocannon: `connections` keep-alive clients sending GET `url` for `seconds`; an answer
 * other than 2xx counts as an error.
 */
export async function load(
  url: string,
  {
    connections = 50,
    seconds = 5,
    headers = {},
  }: { connections?: number; seconds?: number; headers?: Record<string, string> } = {},
): Promise<LoadResult> {
  const result = await autocannon({ url, connections, duration: seconds, headers });
  return {
    requests: result.requests.total,
    perSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}
