// A stand-in for the production server that the offline tests can stop: a plain HTTP proxy in front
// of Playwright's `next start`. Stopping it refuses every connection, as a dead server or a lost
// network does, which `context.setOffline` alone has not always done for service-worker fetches.
// It can also rewrite /sw.js, to play a new release.
import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

export interface Proxy {
  url: string;
  /** Refuse connections (and drop open ones) until `start` again. */
  stop(): Promise<void>;
  start(): Promise<void>;
  /** Serve /sw.js through this rewrite from now on (a new release). */
  rewriteWorker(rewrite: (code: string) => string): void;
}

export async function startProxy(targetPort: number, port: number): Promise<Proxy> {
  let rewrite: ((code: string) => string) | null = null;
  const sockets = new Set<Socket>();
  const server = http.createServer((req, res) => {
    const headers: http.OutgoingHttpHeaders = { ...req.headers, host: `127.0.0.1:${targetPort}` };
    // The worker's script is rewritten as text: ask for all of it (no 304), uncompressed.
    if (rewrite && req.url?.startsWith('/sw.js')) {
      for (const h of ['accept-encoding', 'if-none-match', 'if-modified-since']) delete headers[h];
    }
    const upstream = http.request(
      { host: '127.0.0.1', port: targetPort, method: req.method, path: req.url, headers },
      (up) => {
        const isWorker = rewrite && new URL(req.url ?? '/', 'http://x').pathname === '/sw.js' && up.statusCode === 200;
        if (!isWorker) {
          res.writeHead(up.statusCode ?? 502, up.headers);
          up.pipe(res);
          return;
        }
        const chunks: Buffer[] = [];
        up.on('data', (c: Buffer) => chunks.push(c));
        up.on('end', () => {
          const body = Buffer.from(rewrite!(Buffer.concat(chunks).toString('utf8')));
          const headers = { ...up.headers, 'content-length': String(body.length) };
          delete headers.etag;
          delete headers['last-modified'];
          res.writeHead(200, headers);
          res.end(body);
        });
      },
    );
    upstream.on('error', () => res.destroy());
    req.pipe(upstream);
  });
  server.on('connection', (s) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });

  const start = () =>
    new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject);
        resolve();
      });
    });
  const stop = () =>
    new Promise<void>((resolve) => {
      if (!server.listening) return resolve();
      server.close(() => resolve());
      for (const s of sockets) s.destroy();
    });

  await start();
  const { port: actual } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${actual}`, start, stop, rewriteWorker: (fn) => (rewrite = fn) };
}
