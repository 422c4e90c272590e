/**
 * The dashboard calls (issue 18 §1, decision 041): GET /dashboard/funnel, /durations, /refusals and
 * /at-risk over every client of the caller or the one CODCLI names (404 for another client), a
 * period (default the last 90 days), staff only, with pt-BR 400s for bad input.
 */
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  isoDateInBrazil,
  ZDashboardAtRisk,
  ZDashboardDurations,
  ZDashboardFunnel,
  ZDashboardKits,
  ZDashboardRefusals,
} from '@admissao/domain';
import { candidate } from '../src/db/schema.ts';
import { rowsOf } from '../src/lib/rows.ts';
import {
  admin,
  C041,
  C042,
  candidato,
  gestor,
  gestor2,
  t,
  useStaffApp,
} from './support/staff-app-fixture.ts';

const ids: Record<string, number> = {};
const DAY = 86400_000;
const dayFromToday = (n: number) => isoDateInBrazil(new Date(Date.now() + n * DAY));

useStaffApp(async () => {
  for (const r of await t.db.select().from(candidate)) ids[r.email] = r.codcandidato;
  const carlos = ids['candidato@demo.com.br']!;
  const daniel = ids['daniel@demo.com.br']!;
  const elisa = ids['elisa@demo.com.br']!;
  const carolina = ids['candidata@outra.com.br']!;
  // durations: Daniel sent 3 days after registering (a later resend is not the first send);
  // Elisa finalized 10 days after registering
  await t.db.execute(
    sql`update candidate set datcadastro = now() - interval '3 days' where codcandidato = ${daniel}`,
  );
  await t.db.execute(sql`insert into candidate_log (codcandidato, codstatus, datlog) values
    (${daniel}, 4, now()), (${daniel}, 4, now() + interval '1 minute')`);
  await t.db.execute(
    sql`update candidate set datcadastro = now() - interval '10 days' where codcandidato = ${elisa}`,
  );
  // refusals: two in 041 (same observation), one in 042
  const typeOf = async (codcli: string) =>
    rowsOf<{ codtipodoc: number; documento: string }>(
      await t.db.execute(sql`select codtipodoc, documento from document_type where codadm = 9
        and codcli = ${codcli} order by ordem, codtipodoc limit 1`),
    )[0]!;
  const t041 = await typeOf('041');
  const t042 = await typeOf('042');
  ids.type041 = t041.codtipodoc;
  await t.db.execute(sql`insert into document_observation (codcandidato, codtipodoc, acao, observacao) values
    (${daniel}, ${t041.codtipodoc}, 'R', 'Imagem ilegível'),
    (${carlos}, ${t041.codtipodoc}, 'R', 'Imagem ilegível'),
    (${carlos}, ${t041.codtipodoc}, 'A', 'Aprovado com ressalva'),
    (${carolina}, ${t042.codtipodoc}, 'R', 'Documento de outra pessoa')`);
  // at risk: Carlos (041, filling in) starts in 3 days, Carolina (042) tomorrow; Elisa (finalized)
  // and Beatriz (cancelled) start in 2 days but are not at risk; Daniel starts in 14 days
  await t.db.execute(sql`update candidate set datinicio = ${dayFromToday(3)} where codcandidato = ${carlos}`);
  await t.db.execute(
    sql`update candidate set datinicio = ${dayFromToday(1)} where codcandidato = ${carolina}`,
  );
  await t.db.execute(sql`update candidate set datinicio = ${dayFromToday(2)} where codcandidato = ${elisa}`);
  await t.db.execute(
    sql`update candidate set datinicio = ${dayFromToday(2)}, codstatus = 9 where email = 'beatriz@demo.com.br'`,
  );
  // kits: Carlos's (041) waits for him since it was sent 3 days ago; Carolina's (042) was sent 5 days
  // ago, she signed yesterday and it waits for the company; Elisa's (041) is signed (not waiting)
  const kit = async (id: number, codcli: string, status: string, sentDaysAgo: number) =>
    rowsOf<{ id: number }>(
      await t.db
        .execute(sql`insert into signature_kit (codadm, codcli, codcandidato, status, sent_at, sent_by)
        values (9, ${codcli}, ${id}, ${status}, now() - make_interval(days => ${sentDaysAgo}), 'admin')
        returning id`),
    )[0]!.id;
  await kit(carlos, '041', 'AGUARDANDO_CANDIDATO', 3);
  const carolinaKit = await kit(carolina, '042', 'AGUARDANDO_EMPRESA', 5);
  await t.db.execute(sql`insert into kit_signer (kit_id, papel, ordem, nome, signed_at)
    values (${carolinaKit}, 'CANDIDATO', 1, 'CAROLINA', now() - interval '1 day 1 hour')`);
  await kit(elisa, '041', 'ASSINADO', 9);
});

type Widget = 'funnel' | 'durations' | 'refusals' | 'at-risk' | 'kits';
const WIDGETS: Widget[] = ['funnel', 'durations', 'refusals', 'at-risk', 'kits'];
const get = (widget: Widget, headers: Record<string, string>, query = '') =>
  t.app.inject({ method: 'GET', url: `/api/dashboard/${widget}${query}`, headers });

describe('GET /dashboard/funnel', () => {
  it('counts by status now and by stage reached for the period, per client of the caller', async () => {
    const own = await get('funnel', t.headers(gestor.token));
    expect(own.statusCode).toBe(200);
    const body = ZDashboardFunnel.strict().parse(own.json());
    expect(body.ATE).toBe(isoDateInBrazil());
    expect(Date.parse(body.ATE) - Date.parse(body.DE)).toBe(89 * DAY);
    expect(body.CODCLI).toBeNull();
    expect(body.ATUAL.map((s) => [s.CODSTATUS, s.QUANTIDADE])).toEqual([
      [3, 1],
      [4, 1],
      [8, 1],
      [9, 1],
    ]);
    expect(body.ATUAL[0]).toMatchObject({ DESSTATUS: 'Em preenchimento', CORSTATUS: '#1c7ed6' });
    expect(body.ETAPAS.map((e) => [e.ETAPA, e.QUANTIDADE])).toEqual([
      ['CADASTRADOS', 4],
      ['ACESSARAM', 3],
      ['ENVIARAM', 2],
      ['FINALIZADOS', 1],
    ]);
    expect(body.CANCELADOS).toBe(1);

    const all = ZDashboardFunnel.parse((await get('funnel', t.headers(admin.token, C041))).json());
    expect(all.ATUAL.find((s) => s.CODSTATUS === 3)?.QUANTIDADE).toBe(2);
    const only042 = ZDashboardFunnel.parse(
      (await get('funnel', t.headers(admin.token), '?CODCLI=042')).json(),
    );
    expect(only042.CODCLI).toBe('042');
    expect(only042.ATUAL.map((s) => [s.CODSTATUS, s.QUANTIDADE])).toEqual([[3, 1]]);
  });

  it('counts no registration in a period before them, whatever the date format', async () => {
    for (const q of [
      '?DE=01/01/2020&ATE=31/01/2020',
      '?DE=2020-01-01&ATE=2020-01-31',
      '?DE=20200101&ATE=20200131',
    ]) {
      const body = ZDashboardFunnel.parse((await get('funnel', t.headers(gestor.token), q)).json());
      expect(body.DE, q).toBe('2020-01-01');
      expect(
        body.ETAPAS.every((e) => e.QUANTIDADE === 0),
        q,
      ).toBe(true);
      expect(body.ATUAL.length, q).toBe(4);
    }
  });
});

describe('GET /dashboard/durations', () => {
  it('gives per week the days to the first send and to Finalizado', async () => {
    const res = await get('durations', t.headers(gestor.token));
    expect(res.statusCode).toBe(200);
    const body = ZDashboardDurations.strict().parse(res.json());
    const sent = body.SEMANAS.filter((w) => w.ENVIO_QUANTIDADE > 0);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.ENVIO_QUANTIDADE).toBe(1);
    expect(sent[0]!.ENVIO_MEDIANA).toBeCloseTo(3, 0);
    expect(sent[0]!.ENVIO_P90).toBeCloseTo(3, 0);
    const finished = body.SEMANAS.filter((w) => w.FINALIZADO_QUANTIDADE > 0);
    expect(finished).toHaveLength(1);
    expect(finished[0]!.FINALIZADO_MEDIANA).toBeCloseTo(10, 0);
    expect(new Date(`${finished[0]!.SEMANA}T12:00:00Z`).getUTCDay()).toBe(1);
    // 042 had no send nor finalization
    const other = ZDashboardDurations.parse((await get('durations', t.headers(gestor2.token))).json());
    expect(other.SEMANAS).toEqual([]);
  });
});

describe('GET /dashboard/refusals', () => {
  it('counts refusals per document type and the frequent observations, per client', async () => {
    const res = await get('refusals', t.headers(gestor.token));
    expect(res.statusCode).toBe(200);
    const body = ZDashboardRefusals.strict().parse(res.json());
    expect(body.TIPOS).toHaveLength(1);
    expect(body.TIPOS[0]!.RECUSAS).toBe(2);
    expect(body.OBSERVACOES).toEqual([{ OBSERVACAO: 'Imagem ilegível', QUANTIDADE: 2 }]);
    expect(res.body).not.toContain('Documento de outra pessoa');
    const all = ZDashboardRefusals.parse((await get('refusals', t.headers(admin.token))).json());
    expect(all.OBSERVACOES.map((o) => o.OBSERVACAO)).toEqual([
      'Imagem ilegível',
      'Documento de outra pessoa',
    ]);
  });
});

describe('GET /dashboard/at-risk', () => {
  it('lists the starts within 7 days not finalized nor cancelled, soonest first', async () => {
    const res = await get('at-risk', t.headers(admin.token));
    expect(res.statusCode).toBe(200);
    const body = ZDashboardAtRisk.strict().parse(res.json());
    expect(body.HOJE).toBe(isoDateInBrazil());
    expect(body.TRUNCADO).toBe(false);
    expect(body.ROWS.map((r) => [r.CODCANDIDATO, r.CODCLI, r.DIAS])).toEqual([
      [ids['candidata@outra.com.br'], '042', 1],
      [ids['candidato@demo.com.br'], '041', 3],
    ]);
    expect(body.ROWS[0]).toMatchObject({
      NOMECLI: 'Outra Empresa Ltda',
      DATINICIO: dayFromToday(1),
      CODSTATUS: 3,
    });
    const own = ZDashboardAtRisk.parse((await get('at-risk', t.headers(gestor.token))).json());
    expect(own.ROWS.map((r) => r.CODCANDIDATO)).toEqual([ids['candidato@demo.com.br']]);
  });
});

describe('GET /dashboard/kits', () => {
  it('counts the kits waiting per state and lists the longest waits first, per client of the caller', async () => {
    const res = await get('kits', t.headers(admin.token));
    expect(res.statusCode).toBe(200);
    const body = ZDashboardKits.parse(res.json());
    expect(body.ETAPAS.map((e) => [e.STATUS, e.QUANTIDADE, e.MAIOR_ESPERA_DIAS])).toEqual([
      ['AGUARDANDO_CANDIDATO', 1, 3],
      ['AGUARDANDO_RESPONSAVEL', 0, null],
      ['AGUARDANDO_EMPRESA', 1, 1],
      ['SELANDO', 0, null],
    ]);
    // Carlos has waited 3 days (since the send), Carolina's kit 1 (since her signature)
    expect(body.ROWS.map((r) => [r.CODCANDIDATO, r.CODCLI, r.STATUS, r.DIAS])).toEqual([
      [ids['candidato@demo.com.br'], '041', 'AGUARDANDO_CANDIDATO', 3],
      [ids['candidata@outra.com.br'], '042', 'AGUARDANDO_EMPRESA', 1],
    ]);
    expect(body.ROWS[1]).toMatchObject({ ROTULO: 'Aguardando a assinatura da empresa', CODADM: 9 });
    expect(Date.now() - Date.parse(body.ROWS[1]!.AGUARDANDO_DESDE)).toBeGreaterThan(86400_000);
    expect(body.TRUNCADO).toBe(false);
    const own = ZDashboardKits.parse((await get('kits', t.headers(gestor.token))).json());
    expect(own.ROWS.map((r) => r.CODCANDIDATO)).toEqual([ids['candidato@demo.com.br']]);
    expect(own.ETAPAS.find((e) => e.STATUS === 'AGUARDANDO_EMPRESA')?.QUANTIDADE).toBe(0);
  });
});

describe('every dashboard call', () => {
  it('answers 404 for a client the caller does not belong to, and never mixes clients', async () => {
    for (const w of WIDGETS) {
      const res = await get(w, t.headers(gestor.token), '?CODCLI=042');
      expect(res.statusCode, w).toBe(404);
      expect(res.json().message, w).toBe('Cliente não encontrado.');
      const unknown = await get(w, t.headers(admin.token), '?CODCLI=043');
      expect(unknown.statusCode, w).toBe(404);
      const own = await get(w, t.headers(gestor2.token));
      expect(own.statusCode, w).toBe(200);
      for (const secret of ['CARLOS', 'DANIEL', 'Imagem ilegível', 'Cliente Demonstração'])
        expect(own.body, `${w} ${secret}`).not.toContain(secret);
    }
  });

  it('refuses a candidate (403), no token (401) and a foreign X-Cliente (403)', async () => {
    for (const w of WIDGETS) {
      const asCandidate = await get(w, t.headers(candidato.token));
      expect(asCandidate.statusCode, w).toBe(403);
      expect(asCandidate.json().message, w).toBe('Acesso negado.');
      expect((await get(w, {})).statusCode, w).toBe(401);
      expect((await get(w, t.headers(gestor.token, C042))).statusCode, w).toBe(403);
    }
  });

  it('refuses bad input with a pt-BR 400 and no data', async () => {
    const cases: [string, string][] = [
      ['?DE=32/01/2026', 'Data inicial inválida (dd/mm/aaaa).'],
      ['?ATE=2026-02-30', 'Data final inválida (dd/mm/aaaa).'],
      ['?DE=abc', 'Data inicial inválida (dd/mm/aaaa).'],
      ['?DE=10/02/2026&ATE=01/02/2026', 'A data final é anterior à data inicial.'],
      ['?DE=01/01/2020&ATE=01/01/2026', 'O período pode ter no máximo 731 dias.'],
      ['?CODCLI=abc', 'Cliente inválido.'],
      ['?DE=%00', 'Caractere inválido.'],
      ['?CODCLI=04%001', 'Caractere inválido.'],
    ];
    for (const w of WIDGETS)
      for (const [q, message] of cases) {
        const res = await get(w, t.headers(admin.token), q);
        expect(res.statusCode, `${w}${q}`).toBe(400);
        expect(res.json().message, `${w}${q}`).toBe(message);
      }
    const long = await get('funnel', t.headers(admin.token), `?DE=${'1'.repeat(5000)}`);
    expect(long.statusCode).toBe(400);
    expect(long.json().message).not.toMatch(/expected|too big/i);
  });
});

// the at-risk rows open the candidate: the id is one the caller may open (tenant of the row)
it('gives at-risk rows the client needed to open them', async () => {
  const [row] = await t.db.select().from(candidate).where(eq(candidate.email, 'candidato@demo.com.br'));
  const body = ZDashboardAtRisk.parse((await get('at-risk', t.headers(gestor.token))).json());
  expect(body.ROWS[0]).toMatchObject({ CODCANDIDATO: row!.codcandidato, CODADM: 9, CODCLI: '041' });
});
