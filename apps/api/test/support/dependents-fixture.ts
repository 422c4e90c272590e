/**
 * Shared setup of the dependents tests (dependents.test.ts, dependents-create.test.ts): the app,
 * sign-ins, the stored rows and the request helpers.
 */
import { afterAll, beforeAll } from 'vitest';
import { sql } from 'drizzle-orm';
import type { LogonAnswer } from '@admissao/domain';
import { createTestApp, type TestApp } from '../../src/testing/test-app.ts';

export const MISSING =
  'Os campos marcados com [*] são de preenchimento obrigatório. Próximo campo a ser preenchido: ';
export const LOCKED = 'Dados aguardando validação';

export let t: TestApp;
export let cand: LogonAnswer;
export let cand042: LogonAnswer;
export let gestor: LogonAnswer;
export let gestor2: LogonAnswer;
export let admin: LogonAnswer;
export let id: number;
export let id042: number;

/** Registers the shared setup of a dependents test file: the app and the sign-ins. */
export function useDependentsFixture() {
  beforeAll(async () => {
    t = await createTestApp();
    cand = await t.login('candidato@demo.com.br');
    cand042 = await t.login('candidata@outra.com.br');
    gestor = await t.login('gestor');
    gestor2 = await t.login('gestor2');
    admin = await t.login('admin');
    id = cand.candidate!.CODCANDIDATO;
    id042 = cand042.candidate!.CODCANDIDATO;
  });
  afterAll(() => t.close());
}

const rowsOf = <T>(res: unknown) => (Array.isArray(res) ? res : (res as { rows: unknown[] }).rows) as T[];

interface DependentRow {
  coddep: number;
  codcandidato: number;
  nome: string;
  parentesco: number;
  parentesco_outros: string | null;
  cpf: string | null;
  rg: string | null;
  possuirg: boolean | null;
  datnasc: string | Date | null;
  dependenteirrf: boolean | null;
  assistenciamed: boolean | null;
  assistenciaodont: boolean | null;
  segurovida: boolean | null;
  salariofamilia: boolean | null;
  declanascvivo: string | null;
}
export const stored = async (codcandidato = id) =>
  rowsOf<DependentRow>(
    await t.db.execute(
      sql`select coddep, codcandidato, nome, parentesco, parentesco_outros, cpf, rg, possuirg,
        to_char(datnasc, 'YYYY-MM-DD') as datnasc, dependenteirrf, assistenciamed, assistenciaodont,
        segurovida, salariofamilia, declanascvivo
        from dependent where codcandidato = ${codcandidato} order by coddep`,
    ),
  );
export const setStatus = (s: number, cod = id) =>
  t.db.execute(sql`update candidate set codstatus = ${s} where codcandidato = ${cod}`);
export const clearDependents = () => t.db.execute(sql`delete from dependent where codcandidato = ${id}`);

type Tenant = { CODADM: number; CODCLI: string };
export const send = (
  method: 'POST' | 'PUT' | 'DELETE',
  token: string,
  payload: Record<string, unknown>,
  tenant?: Tenant,
) => t.app.inject({ method, url: '/api/candidate/dependent', headers: t.headers(token, tenant), payload });
export const list = (token: string, cod = id, tenant?: Tenant) =>
  t.app.inject({ method: 'GET', url: `/api/candidate/dependents/${cod}`, headers: t.headers(token, tenant) });

/** A complete child for client 041 (DEP_IRRF, DEP_ASSISTENCIA_MED and DEP_ASSISTENCIA_ODO on). */
export const child = (over: Record<string, unknown> = {}) => ({
  CODCANDIDATO: id,
  NOME: 'Maria Candidata da Silva',
  PARENTESCO: '1',
  IDESTCIVIL: 'SOL',
  SEXO: 'F',
  CPF: '529.982.247-25',
  POSSUIRG: false,
  LOCALNASCIMENTO: 'São Paulo - SP',
  DATNASC: '10/05/2015',
  PCD: 'N',
  NOMEMAE: 'Ana Souza',
  DEPENDENTEIRRF: true,
  ASSISTENCIAMED: true,
  ...over,
});
