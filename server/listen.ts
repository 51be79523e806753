/**
 * The node HTTP server: it listens before the app exists (the issuer needs the real port), then takes its
 * handler; closing waits for requests in flight and destroys sockets still open after a second.
 */
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

export interface Listening {
  port: number;
  handle(handler: Handler): void;
  close(): Promise<void>;
}

export async function listen(host: string, port: number): Promise<Listening> {
  let handler: Handler = (_req, res) => {
    res.writeHead(503).end();
  };
  const server = http.createServer((req, res) => handler(req, res));
  server.keepAliveTimeout = 5_000;
  const sockets = new Set<Socket>();
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  return {
    port: (server.address() as AddressInfo).port,
    handle: (next) => {
      handler = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeIdleConnections();
        setTimeout(() => {
          for (const socket of sockets) socket.destroy();
        }, 1_000).unref();
      }),
  };
}
