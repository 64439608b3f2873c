import http, {
  type IncomingMessage,
  type OutgoingHttpHeaders,
  type ServerResponse,
} from 'node:http';
import net from 'node:net';
import type { Duplex } from 'node:stream';
import { isDecodableAddress } from '../../core/routes/decodable-address';
import type { Encoding } from '../../core/serving/compression';
import { compressionFor, sendCompressed } from './compress-answer';
import { publishedCacheControl } from './published-cache-control';

export interface AddressGuard {
  port: number;
  close: () => Promise<void>;
}

export interface AddressGuardOptions {
  /** The public port (0: any free one). */
  port: number;
  /** Where the site behind the guard listens (netlify dev's internal port). */
  targetPort: number;
  /** The page answered, with 400, for an address that cannot be decoded. */
  page: string;
  /**
   * The built site netlify dev serves (its --dir): its files get the Cache-Control that
   * public/_headers gives them, as on Netlify. None under gatsby develop (npm start).
   */
  publicDir?: string;
}

/** What the guard adds to netlify dev's answers so they are what Netlify's CDN sends. */
interface Serving {
  cacheControl?: (pathname: string) => Promise<string | undefined>;
}

const TARGET_HOST = 'localhost';

/** Per-hop headers of the guard's own connection to the site, not the visitor's answer's. */
const HOP_HEADERS = ['connection', 'keep-alive'];

function refuse(req: IncomingMessage, res: ServerResponse, page: string): void {
  req.resume();
  res.writeHead(400, {
    'content-type': 'text/html; charset=utf-8',
    'content-length': Buffer.byteLength(page),
    'cache-control': 'no-store',
  });
  res.end(req.method === 'HEAD' ? undefined : page);
}

/**
 * The chain a proxy passes on: what came before, then the visitor this guard saw. The API
 * trusts the loopback proxies' word (scripts/local-api), so the guard must add it, not pass on
 * a visitor's claim as its own.
 */
function forwardedFor(req: IncomingMessage): string {
  const before = req.headers['x-forwarded-for'];
  const seen = req.socket.remoteAddress ?? '';
  return [...(Array.isArray(before) ? before : [before]), seen].filter(Boolean).join(', ');
}

/** The answer's headers as the visitor gets them: Netlify's caching rule, its compression. */
async function answerHead(
  req: IncomingMessage,
  answer: IncomingMessage,
  serving: Serving,
): Promise<{ headers: OutgoingHttpHeaders; encoding?: Encoding }> {
  const headers: OutgoingHttpHeaders = { ...answer.headers };
  for (const name of HOP_HEADERS) delete headers[name];
  if (serving.cacheControl && (req.method === 'GET' || req.method === 'HEAD')) {
    const pathname = (req.url ?? '/').split('?')[0] ?? '/';
    const rule = await serving.cacheControl(pathname);
    if (rule) headers['cache-control'] = rule;
  }
  return compressionFor(req, answer.statusCode ?? 502, headers);
}

/** Forwarded as it comes: the body streams both ways, chunk by chunk (compressed if it is text). */
function forward(
  req: IncomingMessage,
  res: ServerResponse,
  targetPort: number,
  serving: Serving,
): void {
  const upstream = http.request(
    {
      host: TARGET_HOST,
      port: targetPort,
      method: req.method,
      path: req.url,
      headers: { ...req.headers, 'x-forwarded-for': forwardedFor(req) },
    },
    (answer) => {
      const status = answer.statusCode ?? 502;
      answerHead(req, answer, serving).then(
        ({ headers, encoding }) => {
          if (encoding) {
            sendCompressed(answer, res, encoding, {
              status,
              message: answer.statusMessage,
              headers,
            });
            return;
          }
          res.writeHead(status, answer.statusMessage, headers);
          answer.pipe(res);
        },
        () => {
          answer.resume();
          if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain' });
          res.end();
        },
      );
    },
  );
  upstream.on('error', () => {
    if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain' });
    res.end();
  });
  // A visitor who leaves ends the request behind the guard too (a streamed answer stops).
  res.on('close', () => {
    if (!res.writableFinished) upstream.destroy();
  });
  req.pipe(upstream);
}

/** Websocket (Gatsby's hot reload) and other upgrades: the raw connection, both ways. */
function tunnel(
  req: IncomingMessage,
  socket: Duplex,
  head: Buffer,
  targetPort: number,
  open: Set<Duplex>,
): void {
  if (!isDecodableAddress(req.url ?? '/')) {
    socket.end('HTTP/1.1 400 Bad Request\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
    return;
  }
  const upstream = net.connect(targetPort, TARGET_HOST, () => {
    const lines = [`${req.method} ${req.url} HTTP/${req.httpVersion}`];
    for (let i = 0; i < req.rawHeaders.length; i += 2) {
      lines.push(`${req.rawHeaders[i]}: ${req.rawHeaders[i + 1]}`);
    }
    upstream.write(`${lines.join('\r\n')}\r\n\r\n`);
    if (head.length > 0) upstream.write(head);
    upstream.pipe(socket);
    socket.pipe(upstream);
  });
  // Either side closing closes the other: no half-open tunnel outlives its visitor.
  for (const [one, other] of [
    [upstream, socket],
    [socket, upstream],
  ] as const) {
    open.add(one);
    one.on('error', () => other.destroy());
    one.on('close', () => {
      open.delete(one);
      other.destroy();
    });
  }
}

/**
 * A small proxy that owns the site's public port in front of netlify dev: an address whose
 * path or query cannot be decoded gets 400 and the shop's page here, because netlify dev
 * would throw on it and exit, taking the whole local site down (docs/decisions.md, 28.1).
 */
export async function startAddressGuard(options: AddressGuardOptions): Promise<AddressGuard> {
  const serving: Serving = {
    cacheControl: options.publicDir ? publishedCacheControl(options.publicDir) : undefined,
  };
  const server = http.createServer((req, res) => {
    if (isDecodableAddress(req.url ?? '/')) forward(req, res, options.targetPort, serving);
    else refuse(req, res, options.page);
  });
  // Upgraded connections leave the server's books: kept here, so close() can end them.
  const tunnels = new Set<Duplex>();
  server.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) =>
    tunnel(req, socket, head, options.targetPort, tunnels),
  );
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, () => resolve());
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  return {
    port,
    close: () =>
      new Promise((resolve) => {
        for (const socket of tunnels) socket.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
