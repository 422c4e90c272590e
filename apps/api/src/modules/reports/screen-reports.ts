/** On-screen reports 'início' (counts) and 'detalhado' (one line per candidate), spec 3 §2, §7. */
import { asc, count, desc, eq, sql } from 'drizzle-orm';
import type { TenantRef } from '@admissao/domain';
import type { Db } from '../../db/client.ts';
import { candidate, candidateDocument, status, unit } from '../../db/schema.ts';
import { registeredIn, type ReportRange } from './report-range.ts';

// months of Brasília: the wall-clock time in America/Sao_Paulo, whatever the session's TimeZone
const month = sql<string>`to_char(${candidate.datcadastro} at time zone 'America/Sao_Paulo', 'YYYY-MM')`;

export async function startReport(db: Db, tenant: TenantRef, range: ReportRange) {
  const where = registeredIn(tenant, range);
  const [byStatus, byUnit, byMonth] = await Promise.all([
    db
      .select({
        CODSTATUS: candidate.codstatus,
        DESSTATUS: status.desstatus,
        CORSTATUS: status.corstatus,
        QUANTIDADE: count(),
      })
      .from(candidate)
      .innerJoin(status, eq(status.codstatus, candidate.codstatus))
      .where(where)
      .groupBy(candidate.codstatus, status.desstatus, status.corstatus)
      .orderBy(asc(candidate.codstatus)),
    db
      .select({ CODUNIDADE: candidate.codunidade, UNIDADE: unit.unidade, QUANTIDADE: count() })
      .from(candidate)
      .leftJoin(unit, eq(unit.codunidade, candidate.codunidade))
      .where(where)
      .groupBy(candidate.codunidade, unit.unidade)
      .orderBy(desc(count()), asc(unit.unidade)),
    db.select({ MES: month, QUANTIDADE: count() }).from(candidate).where(where).groupBy(month).orderBy(month),
  ]);
  return {
    DATINICIAL: range.from,
    DATFINAL: range.to,
    TOTAL: byStatus.reduce((n, s) => n + s.QUANTIDADE, 0),
    PORSTATUS: byStatus,
    PORUNIDADE: byUnit,
    PORMES: byMonth,
  };
}

const iso = (d: Date | null) => d?.toISOString() ?? null;

export async function detailedReport(
  db: Db,
  tenant: TenantRef,
  range: ReportRange,
  page: number,
  pageSize: number,
) {
  const where = registeredIn(tenant, range);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        CODCANDIDATO: candidate.codcandidato,
        NOME: candidate.nome,
        EMAIL: candidate.email,
        CELULAR: candidate.celular,
        UNIDADE: unit.unidade,
        CARGO: candidate.cargo,
        GESTOR: candidate.gestor,
        RECRUTADOR: candidate.recrutador,
        DATINICIO: candidate.datinicio,
        DATCADASTRO: candidate.datcadastro,
        DATULTINTERACAO: candidate.datultinteracao,
        DATFINALIZACAO: candidate.datfinalizacao,
        CODSTATUS: candidate.codstatus,
        DESSTATUS: status.desstatus,
        CORSTATUS: status.corstatus,
        DOCUMENTOS_ENVIADOS: sql<number>`(select count(*)::int from ${candidateDocument} where ${candidateDocument.codcandidato} = ${candidate.codcandidato} and ${candidateDocument.status} in (1, 3, 4))`,
        DOCUMENTOS_TOTAL: sql<number>`(select count(*)::int from document_type d where d.codadm = ${candidate.codadm} and d.codcli = ${candidate.codcli} and d.ativo)`,
      })
      .from(candidate)
      .innerJoin(status, eq(status.codstatus, candidate.codstatus))
      .leftJoin(unit, eq(unit.codunidade, candidate.codunidade))
      .where(where)
      .orderBy(asc(candidate.codcandidato))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(candidate).where(where),
  ]);
  return {
    DATINICIAL: range.from,
    DATFINAL: range.to,
    total: total?.n ?? 0,
    page,
    pageSize,
    rows: rows.map((r) => ({
      ...r,
      DATCADASTRO: r.DATCADASTRO.toISOString(),
      DATULTINTERACAO: iso(r.DATULTINTERACAO),
      DATFINALIZACAO: iso(r.DATFINALIZACAO),
    })),
  };
}
