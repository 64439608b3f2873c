import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface BareServer {
  url: string;
  close(): Promise<void>;
}

/**
 * A plain node:http server answering every request with the same bytes: the floor the
 * catalogue endpoint is compared with, so the framework's and the database's share shows.
 */
export async function serveBytes(body: Buffer, contentType: string): Promise<BareServer> {
  const headers = { 'content-type': contentType, 'content-length': String(body.length) };
  const server: Server = createServer((_req, res) => {
    res.writeHead(200, headers);
    res.end(body);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
