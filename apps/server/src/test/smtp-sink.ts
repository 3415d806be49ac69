import { SMTPServer } from 'smtp-server';

export interface SinkMessage {
  from: string;
  to: string[];
  raw: string;
  /** The decoded text/plain part. */
  text: string;
}

export interface SmtpSink {
  port: number;
  /** SMTP_URL for the app: plain SMTP on loopback, no TLS. */
  url: string;
  messages: SinkMessage[];
  close(): Promise<void>;
}

// Below the ephemeral range (32768+), where ports were seen taken at random; each Vitest worker gets its own.
const BASE_PORT = 25251;
const PORTS_PER_WORKER = 10;

function decodeQuotedPrintable(body: string): string {
  const bytes = body
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => `%${hex}`)
    .replace(/%(?![0-9A-F]{2})/gi, '%25');
  return decodeURIComponent(bytes);
}

/** Enough MIME for the shop's own mails: finds the text/plain part and undoes its transfer encoding. */
export function plainTextOf(raw: string): string {
  for (const part of raw.split(/\r?\n--[^\r\n]*\r?\n/)) {
    const split = part.search(/\r?\n\r?\n/);
    if (split < 0) continue;
    const headers = part.slice(0, split);
    if (!/content-type:\s*text\/plain/i.test(headers)) continue;
    const body = part.slice(split).replace(/^\r?\n\r?\n/, '');
    if (/content-transfer-encoding:\s*quoted-printable/i.test(headers)) return decodeQuotedPrintable(body);
    if (/content-transfer-encoding:\s*base64/i.test(headers))
      return Buffer.from(body, 'base64').toString('utf8');
    return body;
  }
  return '';
}

function listen(server: SMTPServer, port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
}

/**
 * A real SMTP server on loopback that accepts every mail and keeps it in memory: on `port` exactly, or on a free
 * port of this Vitest worker's range.
 */
export async function startSmtpSink(options: { port?: number } = {}): Promise<SmtpSink> {
  const messages: SinkMessage[] = [];
  const worker = Number(process.env.VITEST_POOL_ID ?? process.env.VITEST_WORKER_ID ?? 0) % 100;
  const first = options.port ?? BASE_PORT + worker * PORTS_PER_WORKER;
  const last = options.port ?? first + PORTS_PER_WORKER - 1;
  for (let port = first; port <= last; port++) {
    const server = new SMTPServer({
      disabledCommands: ['STARTTLS'],
      authOptional: true,
      logger: false,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const raw = Buffer.concat(chunks).toString('utf8');
          const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
          const to = session.envelope.rcptTo.map((r) => r.address);
          messages.push({ from, to, raw, text: plainTextOf(raw) });
          callback();
        });
      },
    });
    try {
      await listen(server, port);
    } catch (error) {
      // Another run (or another worker's sink) holds this port: take the next one.
      if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') continue;
      throw error;
    }
    // A client dropping its connection is reported as an error event, which must not kill the test process.
    server.on('error', () => {});
    return {
      port,
      url: `smtp://127.0.0.1:${port}?ignoreTLS=true`,
      messages,
      close: () => new Promise((resolve) => server.close(() => resolve())),
    };
  }
  throw new Error(`no free port for the SMTP sink in ${first}-${last}`);
}
