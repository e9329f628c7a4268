import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type BoxroomConfig, createConfig } from '../../../src/api/config';

/** A request as it reached the wire, so tests see what the client really sent. */
export interface RecordedRequest {
  method: string;
  /** Path without the query string. */
  path: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  body: string;
}

export interface Reply {
  status?: number;
  /** Sent as application/json. */
  json?: unknown;
  /** Sent as is, with `contentType`. */
  body?: string | Uint8Array;
  contentType?: string;
}

export type Handler = (request: RecordedRequest) => Reply;

export interface TestServer {
  origin: string;
  /** Hosts laid out as on the real server: /v1, /identity, /cms and the app's own paths. */
  config: BoxroomConfig;
  requests: RecordedRequest[];
  /** Replaces how the server answers; the default answers every call with `{}`. */
  respond(handler: Handler): void;
  /** The last request that reached the server. */
  last(): RecordedRequest;
  close(): Promise<void>;
}

const defaultHandler: Handler = () => ({ json: {} });

export async function startTestServer(): Promise<TestServer> {
  const requests: RecordedRequest[] = [];
  let handler = defaultHandler;

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://localhost');
      const recorded: RecordedRequest = {
        method: req.method ?? 'GET',
        path: url.pathname,
        query: url.searchParams,
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      requests.push(recorded);
      let reply: Reply;
      try {
        reply = handler(recorded);
      } catch (error) {
        reply = { status: 599, body: String(error), contentType: 'text/plain' };
      }
      const status = reply.status ?? 200;
      if (reply.json !== undefined) {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(reply.json));
      } else if (reply.body !== undefined) {
        res.writeHead(status, { 'content-type': reply.contentType ?? 'text/plain' });
        res.end(reply.body);
      } else {
        res.writeHead(status);
        res.end();
      }
    });
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;

  return {
    origin,
    config: createConfig({
      apiUrl: `${origin}/v1`,
      authUrl: `${origin}/identity`,
      cmsUrl: `${origin}/cms`,
      appUrl: origin,
    }),
    requests,
    respond(next) {
      handler = next;
    },
    last() {
      const request = requests.at(-1);
      if (!request) throw new Error('No request reached the test server');
      return request;
    },
    close() {
      return new Promise((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      });
    },
  };
}
