import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { NextFunction, Request, Response } from 'express';

/** Seconds a kept-alive connection may stay idle, as told to clients (`Keep-Alive: timeout=…`). */
export const KEEP_ALIVE_ADVERTISED_SECONDS = 60;
/** How long the server really keeps an idle connection: what it advertises plus a margin (below). */
export const KEEP_ALIVE_TIMEOUT_MS = (KEEP_ALIVE_ADVERTISED_SECONDS + 5) * 1000;

/**
 * Keeps idle connections open longer than clients expect them to be, so the server is never the one closing a
 * connection a client has just sent a request on (issue 9). Node closes an idle kept-alive connection when its
 * timer fires, and timers run before sockets are read: after the event loop was blocked past the timeout, a request
 * already waiting on the connection is never read, and closing a socket with unread data sends a reset
 * (`ECONNRESET` at the client, no answer). Node's own 5 s made that happen whenever recalculation held the event
 * loop for a few seconds. Now the server advertises 60 s and keeps the connection 65 s (Node 24's
 * `keepAliveTimeoutBuffer`, done here for Node 20): a client that respects the hint closes first, and one that does
 * not (vegeta, Go's default client) only meets the race after a minute idle and a 5-second block at that moment.
 */
export function keepConnectionsAlive(server: Server): void {
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
  // must outlast keepAliveTimeout: a request's headers arriving on an old connection are timed from its start
  server.headersTimeout = KEEP_ALIVE_TIMEOUT_MS + 1000;
}

/**
 * Says `Keep-Alive: timeout=60` on every answer. Setting the header stops Node writing its own (which would say
 * the real 65).
 */
export function advertiseKeepAlive(_request: Request, response: Response, next: NextFunction): void {
  response.setHeader('Keep-Alive', `timeout=${KEEP_ALIVE_ADVERTISED_SECONDS}`);
  next();
}

/** How long a stopping server lets requests in progress finish before it cuts their connections. */
export const CLOSE_GRACE_MS = 10_000;
/** How often a stopping server closes the connections that went idle since it stopped. */
const IDLE_SWEEP_MS = 100;

/**
 * Lets a stopping server end as soon as its answers in progress are sent. Node's `close()` closes only the
 * connections it sees as idle at that moment; a kept-alive connection whose answer ends afterwards (or that Node
 * does not count as idle, as after an event stream the client dropped) stays open until its 65 s keep-alive timer
 * fires, and the server, and the process's shutdown, wait for it. So the server counts the answers in progress
 * on each connection; while it stops, a connection with none is closed as soon as it has none, and after
 * `graceMs` every connection is cut.
 */
export function closeConnectionsWhenStopping(server: Server, graceMs = CLOSE_GRACE_MS): void {
  const sockets = new Set<Socket>();
  const answering = new Map<Socket, number>();
  server.on('connection', (socket: Socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });
  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    const socket = request.socket;
    answering.set(socket, (answering.get(socket) ?? 0) + 1);
    response.once('close', () => {
      const left = (answering.get(socket) ?? 1) - 1;
      if (left > 0) answering.set(socket, left);
      else answering.delete(socket);
    });
  });
  const closeIdle = () => {
    for (const socket of sockets) if (!answering.has(socket)) socket.destroy();
  };
  const close = server.close.bind(server);
  server.close = (callback?: (error?: Error) => void) => {
    const sweep = setInterval(closeIdle, IDLE_SWEEP_MS);
    const deadline = setTimeout(() => server.closeAllConnections(), graceMs);
    sweep.unref();
    deadline.unref();
    const closing = close((error?: Error) => {
      clearInterval(sweep);
      clearTimeout(deadline);
      callback?.(error);
    });
    closeIdle();
    return closing;
  };
}
