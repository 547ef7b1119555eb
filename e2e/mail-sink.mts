/**
 * The browser tests' mail server (issue 22): a local SMTP server that keeps every message, and a small HTTP
 * endpoint the journeys read links from, as a recipient would read their mailbox. Run by Playwright as a web
 * server next to the app (playwright.config.ts); listens on 127.0.0.1 only.
 *
 *   GET /messages?to=<address>  →  [{ to, text }] oldest first (quoted-printable undone)
 *   GET /health                 →  200
 */
import { createServer } from 'node:http';
import { SMTPServer } from 'smtp-server';

const smtpPort = Number(process.env.MAIL_SINK_SMTP_PORT);
const httpPort = Number(process.env.MAIL_SINK_HTTP_PORT);
const messages: { to: string[]; text: string }[] = [];

const decodeQuotedPrintable = (raw: string) =>
  raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

const smtp = new SMTPServer({
  secure: false,
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  onData(stream, session, callback) {
    const chunks: Buffer[] = [];
    stream.on('data', (c: Buffer) => chunks.push(c));
    stream.on('end', () => {
      messages.push({
        to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
        text: decodeQuotedPrintable(Buffer.concat(chunks).toString('utf8')),
      });
      callback();
    });
  },
});
smtp.listen(smtpPort, '127.0.0.1');

createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://127.0.0.1');
  if (url.pathname === '/messages') {
    const to = (url.searchParams.get('to') ?? '').toLowerCase();
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify(messages.filter((m) => m.to.includes(to))));
    return;
  }
  res.writeHead(url.pathname === '/health' ? 200 : 404);
  res.end();
}).listen(httpPort, '127.0.0.1');
