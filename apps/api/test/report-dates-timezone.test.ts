/**
 * Every date of the reports is a Brasília date whatever the database session's TimeZone (issue 14:
 * stored as UTC, shown in America/Sao_Paulo). A server whose TimeZone is America/Sao_Paulo (a
 * common PostgreSQL set-up in Brazil) must give the same Excel cells and report months as a UTC
 * one: moments just after midnight in Brasília (03:00–04:00 UTC) land on the right day and month.
 * The app runs on a private copy of the demo database, its sessions set to that time zone.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import type { LogonAnswer } from '@admissao/domain';
import { rowsOf } from '../src/lib/rows.ts';
import { createTestApp, type TestApp } from '../src/testing/test-app.ts';
import { signInAs } from './support/demo-cast.ts';

const C041 = { CODADM: 9, CODCLI: '041' };
const BRASILIA = 'America/Sao_Paulo';
let t: TestApp;
let admin: LogonAnswer;
let id: number;

interface PoolClient {
  release(destroy?: boolean): void;
}
interface Pool {
  idleCount: number;
  connect(): Promise<PoolClient>;
}

/**
 * The session time zone of every connection of the app: PGlite has one session; a PostgreSQL pool
 * opens sessions at will, so the database's default changes and the open ones are closed (the
 * next ones start with it).
 */
async function sessionsIn(zone: string): Promise<void> {
  if (!process.env.DATABASE_URL) {
    await t.db.execute(sql`select set_config('TimeZone', ${zone}, false)`);
    return;
  }
  const { name } = rowsOf<{ name: string }>(await t.db.execute(sql`select current_database() as name`))[0]!;
  await t.db.execute(sql.raw(`alter database "${name.replace(/"/g, '')}" set timezone to '${zone}'`));
  const pool = (t.db as unknown as { $client: Pool }).$client;
  const idle = await Promise.all(Array.from({ length: pool.idleCount }, () => pool.connect()));
  for (const client of idle) client.release(true);
}

beforeAll(async () => {
  t = await createTestApp({}, undefined, undefined, 'private');
  admin = await signInAs(t, 'admin');
  await sessionsIn(BRASILIA);
  const [zone] = rowsOf<{ TimeZone: string }>(await t.db.execute(sql`show timezone`));
  expect(zone!.TimeZone).toBe(BRASILIA);
  id = rowsOf<{ codcandidato: number }>(
    await t.db.execute(sql`select codcandidato from candidate where email = 'candidato@demo.com.br'`),
  )[0]!.codcandidato;
  // 01:00, 01:30 and 00:30 in Brasília: still the previous day (and month) in a UTC−3 reading of
  // a Brasília session. The client's other candidates are out of April.
  await t.db.execute(sql`update candidate set datcadastro = '2026-01-15T12:00:00Z'
    where codadm = 9 and codcli = '041' and codcandidato <> ${id}`);
  await t.db.execute(sql`update candidate set datcadastro = '2026-04-01T04:00:00Z',
    datultinteracao = '2026-04-01T04:30:00Z', datfinalizacao = '2026-04-02T03:30:00Z'
    where codcandidato = ${id}`);
});
afterAll(() => t?.close());

const inject = (method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api${url}`, headers: t.headers(admin.token, C041), payload });

describe('report dates on a database session in America/Sao_Paulo', () => {
  it('the Excel export writes the Brasília day and time', async () => {
    const res = await inject('POST', '/candidate/report/export', {
      DATINICIAL: '20260401',
      DATFINAL: '20260401',
    });
    expect(res.statusCode).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = wb.getWorksheet('Candidatos')!;
    expect(sheet.rowCount).toBe(2);
    const headers = (sheet.getRow(1).values as string[]).slice(1);
    const cell = (header: string) => sheet.getRow(2).getCell(headers.indexOf(header) + 1).value;
    expect(cell('Código')).toBe(id);
    expect(cell('Data de cadastro')).toBe('01/04/2026');
    expect(cell('Última interação')).toBe('01/04/2026 01:30');
    expect(cell('Data de finalização')).toBe('02/04/2026');
  });

  it("the 'início' report counts the candidate in its Brasília month", async () => {
    const res = await inject('GET', '/candidate/report/start');
    expect(res.statusCode).toBe(200);
    const months = res.json<{ PORMES: { MES: string; QUANTIDADE: number }[] }>().PORMES;
    expect(months).toContainEqual({ MES: '2026-04', QUANTIDADE: 1 });
    expect(months.map((m) => m.MES)).not.toContain('2026-03');
  });
});
