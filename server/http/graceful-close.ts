import type { Server } from 'node:http';
import { Server as NetServer, type Socket } from 'node:net';

interface ConnectionState {
  /** A request is being answered on it. */
  busy: boolean;
  /** Requests answered so far: 0 means its first request may still be on its way. */
  served: number;
  /** When its last answer went (Date.now()), while it sits idle between requests. */
  idleSince: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** Resolves after the loop's poll phase, so the connections and data it read are seen. */
const afterThisTurn = () => new Promise((resolve) => setImmediate(resolve));

/** How often idle kept-alive connections are looked at once the listening socket is closed. */
const SWEEP_MS = 50;

/**
 * Graceful close for an HTTP server. Node's own `server.close()` also drops every connection
 * without a request in progress, including one a client has just opened whose request is
 * still on its way, or a kept-alive one whose next request has arrived but not been read:
 * that client sees its connection reset. This turns new requests away (the caller answers
 * them 503 with `Connection: close`) until connections stop arriving, then stops listening,
 * ends kept-alive connections only once they have been idle a while, lets every other
 * connection get its answer, and cuts what is left after the grace period.
 */
export function gracefulCloser(server: Server) {
  const connections = new Map<Socket, ConnectionState>();
  let lastConnectionAt = 0;

  server.on('connection', (socket: Socket) => {
    lastConnectionAt = Date.now();
    connections.set(socket, { busy: false, served: 0, idleSince: Date.now() });
    socket.once('close', () => connections.delete(socket));
  });
  server.on('request', (request, response) => {
    const state = connections.get(request.socket);
    if (!state) return;
    state.busy = true;
    response.once('finish', () => {
      state.busy = false;
      state.served += 1;
      state.idleSince = Date.now();
    });
  });

  return {
    /**
     * Resolves once every connection has ended, or was cut after `graceMs`. The listening
     * socket stays open until no connection has come for `drainMs`.
     */
    async close({ graceMs, drainMs }: { graceMs: number; drainMs: number }): Promise<void> {
      const deadline = Date.now() + graceMs;
      // Closing the listening socket resets the connections the kernel has completed but Node
      // has not yet taken, and under load (the embedded database keeps the loop busy) there
      // are many. So it stays open while connections keep coming, each turned away cheaply,
      // and closes after a quiet spell, checked after a poll phase so that connections queued
      // while the loop was busy are counted first.
      for (;;) {
        await sleep(drainMs);
        await afterThisTurn();
        if (Date.now() - lastConnectionAt >= drainMs || Date.now() >= deadline) break;
      }
      const closed = new Promise<void>((resolve) => {
        NetServer.prototype.close.call(server, () => resolve());
      });
      // A kept-alive connection is ended only after it has sat idle a while: one whose next
      // request is already on its way gets that request answered (503, Connection: close).
      const sweep = setInterval(() => {
        for (const [socket, state] of connections) {
          const idle = !state.busy && state.served > 0;
          if (idle && Date.now() - state.idleSince >= drainMs) socket.end();
        }
      }, SWEEP_MS);
      const cutOff = setTimeout(
        () => {
          for (const socket of connections.keys()) socket.destroy();
        },
        Math.max(0, deadline - Date.now()),
      );
      await closed;
      clearInterval(sweep);
      clearTimeout(cutOff);
    },
  };
}
