import { createServer, type AddressInfo } from 'node:net';
import { SMTPServer, type SMTPServerOptions } from 'smtp-server';

export interface ReceivedMail {
  mailFrom: string;
  rcptTo: string[];
  /** The message as sent: 7-bit text, read byte for byte. */
  raw: string;
  /** The Subject header as it travelled (ASCII subjects arrive as they are). */
  subject: string;
}

export interface TestSmtp {
  port: number;
  received: ReceivedMail[];
  close: () => Promise<void>;
}

/**
 * A real SMTP server on loopback (a free port unless `port` is given), keeping every message
 * it accepts; `options` override the server's (e.g. an `onRcptTo` that refuses).
 */
export async function startSmtp(
  options: SMTPServerOptions & { port?: number } = {},
): Promise<TestSmtp> {
  const { port = 0, ...serverOptions } = options;
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    secure: false,
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    closeTimeout: 1_000,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const { mailFrom, rcptTo } = session.envelope;
        const raw = Buffer.concat(chunks).toString('latin1');
        const head = raw.slice(0, raw.indexOf('\r\n\r\n')).replace(/\r\n[ \t]+/g, ' ');
        received.push({
          mailFrom: mailFrom ? mailFrom.address : '',
          rcptTo: rcptTo.map((address) => address.address),
          raw,
          subject: /^Subject: (.*)$/im.exec(head)?.[1]?.trim() ?? '',
        });
        callback();
      });
    },
    ...serverOptions,
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return {
    port: (server.server.address() as AddressInfo).port,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A loopback port nothing listens on (taken, then let go). */
export async function closedPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}
