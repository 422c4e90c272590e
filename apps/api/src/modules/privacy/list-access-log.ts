/**
 * GET /candidate/access-log: who read which candidate's data, when and what (decision 036), newest
 * first, filtered by candidate, user and period (Brasília days). ADMIN, or MANAGER with LOG — the
 * same people who read the candidate log. A candidate of another client answers 404.
 */
import { and, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import {
  accessDetailLabel,
  ACCESS_ACTIONS,
  ACCESS_LOG_MAX_ROWS,
  BRAZIL_TZ,
  DOC_MSG,
  formatDateBR,
  startOfBrazilDay,
  type AccessAction,
  type AccessLogRow,
  type TenantRef,
} from '@admissao/domain';
import type { Db } from '../../db/client.ts';
import { accessLog, candidate, documentType, staffUser } from '../../db/schema.ts';
import { notFound } from '../../lib/http-errors.ts';
import type { StaffActor } from '../auth/index.ts';
import { loadRecord } from '../candidate-row/index.ts';
import { assertMayReadLog } from '../candidate-log/index.ts';
import { toCsv } from './csv.ts';

export interface AccessLogFilter {
  CODCANDIDATO?: number;
  CODUSUARIO?: number;
  /** yyyy-mm-dd, Brasília days, both included */
  DE?: string;
  ATE?: string;
}

const DAY_MS = 86_400_000;

export async function listAccessLog(
  db: Db,
  actor: StaffActor,
  tenant: TenantRef,
  filter: AccessLogFilter,
): Promise<AccessLogRow[]> {
  assertMayReadLog(actor);
  if (filter.CODCANDIDATO && !(await loadRecord(db, tenant, filter.CODCANDIDATO)))
    throw notFound(DOC_MSG.candidateNotFound);
  const where: SQL[] = [eq(accessLog.codadm, tenant.CODADM), eq(accessLog.codcli, tenant.CODCLI)];
  if (filter.CODCANDIDATO) where.push(eq(accessLog.codcandidato, filter.CODCANDIDATO));
  if (filter.CODUSUARIO) where.push(eq(accessLog.codusuario, filter.CODUSUARIO));
  if (filter.DE) where.push(gte(accessLog.at, startOfBrazilDay(filter.DE)));
  if (filter.ATE) where.push(lt(accessLog.at, new Date(startOfBrazilDay(filter.ATE).getTime() + DAY_MS)));
  const rows = await db
    .select({
      id: accessLog.id,
      at: accessLog.at,
      codusuario: accessLog.codusuario,
      usuario: staffUser.nomeusuario,
      codcandidato: accessLog.codcandidato,
      candidato: candidate.nome,
      acao: accessLog.acao,
      detalhe: accessLog.detalhe,
    })
    .from(accessLog)
    .leftJoin(staffUser, eq(staffUser.codusuario, accessLog.codusuario))
    .leftJoin(
      candidate,
      and(
        eq(candidate.codcandidato, accessLog.codcandidato),
        eq(candidate.codadm, accessLog.codadm),
        eq(candidate.codcli, accessLog.codcli),
      ),
    )
    .where(and(...where))
    .orderBy(desc(accessLog.at), desc(accessLog.id))
    .limit(ACCESS_LOG_MAX_ROWS);
  const types = await documentTypeNames(db, tenant);
  return rows.map((r) => {
    const acao = r.acao as AccessAction;
    return {
      ID: Number(r.id),
      DATA: new Date(r.at).toISOString(),
      CODUSUARIO: r.codusuario,
      USUARIO: r.usuario ?? null,
      CODCANDIDATO: r.codcandidato,
      CANDIDATO: r.candidato ?? null,
      ACAO: acao,
      DESCRICAO: ACCESS_ACTIONS[acao] ?? acao,
      DETALHE: r.detalhe,
      DETALHE_TEXTO: accessDetailLabel(acao, r.detalhe, types),
    };
  });
}

/** every document type of the client, inactive ones too: a row outlives the type it names */
async function documentTypeNames(db: Db, tenant: TenantRef): Promise<Map<number, string>> {
  const rows = await db
    .select({ id: documentType.codtipodoc, name: documentType.documento })
    .from(documentType)
    .where(and(eq(documentType.codadm, tenant.CODADM), eq(documentType.codcli, tenant.CODCLI)));
  return new Map(rows.map((r) => [r.id, r.name]));
}

const HEADER = [
  'Data',
  'Hora',
  'Código do usuário',
  'Usuário',
  'Código do candidato',
  'Candidato',
  'Ação',
  'Detalhe',
  'Detalhe (códigos)',
];
const TIME_BR = new Intl.DateTimeFormat('pt-BR', { timeZone: BRAZIL_TZ, timeStyle: 'medium' });
const timeBR = (iso: string) => TIME_BR.format(new Date(iso));

export const accessLogCsv = (rows: readonly AccessLogRow[]) =>
  toCsv(
    HEADER,
    rows.map((r) => [
      formatDateBR(r.DATA),
      timeBR(r.DATA),
      r.CODUSUARIO,
      r.USUARIO,
      r.CODCANDIDATO,
      r.CANDIDATO,
      r.DESCRICAO,
      r.DETALHE_TEXTO,
      r.DETALHE,
    ]),
  );
