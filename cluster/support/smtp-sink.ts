/**
 * The rig's SMTP server (smtp-server, in the test process). Unlike apps/api/src/testing/smtp-sink.ts
 * it keeps each message as received — raw, with its Message-ID header, the time and the client's
 * port — and can hold its "250 OK" for a while after the message arrived (`replyDelayMs`): a
 * message the sink has stored but whose sender has not heard back yet is exactly the window in which
 * a kill -9 or a database restart makes the sender deliver it again. `inProgress` lists the client
 * ports of deliveries in that window, so the test can kill the very process that is delivering.
 */
import { SMTPServer } from 'smtp-server';

export interface SunkMail {
  at: number;
  to: string[];
  raw: string;
  messageId: string | undefined;
  /** the text/plain part, quoted-printable or base64 undone */
  text: string;
  clientPort: number;
}

function header(raw: string, name: string): string | undefined {
  const head = raw.split(/\r?\n\r?\n/, 1)[0] ?? '';
  const m = new RegExp(`^${name}:[ \\t]*((?:.*)(?:\\r?\\n[ \\t].*)*)`, 'im').exec(head);
  return m ? m[1]!.replace(/\r?\n[ \t]+/g, ' ').trim() : undefined;
}

const unQuotedPrintable = (s: string) =>
  Buffer.from(
    s
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_x, h: string) => String.fromCharCode(parseInt(h, 16))),
    'latin1',
  ).toString('utf8');

/** the text/plain part of a message (or its whole body when it has no parts), decoded */
export function plainText(raw: string): string {
  const part = /Content-Type: text\/plain((?:[^\r\n]|\r?\n(?!\r?\n))*)\r?\n\r?\n([^]*?)(?:\r?\n--|$)/i.exec(
    raw,
  );
  const headers = part ? part[1]! : (raw.split(/\r?\n\r?\n/, 1)[0] ?? '');
  const body = part ? part[2]! : raw.slice(headers.length);
  if (/Content-Transfer-Encoding:\s*base64/i.test(headers))
    return Buffer.from(body, 'base64').toString('utf8');
  if (/Content-Transfer-Encoding:\s*quoted-printable/i.test(headers)) return unQuotedPrintable(body);
  return body;
}

export class SmtpSink {
  readonly mails: SunkMail[] = [];
  replyDelayMs = 0;
  /** client ports of sessions whose message is stored but not yet answered */
  readonly inProgress = new Set<number>();
  private server: SMTPServer;
  port = 0;

  constructor() {
    this.server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      // a sender killed mid-session leaves its socket: do not keep it long
      socketTimeout: 30_000,
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          const raw = Buffer.concat(chunks).toString('utf8');
          const clientPort = session.remotePort;
          this.mails.push({
            at: Date.now(),
            to: session.envelope.rcptTo.map((r) => r.address),
            raw,
            messageId: header(raw, 'Message-ID'),
            text: plainText(raw),
            clientPort,
          });
          if (this.replyDelayMs <= 0) return callback();
          this.inProgress.add(clientPort);
          setTimeout(() => {
            this.inProgress.delete(clientPort);
            callback();
          }, this.replyDelayMs);
        });
      },
    });
    this.server.on('error', () => undefined);
  }

  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  async listen(): Promise<void> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', () => resolve()));
    this.port = (this.server.server.address() as { port: number }).port;
  }

  close(): Promise<void> {
    return new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}
