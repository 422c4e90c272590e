/**
 * GET /dashboard/refusals (decision 041): documents refused in the period per document type (types
 * of the same name in several clients together) and the ten most frequent observations. Indexed:
 * document_observation by (acao, datlog).
 */
import { sql } from 'drizzle-orm';
import type { DashboardRefusals } from '@admissao/domain';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../lib/rows.ts';
import { scopeAnswer, tenantsOf, type DashboardScope } from './dashboard-scope.ts';

/** the reviewer's refusal (DOCUMENT_ACTIONS) */
const REFUSAL = 'R';
const TOP_OBSERVATIONS = 10;

export async function dashboardRefusals(db: Db, scope: DashboardScope): Promise<DashboardRefusals> {
  const refused = sql`document_observation o
      join candidate c on c.codcandidato = o.codcandidato
      join ${tenantsOf(scope)} on c.codadm = m.codadm and c.codcli = m.codcli`;
  const inPeriod = sql`o.acao = ${REFUSAL} and o.datlog >= ${scope.from} and o.datlog < ${scope.to}`;
  const [types, observations] = await Promise.all([
    db.execute(sql`select t.documento, count(*)::int as n from ${refused}
      join document_type t on t.codtipodoc = o.codtipodoc
      where ${inPeriod}
      group by t.documento order by n desc, t.documento`),
    db.execute(sql`select o.observacao, count(*)::int as n from ${refused}
      where ${inPeriod} and o.observacao <> ''
      group by o.observacao order by n desc, o.observacao limit ${TOP_OBSERVATIONS}`),
  ]);
  return {
    ...scopeAnswer(scope),
    TIPOS: rowsOf<{ documento: string; n: number }>(types).map((r) => ({
      DOCUMENTO: r.documento,
      RECUSAS: Number(r.n),
    })),
    OBSERVACOES: rowsOf<{ observacao: string; n: number }>(observations).map((r) => ({
      OBSERVACAO: r.observacao,
      QUANTIDADE: Number(r.n),
    })),
  };
}
