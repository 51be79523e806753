/** A local HTTP server whose answers a test sets per case, and which records every request it saw. */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type Handler = (req: IncomingMessage, res: ServerResponse, body: string) => void;

export interface Seen {
  method?: string;
  url?: string;
  headers: IncomingMessage['headers'];
  body: string;
}

export interface StubServer {
  baseUrl: string;
  seen: Seen[];
  handler: Handler;
  close(): Promise<void>;
}

export async function startStubServer(): Promise<StubServer> {
  let server: Server | undefined;
  const stub: StubServer = {
    baseUrl: '',
    seen: [],
    handler: (_req, res) => res.end(),
    close: () => new Promise<void>((done) => (server ? server.close(() => done()) : done())),
  };
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      stub.seen.push({ method: req.method, url: req.url, headers: req.headers, body });
      stub.handler(req, res, body);
    });
  });
  await new Promise<void>((ready) => server?.listen(0, '127.0.0.1', ready));
  stub.baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return stub;
}

export const json =
  (status: number, body: unknown, headers: Record<string, string> = {}): Handler =>
  (_req, res) => {
    res.writeHead(status, { 'content-type': 'application/json', ...headers });
    res.end(typeof body === 'string' ? body : JSON.stringify(body));
  };
