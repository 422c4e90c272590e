/**
 * PATCH /api/candidate/personal (docs/api-lifecycle.md; spec 3 §5 "Candidate edit"): staff edit of the
 * registration data with the registry's rules, the client's GESTOR/RECRUTADOR settings, the e-mail
 * outcomes of registration, the start-date message, the audit log, tenant, role and bad input.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { isoDateInBrazil, type LogonAnswer } from '@admissao/domain';
import { rowsOf } from '../src/lib/rows.ts';
import { createTestApp, type TestApp } from '../src/testing/test-app.ts';
import { C041, C042, idOf, setStatus } from './support/lifecycle-fixture.ts';
import { signInDemoCast } from './support/demo-cast.ts';

let t: TestApp;
let admin: LogonAnswer;
let gestor: LogonAnswer;
let gestor2: LogonAnswer;
let cand: LogonAnswer;
let id: number; // beatriz@demo.com.br (041)
const unitId: Record<string, number> = {};

const future = (days: number) =>
  new Date(Date.parse(`${isoDateInBrazil()}T12:00:00Z`) + days * 86400_000).toISOString().slice(0, 10);
const br = (ymd: string) => ymd.split('-').reverse().join('/');

beforeAll(async () => {
  t = await createTestApp();
  ({ admin, gestor, gestor2, cand } = await signInDemoCast(t, 'admin', 'gestor', 'gestor2', 'cand'));
  id = await idOf(t, 'beatriz@demo.com.br');
  for (const u of rowsOf<{ codunidade: number; unidade: string }>(
    await t.db.execute(sql`select codunidade, unidade from unit`),
  ))
    unitId[u.unidade] = u.codunidade;
});
afterAll(() => t.close());

const edit = (who: LogonAnswer, body: Record<string, unknown>, tenant = C041) =>
  t.app.inject({
    method: 'PATCH',
    url: '/api/candidate/personal',
    headers: t.headers(who.token, who === cand ? undefined : tenant),
    payload: { CODCANDIDATO: id, ...body },
  });
const stored = async (cod = id) =>
  rowsOf<Record<string, unknown>>(
    await t.db
      .execute(sql`select nome, email, codunidade, tipocargo, cargo, to_char(datinicio, 'YYYY-MM-DD') as datinicio,
      gestor, recrutador, observacoes, codstatus from candidate where codcandidato = ${cod}`),
  )[0]!;
const full = () => ({
  NOME: 'Beatriz Araújo Gonçalves',
  EMAIL: 'Beatriz.Goncalves@Demo.com.br',
  CODUNIDADE: unitId['FILIAL CAMPINAS'],
  TIPOCARGO: 'OUTROS',
  CARGO: 'Analista de Relações Trabalhistas',
  DATINICIO: br(future(30)),
  GESTOR: 'MARIANA PRADO',
  RECRUTADOR: 'PEDRO ALVES',
  OBSERVACOES: 'Início após exame admissional.',
});

describe('editing', () => {
  it('saves every field, says the start date changed, and audits each change', async () => {
    const res = await edit(admin, full());
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      CODCANDIDATO: id,
      NOME: 'BEATRIZ ARAÚJO GONÇALVES',
      EMAIL: 'beatriz.goncalves@demo.com.br',
      UNIDADE: 'FILIAL CAMPINAS',
      DATINICIO: future(30),
      message: 'Data de inicio alterada com sucesso',
    });
    expect(await stored()).toMatchObject({
      nome: 'BEATRIZ ARAÚJO GONÇALVES',
      email: 'beatriz.goncalves@demo.com.br',
      codunidade: unitId['FILIAL CAMPINAS'],
      cargo: 'Analista de Relações Trabalhistas',
      datinicio: future(30),
      observacoes: 'Início após exame admissional.',
    });
    const audit = rowsOf<{ field: string; actor: string }>(
      await t.db.execute(sql`select field, actor from audit_log where entity = 'candidate'
        and entity_id = ${String(id)} and action = 'update' order by id`),
    );
    expect(audit.map((a) => a.field)).toEqual(
      expect.arrayContaining(['NOME', 'EMAIL', 'CODUNIDADE', 'DATINICIO']),
    );
    expect(new Set(audit.map((a) => a.actor))).toEqual(new Set([`u:${admin.user.CODUSUARIO}`]));
  });

  it('keeps what is left out, and gives the plain message when the start date is the same', async () => {
    const res = await edit(gestor, { NOME: 'Beatriz A. Gonçalves', DATINICIO: future(30) });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('Dados do candidato alterados com sucesso!');
    expect(await stored()).toMatchObject({
      nome: 'BEATRIZ A. GONÇALVES',
      cargo: 'Analista de Relações Trabalhistas',
    });
  });

  it('stores ESTAGIO as the cargo of an intern', async () => {
    expect((await edit(admin, { TIPOCARGO: 'ESTAGIO', CARGO: null })).statusCode).toBe(200);
    expect(await stored()).toMatchObject({ tipocargo: 'ESTAGIO', cargo: 'ESTAGIO' });
    expect((await edit(admin, { TIPOCARGO: 'OUTROS', CARGO: 'Assistente' })).statusCode).toBe(200);
  });
});

describe('rules', () => {
  const missing = (label: string) =>
    `Os campos marcados com [*] são de preenchimento obrigatório. Próximo campo a ser preenchido: ${label}`;

  it('requires NOME, EMAIL, CODUNIDADE, CARGO, DATINICIO and, when configured, GESTOR and RECRUTADOR', async () => {
    const before = await stored();
    for (const [field, label] of [
      ['NOME', 'Nome'],
      ['EMAIL', 'E-mail'],
      ['CODUNIDADE', 'Unidade'],
      ['CARGO', 'Cargo'],
      ['DATINICIO', 'Data de início'],
      ['GESTOR', 'Gestor'],
      ['RECRUTADOR', 'Recrutador'],
    ]) {
      const res = await edit(admin, { ...full(), [field!]: null });
      expect(res.statusCode, field).toBe(400);
      expect(res.json()).toMatchObject({ message: missing(label!), field });
    }
    const email = await edit(admin, { EMAIL: 'nao-e-email' });
    expect(email.statusCode).toBe(400);
    expect(email.json().message).toContain('Email inválido');
    // the registry's 70 characters, whatever the column holds (decision 015 keeps 100 for INATIVO_…)
    const long = await edit(admin, { EMAIL: `${'a'.repeat(60)}@demo.com.br` });
    expect(long.statusCode).toBe(400);
    expect(long.json()).toMatchObject({ field: 'EMAIL' });
    expect(await stored()).toEqual(before);
  });

  it('does not require GESTOR/RECRUTADOR where the client does not ask for them (042)', async () => {
    const other = await idOf(t, 'candidata@outra.com.br');
    const res = await edit(
      gestor2,
      { CODCANDIDATO: other, GESTOR: null, RECRUTADOR: null, CARGO: 'Vendedora' },
      C042,
    );
    expect(res.statusCode, res.body).toBe(200);
  });

  it('refuses a start date in the past or not a date, and a unit of another client', async () => {
    const past = await edit(admin, { DATINICIO: br(future(-1)) });
    expect(past.statusCode).toBe(400);
    expect(past.json().message).toBe('A data de início não pode ser anterior à data de hoje.');
    expect((await edit(admin, { DATINICIO: '31/02/2031' })).statusCode).toBe(400);
    const unit = await edit(admin, { CODUNIDADE: unitId['SEDE RIO DE JANEIRO'] });
    expect(unit.statusCode).toBe(404);
    expect(unit.json().message).toBe('Unidade não encontrada.');
  });

  it('follows the registration e-mail outcomes', async () => {
    const daniel = await idOf(t, 'daniel@demo.com.br');
    const busy = await edit(admin, { EMAIL: 'DANIEL@demo.com.br' });
    expect(busy.statusCode).toBe(409);
    expect(busy.json()).toMatchObject({ field: 'EMAIL', CODCANDIDATO: daniel });
    expect(busy.json().message).toContain(String(daniel).padStart(4, '0'));
    const elsewhere = await edit(admin, { EMAIL: 'candidata@outra.com.br' });
    expect(elsewhere.statusCode).toBe(409);
    expect(elsewhere.json().message).toBe('Este e-mail não pode ser utilizado. Informe outro e-mail.');
    const elisa = await idOf(t, 'elisa@demo.com.br'); // status 8
    const reusable = await edit(admin, { EMAIL: 'elisa@demo.com.br' });
    expect(reusable.statusCode).toBe(409);
    expect(reusable.json()).toMatchObject({ REUTILIZAVEL: true, CODCANDIDATO: elisa });
    const reused = await edit(admin, { EMAIL: 'elisa@demo.com.br', REUTILIZAR_EMAIL: true });
    expect(reused.statusCode, reused.body).toBe(200);
    expect((await stored()).email).toBe('elisa@demo.com.br');
    expect((await stored(elisa)).email).toBe(`INATIVO_${elisa}_elisa@demo.com.br`);
  });

  it('refuses a cancelled candidate with 403', async () => {
    await setStatus(t, id, 9);
    const res = await edit(admin, { NOME: 'Outra' });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Candidato cancelado: reabra o processo para alterar os dados.');
    await setStatus(t, id, 1);
  });
});

describe('tenant, role and bad input', () => {
  it("answers 404 for another client's candidate, changing nothing", async () => {
    const before = await stored();
    expect((await edit(gestor2, { NOME: 'Invasor' }, C042)).statusCode).toBe(404);
    expect((await edit(admin, { NOME: 'Invasor' }, C042)).statusCode).toBe(404);
    expect((await edit(admin, { CODCANDIDATO: 99999999, NOME: 'X' })).statusCode).toBe(404);
    expect(await stored()).toEqual(before);
  });

  it('refuses a candidate, another CODUSUARIO and malformed input', async () => {
    expect((await edit(cand, { CODCANDIDATO: cand.candidate!.CODCANDIDATO, NOME: 'Eu' })).statusCode).toBe(
      403,
    );
    expect((await edit(admin, { NOME: 'X', CODUSUARIO: gestor.user.CODUSUARIO })).statusCode).toBe(403);
    for (const body of [
      { CODCANDIDATO: 'x' },
      { NOME: 'A'.repeat(71) },
      { CODUNIDADE: 'abc' },
      { DATINICIO: 20301010 },
      { REUTILIZAR_EMAIL: 'sim' },
    ])
      expect((await edit(admin, body)).statusCode, JSON.stringify(body)).toBe(400);
  });
});
