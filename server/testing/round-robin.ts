/**
 * A load balancer for tests: each request goes to the next instance in turn (nginx's default), headers and
 * body passed through as they are, no forwarding headers added. Its address is the instances' public URL,
 * so that they share one issuer, as instances behind a real load balancer do.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RoundRobin {
  url: string;
  /** The instances, once they run (they need the balancer's address first). */
  route(targets: string[]): void;
  close(): Promise<void>;
}

export async function roundRobin(): Promise<RoundRobin> {
  let targets: URL[] = [];
  let next = 0;
  const server = http.createServer((req, res) => {
    const target = targets[next++ % targets.length]!;
    const upstream = http.request(
      { host: target.hostname, port: target.port, path: req.url, method: req.method, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => res.destroy());
    req.pipe(upstream);
  });
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    route: (urls) => {
      targets = urls.map((url) => new URL(url));
    },
    close: () =>
      new Promise<void>((closed) => {
        server.close(() => closed());
        server.closeAllConnections();
      }),
  };
}
