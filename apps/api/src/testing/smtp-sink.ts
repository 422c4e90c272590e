/** A real SMTP server (smtp-server) that keeps what it receives, for tests. */
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  raw: string;
  subject: string;
  text: string;
  /** the text/html part, decoded ('' when the mail has none) */
  html: string;
}

function decodeSubject(raw: string): string {
  const m = /^Subject: (.*(?:\r?\n[ \t].*)*)/im.exec(raw);
  if (!m) return '';
  return (
    m[1]!
      .replace(/\r?\n[ \t]/g, ' ')
      // whitespace between two encoded words is not part of the text (RFC 2047 §6.2)
      .replace(/\?=\s+=\?/g, '?==?')
      .replace(/=\?utf-8\?([BQ])\?([^?]*)\?=/gi, (_all, enc: string, data: string) =>
        enc.toUpperCase() === 'B'
          ? Buffer.from(data, 'base64').toString('utf8')
          : Buffer.from(
              data
                .replace(/_/g, ' ')
                .replace(/=([0-9A-F]{2})/gi, (_x, h: string) => String.fromCharCode(parseInt(h, 16))),
              'latin1',
            ).toString('utf8'),
      )
  );
}

/** The text/plain part, with quoted-printable undone. */
function plainText(raw: string): string {
  const part = /Content-Type: text\/plain[^]*?\r?\n\r?\n([^]*?)(?:\r?\n--|$)/i.exec(raw)?.[1] ?? raw;
  const qp = /Content-Transfer-Encoding: quoted-printable/i.test(raw);
  const body = qp
    ? Buffer.from(
        part
          .replace(/=\r?\n/g, '')
          .replace(/=([0-9A-F]{2})/gi, (_x, h: string) => String.fromCharCode(parseInt(h, 16))),
        'latin1',
      ).toString('utf8')
    : part;
  return body;
}

/** The text/html part, decoded by its own Content-Transfer-Encoding. */
function htmlPart(raw: string): string {
  const m = /Content-Type: text\/html((?:[^\r\n]|\r?\n(?!\r?\n))*)\r?\n\r?\n([^]*?)(?:\r?\n--|$)/i.exec(raw);
  if (!m) return '';
  const [, headers = '', body = ''] = m;
  if (/Content-Transfer-Encoding:\s*base64/i.test(headers))
    return Buffer.from(body, 'base64').toString('utf8');
  if (!/Content-Transfer-Encoding:\s*quoted-printable/i.test(headers)) return body;
  return Buffer.from(
    body
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_x, h: string) => String.fromCharCode(parseInt(h, 16))),
    'latin1',
  ).toString('utf8');
}

export interface SmtpSink {
  url: string;
  mails: ReceivedMail[];
  /** makes the next `n` deliveries fail with a temporary error */
  failNext(n: number): void;
  waitFor(predicate: (m: ReceivedMail) => boolean, timeoutMs?: number): Promise<ReceivedMail>;
  close(): Promise<void>;
}

export async function startSmtpSink(): Promise<SmtpSink> {
  const mails: ReceivedMail[] = [];
  let failures = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        if (failures > 0) {
          failures--;
          const err = new Error('Serviço temporariamente indisponível') as Error & { responseCode: number };
          err.responseCode = 451;
          return callback(err);
        }
        const raw = Buffer.concat(chunks).toString('utf8');
        mails.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
          subject: decodeSubject(raw),
          text: plainText(raw),
          html: htmlPart(raw),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.server.address() as { port: number };
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    failNext: (n) => {
      failures = n;
    },
    async waitFor(predicate, timeoutMs = 5000) {
      const until = Date.now() + timeoutMs;
      for (;;) {
        const found = mails.find(predicate);
        if (found) return found;
        if (Date.now() > until) throw new Error('e-mail esperado não chegou');
        await new Promise((r) => setTimeout(r, 25));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
