/** Shared setup of the registration tests (registration.test.ts, registration-rules.test.ts). */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import { formatDateBR, isoDateInBrazil, type LogonAnswer, type TenantRef } from '@admissao/domain';
import { candidate, customField, unit } from '../../src/db/schema.ts';
import { rowsOf } from '../../src/lib/rows.ts';
import { createTestApp, type TestApp } from '../../src/testing/test-app.ts';

export let t: TestApp;
export let admin: LogonAnswer;
export let gestor: LogonAnswer;
export let gestor2: LogonAnswer;
export let candidato: LogonAnswer;

export const C041: TenantRef = { CODADM: 9, CODCLI: '041' };
export const C042: TenantRef = { CODADM: 9, CODCLI: '042' };
export const REGISTERED = 'Candidato cadastrado com sucesso!';
export const UNAVAILABLE = 'Este e-mail não pode ser utilizado. Informe outro e-mail.';
export const REUSABLE =
  'Este e-mail pertence a um processo finalizado ou cancelado. Confirme para reutilizá-lo.';
export const missing = (label: string) =>
  `Os campos marcados com [*] são de preenchimento obrigatório. Próximo campo a ser preenchido: ${label}`;
export const STAFF_LOGIN = 'rh.login@demo.com.br';
export const NEW_PASSWORD = 'Nova#Senha7x';

export const unitId: Record<string, number> = {};
export let centroCusto: number; // 041, admin-filled, text, required
export let turno: number; // 041, admin-filled, radio MANHÃ;TARDE;NOITE;
export let campo042: number; // 042, admin-filled, text, optional

export const today = isoDateInBrazil();
export const addDays = (ymd: string, n: number) =>
  new Date(Date.parse(`${ymd}T12:00:00Z`) + n * 86400_000).toISOString().slice(0, 10);
export const yesterday = addDays(today, -1);

let seq = 0;

/** Registers the shared setup of a registration test file: the app, sign-ins, units and fields. */
export function useRegistrationFixture() {
  beforeAll(async () => {
    // this module may serve several test files of one worker: each starts from the same e-mails
    seq = 0;
    t = await createTestApp();
    [admin, gestor, gestor2, candidato] = await Promise.all([
      t.login('admin'),
      t.login('gestor'),
      t.login('gestor2'),
      t.login('candidato@demo.com.br'),
    ]);
    for (const u of await t.db.select().from(unit)) unitId[u.unidade] = u.codunidade;
    const fields = await t.db.select().from(customField);
    centroCusto = fields.find((f) => f.descricao === 'Centro de custo')!.codinfo;
    turno = fields.find((f) => f.descricao === 'Turno de trabalho')!.codinfo;
    const [f042] = await t.db
      .insert(customField)
      .values({
        codadm: 9,
        codcli: '042',
        numcampo: 1,
        descricao: 'Matrícula 042',
        tipo: 'T',
        respPreenchimento: 'A',
        obrigatorio: false,
      })
      .returning();
    campo042 = f042!.codinfo;
    await t.db.execute(sql`insert into staff_user (codadm, usuario, permissao, senha_hash, nomeusuario)
    values (9, ${STAFF_LOGIN}, 'MANAGER', 'x', 'Rita Login')`);
  });
  afterAll(() => t.close());
}

export const newEmail = (tag = 'novo') => `${tag}.${++seq}@demo.com.br`;

/** A complete, valid registration for client 041 (INFO_GESTOR and INFO_RECRUTADOR on). */
export const valid041 = (over: Record<string, unknown> = {}): Record<string, unknown> => ({
  NOME: 'Fernanda Registro Teste',
  EMAIL: newEmail(),
  CODUNIDADE: unitId['MATRIZ SÃO PAULO'],
  DATINICIO: formatDateBR(addDays(today, 10)),
  TIPOCARGO: 'OUTROS',
  CARGO: 'ANALISTA DE SISTEMAS',
  GESTOR: 'MARIANA PRADO',
  RECRUTADOR: 'PEDRO ALVES',
  CAMPOS_ADICIONAIS: [{ CODINFO: centroCusto, DESCRICAO: 'CC-1020' }],
  ...over,
});
export const valid042 = (over: Record<string, unknown> = {}): Record<string, unknown> => ({
  NOME: 'Otávio Outra Empresa',
  EMAIL: newEmail('outra'),
  CODUNIDADE: unitId['SEDE RIO DE JANEIRO'],
  DATINICIO: formatDateBR(addDays(today, 3)),
  TIPOCARGO: 'OUTROS',
  CARGO: 'AUXILIAR',
  ...over,
});
export const without = (payload: Record<string, unknown>, ...keys: string[]) =>
  Object.fromEntries(Object.entries(payload).filter(([k]) => !keys.includes(k)));

export const register = (headers: Record<string, string>, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/candidate', headers, payload });

export async function candidateByEmail(email: string) {
  const [row] = await t.db.select().from(candidate).where(eq(candidate.email, email));
  return row;
}
export async function candidateById(id: number) {
  const [row] = await t.db.select().from(candidate).where(eq(candidate.codcandidato, id));
  return row!;
}
/** What a refused registration must leave untouched. */
export async function state() {
  const [c] = rowsOf<{ n: number; emails: string }>(
    await t.db.execute(sql`select count(*)::int as n, string_agg(email, ',' order by codcandidato) as emails
      from candidate`),
  );
  const [o] = rowsOf<{ n: number }>(await t.db.execute(sql`select count(*)::int as n from mail_outbox`));
  const [d] = rowsOf<{ n: number }>(
    await t.db.execute(sql`select count(*)::int as n from custom_field_data`),
  );
  return { candidates: c!.n, emails: c!.emails, outbox: o!.n, customData: d!.n };
}
export async function outboxRow(to: string) {
  const [row] = rowsOf<{ id: number; status: string; attempts: number; subject: string; text_body: string }>(
    await t.db.execute(
      sql`select id, status, attempts, subject, text_body from mail_outbox where to_address = ${to} order by id desc limit 1`,
    ),
  );
  return row;
}
