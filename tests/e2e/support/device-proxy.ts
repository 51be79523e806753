/**
 * One device's own way to the service: a pass-through proxy on a loopback port that the test can cut, so that one
 * browser is offline while the other is not (the server's fault switch cuts everyone). The extension is pointed at
 * it through its own settings, as a person would point it at their service; `http://127.0.0.1/*` grants any port.
 */
import { createServer, request as forward, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

export interface DeviceProxy {
  url: string;
  /** Offline: every open connection drops and new ones are refused as they arrive. */
  setOnline(online: boolean): void;
  close(): Promise<void>;
}

export async function startDeviceProxy(target: string): Promise<DeviceProxy> {
  const upstream = new URL(target);
  let online = true;
  const sockets = new Set<Socket>();
  const server: Server = createServer((req, res) => {
    if (!online) {
      req.socket.destroy();
      return;
    }
    const out = forward(
      { host: upstream.hostname, port: upstream.port, method: req.method, path: req.url, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    out.on('error', () => res.destroy());
    req.pipe(out);
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    if (!online) socket.destroy();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    setOnline(next) {
      online = next;
      if (!next) for (const socket of sockets) socket.destroy();
    },
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
