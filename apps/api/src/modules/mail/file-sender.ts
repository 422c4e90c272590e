/**
 * Without SMTP_URL a mail is written whole as an .eml file under DATA_DIR/mail/ (readable by
 * any mail program, so a local user still follows the access link) and the log gets one line
 * naming the file: a mail body holds access links and personal data, which never go to the log.
 * The file is named after its outbox row (mail-files.ts), so anonymisation can find it.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { MailSender } from './deliver.ts';
import { MAIL_DIR, mailFileName } from './mail-files.ts';

export function fileMailSender(dataDir: string, log: FastifyBaseLogger): MailSender {
  const dir = join(dataDir, MAIL_DIR);
  let transport: Promise<import('nodemailer').Transporter> | null = null;
  return {
    async send(m) {
      transport ??= import('nodemailer').then((n) =>
        n.default.createTransport({ streamTransport: true, buffer: true, newline: 'unix' }),
      );
      const info = (await (
        await transport
      ).sendMail({
        from: m.from,
        to: m.to,
        subject: m.subject,
        text: m.text,
        html: m.html ?? undefined,
        messageId: m.messageId,
      })) as { message: Buffer };
      await mkdir(dir, { recursive: true, mode: 0o700 });
      const name = mailFileName(m.outboxId);
      await writeFile(join(dir, name), info.message, { mode: 0o600 });
      log.info({ file: join(dir, name) }, 'E-mail gravado em arquivo (sem SMTP configurado)');
    },
  };
}
