import type { Server } from 'node:http';
import { Server as NetServer, type Socket } from 'node:net';

interface ConnectionState {
  /** A request is being answered on it. */
  busy: boolean;
  /** Requests answered so far: 0 means its first request may still be on its way. */
  served: number;
}

/**
 * Graceful close for an HTTP server. Node's own `server.close()` also drops every connection
 * without a request in progress, including one a client has just opened whose request is
 * still on its way: that client sees its connection reset. This stops listening after a short
 * drain, ends only keep-alive connections that sit idle between requests, lets every other
 * connection get its answer (sent with `Connection: close` by the caller), and cuts what is
 * left after the grace period.
 */
export function gracefulCloser(server: Server) {
  const connections = new Map<Socket, ConnectionState>();

  server.on('connection', (socket: Socket) => {
    connections.set(socket, { busy: false, served: 0 });
    socket.once('close', () => connections.delete(socket));
  });
  server.on('request', (request, response) => {
    const state = connections.get(request.socket);
    if (!state) return;
    state.busy = true;
    response.once('finish', () => {
      state.busy = false;
      state.served += 1;
    });
  });

  return {
    /** Resolves once every connection has ended, or was cut after `graceMs`. */
    async close({ graceMs, drainMs }: { graceMs: number; drainMs: number }): Promise<void> {
      // Closing the listening socket resets connections the kernel has completed but Node has
      // not yet taken, and under load there always are some while requests keep the event loop
      // busy. So the socket stays open a moment longer, while new requests are turned away
      // cheaply (the caller answers them 503) and the queue empties; then it closes.
      await new Promise((resolve) => setTimeout(resolve, drainMs));
      // A loop kept busy past the drain runs this timer before it takes the connections that
      // queued meanwhile; closing in the check phase (after this turn's accepts) resets none.
      await new Promise((resolve) => setImmediate(resolve));
      const closed = new Promise<void>((resolve) => {
        NetServer.prototype.close.call(server, () => resolve());
      });
      for (const [socket, state] of connections) {
        if (!state.busy && state.served > 0) socket.end();
      }
      const cutOff = setTimeout(() => {
        for (const socket of connections.keys()) socket.destroy();
      }, graceMs);
      await closed;
      clearTimeout(cutOff);
    },
  };
}
