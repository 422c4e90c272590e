import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../src/db/schema.ts';
import { deliverDueMail, LEASE_SECONDS, MAX_ATTEMPTS, type MailSender } from '../src/modules/mail/deliver.ts';
import { enqueueMail } from '../src/modules/mail/outbox.ts';
import { createTestApp, outbox, type TestApp } from '../src/testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const rowTo = async (to: string) => {
  const rows = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, to));
  expect(rows).toHaveLength(1);
  return rows[0]!;
};
const mailsTo = (to: string) => t.smtp.mails.filter((m) => m.to.includes(to));
/** the row is due now (what the clock would do after the back-off) */
const makeDue = (id: number) =>
  t.db.execute(sql`update mail_outbox set next_attempt_at = now() where id = ${id}`);
const isLater = async (id: number, seconds: number) => {
  const [row] = await t.db
    .select({ later: sql<boolean>`${mailOutbox.nextAttemptAt} > now() + make_interval(secs => ${seconds})` })
    .from(mailOutbox)
    .where(eq(mailOutbox.id, id));
  return row!.later;
};

describe('mail outbox and delivery job', () => {
  it('delivers an enqueued mail through SMTP and marks it sent', async () => {
    const to = 'fulano@exemplo.com.br';
    await enqueueMail(t.db, to, {
      subject: 'Teste de entrega',
      text: 'Olá! Este é um teste com acentuação: ação, coração.',
      html: '<p>Olá!</p>',
    });
    const queued = await rowTo(to);
    expect(queued).toMatchObject({ status: 'pending', attempts: 0 });
    expect(mailsTo(to)).toHaveLength(0);

    await t.deliverMail();
    const mail = await t.smtp.waitFor((m) => m.to.includes(to));
    expect(mail.subject).toBe('Teste de entrega');
    expect(mail.text).toContain('ação, coração');
    expect(mail.raw).toMatch(/^From: .*nao-responda@admissao\.test/m);

    const sent = await rowTo(to);
    expect(sent).toMatchObject({ status: 'sent', attempts: 1, lastError: null });
    expect(sent.sentAt).toBeInstanceOf(Date);

    await t.deliverMail();
    expect(mailsTo(to)).toHaveLength(1);
  });

  it('keeps a mail whose delivery failed pending, with attempts 1 and a later retry, then delivers it', async () => {
    const to = 'retry@exemplo.com.br';
    await enqueueMail(t.db, to, { subject: 'Tentar de novo', text: 'corpo', html: '<p>corpo</p>' });
    t.smtp.failNext(1);
    await t.deliverMail();
    expect(mailsTo(to)).toHaveLength(0);
    const failed = await rowTo(to);
    expect(failed).toMatchObject({ status: 'pending', attempts: 1 });
    expect(failed.lastError).toBeTruthy();
    expect(await isLater(failed.id, 30)).toBe(true);

    // not due yet: the job leaves it alone
    await t.deliverMail();
    expect(mailsTo(to)).toHaveLength(0);
    expect((await rowTo(to)).attempts).toBe(1);

    await makeDue(failed.id);
    await t.deliverMail();
    await t.smtp.waitFor((m) => m.to.includes(to));
    expect(await rowTo(to)).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
  });

  it(`gives up after ${MAX_ATTEMPTS} failed attempts`, async () => {
    const to = 'desiste@exemplo.com.br';
    await enqueueMail(t.db, to, { subject: 'Sem entrega', text: 'corpo', html: '<p>corpo</p>' });
    const { id } = await rowTo(to);
    t.smtp.failNext(MAX_ATTEMPTS);
    for (let i = 0; i < MAX_ATTEMPTS; i++) {
      await makeDue(id);
      await t.deliverMail();
    }
    expect(await rowTo(to)).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS });
    t.smtp.failNext(0);
    await makeDue(id);
    await t.deliverMail();
    expect(mailsTo(to)).toHaveLength(0);
    expect((await rowTo(to)).attempts).toBe(MAX_ATTEMPTS);
  });

  it('the candidate reset answers at once: the mail is queued, not sent, even while SMTP is failing', async () => {
    const to = 'candidata@outra.com.br';
    t.smtp.failNext(100);
    try {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/reset',
        payload: { EMAIL: to },
        remoteAddress: '10.5.0.1',
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: 'E-mail enviado' });
      const queued = (await outbox(t.db)).filter((m) => m.to_address === to);
      expect(queued).toHaveLength(1);
      expect(queued[0]).toMatchObject({ status: 'pending', attempts: 0 });
      expect(mailsTo(to)).toHaveLength(0);
    } finally {
      t.smtp.failNext(0);
    }
    await t.deliverMail();
    const mail = await t.smtp.waitFor((m) => m.to.includes(to));
    expect(mail.text).toContain('http://admissao.test/?u=candidata%40outra.com.br&l=');
  });

  it('every attempt of one row carries the same Message-ID, made from the outbox id', async () => {
    const to = 'repetido@exemplo.com.br';
    await enqueueMail(t.db, to, { subject: 'Mesmo Message-ID', text: 'corpo', html: '<p>corpo</p>' });
    const { id } = await rowTo(to);
    await t.deliverMail();
    const first = await t.smtp.waitFor((m) => m.to.includes(to));
    const messageId = /^Message-ID: (<[^>]+>)/im.exec(first.raw)?.[1];
    expect(messageId).toMatch(new RegExp(`^<outbox\\.${id}\\.\\d+@admissao\\.test>$`));
    // as after a crash between SMTP's acceptance and the 'sent' mark: the row goes again
    await t.db.execute(
      sql`update mail_outbox set status = 'pending', next_attempt_at = now() where id = ${id}`,
    );
    await t.deliverMail();
    await expect.poll(() => mailsTo(to).length).toBe(2);
    const ids = mailsTo(to).map((m) => /^Message-ID: (<[^>]+>)/im.exec(m.raw)?.[1]);
    expect(ids).toEqual([messageId, messageId]);
  });

  it('a message being sent is leased to its process alone, and due again soon after a crash', async () => {
    const to = 'arrendado@exemplo.com.br';
    await enqueueMail(t.db, to, { subject: 'Arrendamento', text: 'corpo', html: '<p>corpo</p>' });
    const { id } = await rowTo(to);
    let release: () => void = () => undefined;
    const held: MailSender = {
      send: () => new Promise<void>((resolve) => (release = resolve)),
    };
    const sending = deliverDueMail(t.db, held, 'Admissão <nao-responda@admissao.test>', 1);
    await expect.poll(async () => (await rowTo(to)).nextAttemptAt > new Date(Date.now() + 5000)).toBe(true);
    // a second process finds nothing to send while the first holds it
    expect(await deliverDueMail(t.db, { send: () => Promise.reject(new Error('não devia')) }, 'x@y.z')).toBe(
      0,
    );
    // the lease is short: a process killed now leaves the message due within LEASE_SECONDS
    expect(await isLater(id, LEASE_SECONDS + 1)).toBe(false);
    release();
    expect(await sending).toBe(1);
    expect(await rowTo(to)).toMatchObject({ status: 'sent', attempts: 1 });
  });
});
