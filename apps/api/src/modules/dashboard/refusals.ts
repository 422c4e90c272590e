/**
 * GET /dashboard/refusals (decision 041): documents refused in the period per document type (types
 * of the same name in several clients together) and the ten most frequent observations. Read from
 * the summary kept by trigger per client, day, type and observation (dashboard_refusal_day).
 */
import { sql } from 'drizzle-orm';
import type { DashboardRefusals } from '@admissao/domain';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../lib/rows.ts';
import { scopeAnswer, tenantsOf, type DashboardScope } from './dashboard-scope.ts';

const TOP_OBSERVATIONS = 10;

export async function dashboardRefusals(db: Db, scope: DashboardScope): Promise<DashboardRefusals> {
  const refused = sql`${tenantsOf(scope)}
      join dashboard_refusal_day o on o.codadm = m.codadm and o.codcli = m.codcli
        and o.dia >= ${scope.de}::date and o.dia <= ${scope.ate}::date`;
  const [types, observations] = await Promise.all([
    db.execute(sql`select t.documento, sum(o.quantidade)::int as n from ${refused}
      join document_type t on t.codtipodoc = o.codtipodoc
      group by t.documento having sum(o.quantidade) > 0 order by n desc, t.documento`),
    db.execute(sql`select o.observacao, sum(o.quantidade)::int as n from ${refused}
      where o.observacao <> ''
      group by o.observacao having sum(o.quantidade) > 0 order by n desc, o.observacao
      limit ${TOP_OBSERVATIONS}`),
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
