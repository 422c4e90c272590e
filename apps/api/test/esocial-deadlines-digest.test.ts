/**
 * The eSocial deadlines in the HR daily digest (decision 082), read through the SMTP sink: a
 * candidate of 041 starting tomorrow (the S-2200 due today) is a line of the mail to the unit's HR,
 * alone or beside the day's notices; once a day, whichever of two runs at once sends it; none under
 * policy N or 'a folha transmite'; the line gone once the S-2200 has its receipt.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { addDaysTo, formatDateBR, isoDateInBrazil } from '@admissao/domain';
import { sendHrDigests } from '../src/modules/notifications/index.ts';
import type { ReceivedMail } from '../src/testing/smtp-sink.ts';
import { createTestApp, type TestApp } from '../src/testing/test-app.ts';
import { signInDemoCast } from './support/demo-cast.ts';

const HR = 'rh.matriz@demo.com.br';
let t: TestApp;
let id: number;
const today = isoDateInBrazil();
const tomorrow = addDaysTo(today, 1);

beforeAll(async () => {
  t = await createTestApp();
  const { cand } = await signInDemoCast(t, 'cand');
  id = cand.candidate!.CODCANDIDATO;
  await t.db.execute(sql`update candidate set datinicio = ${tomorrow}::date, tipocargo = 'OUTROS'
    where codcandidato = ${id}`);
});
afterAll(() => t?.close());

let mark = 0;
async function newMails(): Promise<ReceivedMail[]> {
  await t.deliverMail();
  const fresh = t.smtp.mails.slice(mark);
  mark = t.smtp.mails.length;
  return fresh;
}
const toHr = async () => (await newMails()).filter((m) => m.to.includes(HR));
const reset = () => t.db.execute(sql`delete from esocial_deadline_digest`);
const setPolicy = (policy: string) =>
  t.db
    .execute(sql`update client_settings set settings = settings || ${JSON.stringify({ AVISOS_RH: policy })}::jsonb
    where codadm = 9 and codcli = '041'`);
const LINE = `CARLOS CANDIDATO DA SILVA (início ${formatDateBR(tomorrow)}): S-2200 vence hoje, prazo ${formatDateBR(today)}`;

describe('the eSocial deadlines in the daily digest', () => {
  it('alone: one mail to HR with the line and the link to the list, once a day', async () => {
    await newMails();
    expect(await sendHrDigests(t.db, t.config.appUrl)).toBeGreaterThan(0);
    expect(await sendHrDigests(t.db, t.config.appUrl)).toBe(0);
    const [mail, ...more] = await toHr();
    expect(more).toEqual([]);
    expect(mail!.subject).toBe(`Cliente Demonstração - Prazos do eSocial em ${formatDateBR(today)}`);
    expect(mail!.text).toContain(`- eSocial: ${LINE}`);
    expect(mail!.text.match(/https?:\/\/\S+/g)).toEqual([expect.stringMatching(/\/admin\/esocial-prazos$/)]);
    // no CPF in the mail: the name only
    expect(mail!.text).not.toMatch(/\d{3}\.?\d{3}\.?\d{3}-?\d{2}/);
  });

  it("beside the day's notices: one mail with both", async () => {
    await reset();
    await t.db.execute(sql`delete from hr_notice`);
    await t.db.execute(sql`insert into hr_notice (codadm, codcli, codcandidato, event, to_address, day, sent)
      values (9, '041', ${id}, 'candidateReplied', ${HR}, ${addDaysTo(today, -1)}::date, false)`);
    expect(await sendHrDigests(t.db, t.config.appUrl)).toBeGreaterThan(0);
    const [mail, ...more] = await toHr();
    expect(more).toEqual([]);
    expect(mail!.subject).toMatch(/Resumo dos avisos de/);
    expect(mail!.text).toContain('CARLOS CANDIDATO DA SILVA: ');
    expect(mail!.text).toContain(`- eSocial: ${LINE}`);
    expect(mail!.text).toContain('eSocial — prazos');
  });

  it('two runs at once send it once', async () => {
    await reset();
    await Promise.all([sendHrDigests(t.db, t.config.appUrl), sendHrDigests(t.db, t.config.appUrl)]);
    expect(await toHr()).toHaveLength(1);
  });

  it("none under policy N, nor under 'a folha transmite', nor once the S-2200 has its receipt", async () => {
    await reset();
    await setPolicy('N');
    await sendHrDigests(t.db, t.config.appUrl);
    await setPolicy('C');
    expect(await toHr()).toEqual([]);

    await reset();
    await t.db.execute(sql`insert into client_esocial (codadm, codcli, transmissao, updated_by)
      values (9, '041', 'FOLHA', 'test')`);
    await sendHrDigests(t.db, t.config.appUrl);
    await t.db.execute(sql`delete from client_esocial`);
    expect(await toHr()).toEqual([]);

    await reset();
    await t.db.execute(sql`insert into esocial_event (codadm, codcli, codcandidato, kind, event_id, ambiente,
      xml, status, nr_recibo, sent_at)
      values (9, '041', ${id}, 'S-2200', 'ID1112223330000002026120400000000002', 2, '<eSocial/>', 'RECEBIDO',
        '1.2.0000000000000000002', now())`);
    await sendHrDigests(t.db, t.config.appUrl);
    expect(await toHr()).toEqual([]);
  });
});
