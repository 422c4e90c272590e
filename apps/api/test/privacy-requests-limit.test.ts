/**
 * The limits of the requests of the data subject (issue 31 §4, decision 038): one open request of
 * each type and PRIVACY_REQUESTS_PER_DAY in 24 hours per candidate, held by requests sent one after
 * another and all at once (the PostgreSQL server runs them on several connections); and the DPO's
 * notice, one mail per client listing every request, read at the real SMTP sink.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  PRIVACY_REQUEST_TYPES,
  PRIVACY_REQUESTS_PER_DAY,
  type LogonAnswer,
  type PrivacyRequest,
  type PrivacyRequestType,
} from '@admissao/domain';
import { rowsOf } from '../src/lib/rows.ts';
import { sendPrivacyNotices } from '../src/modules/privacy/privacy-notice-job.ts';
import { createTestApp, type TestApp } from '../src/testing/test-app.ts';
import { signInDemoCast, type DemoCast } from './support/demo-cast.ts';
import { C041, C042 } from './support/lifecycle-fixture.ts';

let t: TestApp;
let { cand, cand042, admin, id, id042 } = {} as DemoCast;
const DPO = 'dpo@demo.com.br';
const DPO042 = 'dpo@outra.com.br';
const URL = '/api/candidate/privacy/requests';
const TYPES = Object.keys(PRIVACY_REQUEST_TYPES) as PrivacyRequestType[];

beforeAll(async () => {
  t = await createTestApp();
  ({ cand, cand042, admin, id, id042 } = await signInDemoCast(t, 'cand', 'cand042', 'admin'));
  for (const [tenant, ENCARREGADO_EMAIL] of [
    [C041, DPO],
    [C042, DPO042],
  ] as const) {
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/candidate/configuration',
      headers: t.headers(admin.token, tenant),
      payload: { ENCARREGADO_EMAIL },
    });
    expect(res.statusCode, res.body).toBe(200);
  }
});
afterAll(() => t.close());

const file = (who: LogonAnswer, TIPO: PrivacyRequestType) =>
  t.app.inject({ method: 'POST', url: URL, headers: t.headers(who.token), payload: { TIPO } });
const stored = async (codcandidato: number) =>
  rowsOf<{ n: number }>(
    await t.db.execute(
      sql`select count(*)::int as n from privacy_request where codcandidato = ${codcandidato}`,
    ),
  )[0]!.n;
const forget = (codcandidato: number) =>
  t.db.execute(sql`delete from privacy_request where codcandidato = ${codcandidato}`);
const tally = (statuses: number[]) => {
  const counts: Record<number, number> = {};
  for (const s of statuses) counts[s] = (counts[s] ?? 0) + 1;
  return counts;
};
const dpoMails = async (to: string, since: number) => {
  await t.deliverMail();
  return t.smtp.mails.slice(since).filter((m) => m.to.includes(to));
};
/** what the clock does: every request still to be noticed is `minutes` older */
const age = (minutes: number) =>
  t.db.execute(sql`update privacy_request set criada_em = criada_em - make_interval(mins => ${minutes})
    where dpo_noticed_at is null`);

describe('limits of the requests of the data subject', () => {
  it(`one after another: ${PRIVACY_REQUESTS_PER_DAY} in 24 hours, a second open one of a type is 409, beyond the day 429 with Retry-After`, async () => {
    const answers = [];
    for (let i = 0; i < 30; i++) answers.push(await file(cand, TYPES[i % TYPES.length]!));
    expect(answers.slice(0, PRIVACY_REQUESTS_PER_DAY).map((a) => a.statusCode)).toEqual(
      Array(PRIVACY_REQUESTS_PER_DAY).fill(201),
    );
    expect(tally(answers.map((a) => a.statusCode))[201]).toBe(PRIVACY_REQUESTS_PER_DAY);
    expect(await stored(id)).toBe(PRIVACY_REQUESTS_PER_DAY);

    const overDay = answers[PRIVACY_REQUESTS_PER_DAY]!; // a type not filed yet
    expect(overDay.statusCode).toBe(429);
    expect(overDay.json().message).toBe(
      'Você registrou 5 requisições nas últimas 24 horas, o limite por dia. Tente de novo em 24 horas.',
    );
    const retry = Number(overDay.headers['retry-after']);
    expect(retry).toBeGreaterThan(23 * 3600);
    expect(retry).toBeLessThanOrEqual(24 * 3600);

    const sameType = answers[TYPES.length]!; // TYPES[0] again, still open
    expect(sameType.statusCode).toBe(409);
    expect(sameType.json().message).toBe(
      'Você já tem uma requisição de "Confirmação da existência de tratamento" em aberto. Aguarde a resposta antes de registrar outra do mesmo tipo.',
    );

    // the window moves: with the oldest 23.5 hours old, the wait named is what is left of it
    await t.db.execute(sql`update privacy_request set criada_em = now() - interval '23 hours 30 minutes'
      where id = (select min(id) from privacy_request where codcandidato = ${id})`);
    const soon = await file(cand, TYPES[6]!);
    expect(soon.statusCode).toBe(429);
    expect(soon.json().message).toMatch(/Tente de novo em 30 minutos\.$/);
    await t.db.execute(sql`update privacy_request set criada_em = now() where codcandidato = ${id}`);
  });

  it(`all at once: 30 requests of every type give ${PRIVACY_REQUESTS_PER_DAY}, 30 of one type give one, until it is answered`, async () => {
    const mixed = await Promise.all(
      Array.from({ length: 30 }, (_, i) => file(cand042, TYPES[i % TYPES.length]!)),
    );
    const counts = tally(mixed.map((a) => a.statusCode));
    expect(counts[201]).toBe(PRIVACY_REQUESTS_PER_DAY);
    expect((counts[409] ?? 0) + (counts[429] ?? 0)).toBe(30 - PRIVACY_REQUESTS_PER_DAY);
    expect(await stored(id042)).toBe(PRIVACY_REQUESTS_PER_DAY);

    await forget(id042);
    const same = await Promise.all(Array.from({ length: 30 }, () => file(cand042, 'ACESSO')));
    expect(tally(same.map((a) => a.statusCode))).toEqual({ 201: 1, 409: 29 });
    expect(await stored(id042)).toBe(1);

    const filed = same.find((a) => a.statusCode === 201)!.json<PrivacyRequest>();
    const answered = await t.app.inject({
      method: 'PATCH',
      url: `${URL}/${filed.ID}`,
      headers: t.headers(admin.token, C042),
      payload: { RESPOSTA: 'Segue o relatório.' },
    });
    expect(answered.statusCode, answered.body).toBe(200);
    expect((await file(cand042, 'ACESSO')).statusCode).toBe(201);
  });

  it('the DPO gets one notice per client listing every request, after the wait, whoever runs the job', async () => {
    const since = t.smtp.mails.length;
    // the requests of the two tests above, noticed by nobody yet
    const pending = rowsOf<{ codcli: string; n: number }>(
      await t.db.execute(sql`select codcli, count(*)::int as n from privacy_request
        where dpo_noticed_at is null group by codcli order by codcli`),
    );
    expect(pending).toEqual([
      { codcli: '041', n: PRIVACY_REQUESTS_PER_DAY },
      { codcli: '042', n: 2 },
    ]);
    await t.app.jobs.runNow('privacy-notice');
    expect(await dpoMails(DPO, since)).toEqual([]);

    await age(6);
    // two processes running the job at once
    await Promise.all([sendPrivacyNotices(t.db, t.config.appUrl), sendPrivacyNotices(t.db, t.config.appUrl)]);
    await t.app.jobs.runNow('privacy-notice');
    const [notice, ...more] = await dpoMails(DPO, since);
    expect(more).toEqual([]);
    expect(notice!.subject).toBe(
      `Cliente Demonstração - ${PRIVACY_REQUESTS_PER_DAY} novas requisições do titular (LGPD)`,
    );
    for (const type of TYPES.slice(0, PRIVACY_REQUESTS_PER_DAY))
      expect(notice!.text).toContain(
        `CARLOS CANDIDATO DA SILVA: ${PRIVACY_REQUEST_TYPES[type]} (prazo de resposta:`,
      );
    expect(notice!.text.match(/prazo de resposta:/g)).toHaveLength(PRIVACY_REQUESTS_PER_DAY);
    expect(notice!.text).toContain(`${t.config.appUrl}/admin/requisicoes`);

    const [other, ...moreOther] = await dpoMails(DPO042, since);
    expect(moreOther).toEqual([]);
    expect(other!.text.match(/prazo de resposta:/g)).toHaveLength(2);
    expect(other!.subject).toMatch(/2 novas requisições do titular \(LGPD\)$/);

    // a later request is the next notice's, alone
    await forget(id);
    const later = t.smtp.mails.length;
    expect((await file(cand, 'PORTABILIDADE')).statusCode).toBe(201);
    await age(6);
    await t.app.jobs.runNow('privacy-notice');
    const [single, ...none] = await dpoMails(DPO, later);
    expect(none).toEqual([]);
    expect(single!.subject).toBe(
      'Cliente Demonstração - Nova requisição do titular (LGPD): CARLOS CANDIDATO DA SILVA',
    );
    expect(single!.text).toContain('CARLOS CANDIDATO DA SILVA: Portabilidade dos dados (prazo de resposta:');
  });
});
