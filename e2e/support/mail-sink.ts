// The shop's mail server during the e2e suite: a real SMTP sink on loopback (the server tests' own), and a small
// HTTP reader of what it received, so a test reads a mailed link as the recipient would.
import { createServer } from 'node:http';
import { startSmtpSink } from '../../apps/server/src/test/smtp-sink';

const smtpPort = Number(process.env.MAIL_SINK_SMTP_PORT);
const httpPort = Number(process.env.MAIL_SINK_HTTP_PORT);
const sink = await startSmtpSink({ port: smtpPort });

createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://127.0.0.1');
  const to = url.searchParams.get('to');
  const found = sink.messages
    .filter((m) => !to || m.to.includes(to))
    .map((m) => ({ to: m.to, text: m.text }));
  response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(found.reverse()));
}).listen(httpPort, '127.0.0.1');
