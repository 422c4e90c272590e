/**
 * GET /dashboard/kits (issue 33 §5): the admission kits that wait for a signature, per state with
 * the longest wait, and the kits waiting longest — for whom they wait and since when (the send, or
 * the last signature given). The period does not apply: a kit sent long ago and still unsigned is
 * what HR must see. One statement over the caller's clients (signature_kit_client_status_idx).
 */
import {
  KIT_STATUS_LABELS,
  KIT_WAITING_STATUSES,
  KITS_WAITING_LIMIT,
  type DashboardKits,
  type KitWaitingRow,
} from '@admissao/domain';
import type { Db } from '../../db/client.ts';
import { queryPrepared } from '../../lib/prepared.ts';
import { scopeAnswer, tenantArrays, type DashboardScope } from './dashboard-scope.ts';

type WaitingStatus = (typeof KIT_WAITING_STATUSES)[number];
interface Raw {
  CODCANDIDATO: number;
  NOME: string;
  CODADM: number;
  CODCLI: string;
  NOMECLI: string;
  STATUS: WaitingStatus;
  DESDE: string;
  DIAS: number | string;
  TOTAL: number | string;
  MAIOR: number | string;
}

// The counts per state ride on every row (window functions over the whole set), so one statement
// answers both parts; the rows are then cut to the limit.
const KITS_WAITING = `
  with k as (
    select k.codcandidato, k.codadm, k.codcli, k.status,
      greatest(k.sent_at, coalesce((select max(s.signed_at) from kit_signer s where s.kit_id = k.id), k.sent_at)) as desde
    from unnest($1::int[], $2::bpchar[]) as m(codadm, codcli)
    join signature_kit k on k.codadm = m.codadm and k.codcli = m.codcli and k.status = any($3::text[])
  )
  select k.codcandidato as "CODCANDIDATO", c.nome as "NOME", k.codadm as "CODADM", k.codcli as "CODCLI",
    cl.nomecli as "NOMECLI", k.status as "STATUS", to_json(k.desde) #>> '{}' as "DESDE",
    floor(extract(epoch from (now() - k.desde)) / 86400)::int as "DIAS",
    count(*) over (partition by k.status) as "TOTAL",
    floor(extract(epoch from (now() - min(k.desde) over (partition by k.status))) / 86400)::int as "MAIOR"
  from k
  join candidate c on c.codcandidato = k.codcandidato
  join client cl on cl.codadm = k.codadm and cl.codcli = k.codcli
  order by k.desde, k.codcandidato`;

const WAITING = `{${KIT_WAITING_STATUSES.join(',')}}`;

export async function dashboardKits(db: Db, scope: DashboardScope): Promise<DashboardKits> {
  const rows = await queryPrepared<Raw>(db, 'dashboard_kits', KITS_WAITING, [
    ...tenantArrays(scope),
    WAITING,
  ]);
  const byStatus = new Map<WaitingStatus, Raw>();
  for (const r of rows) if (!byStatus.has(r.STATUS)) byStatus.set(r.STATUS, r);
  return {
    ...scopeAnswer(scope),
    ETAPAS: KIT_WAITING_STATUSES.map((s) => {
      const first = byStatus.get(s);
      return {
        STATUS: s,
        ROTULO: KIT_STATUS_LABELS[s],
        QUANTIDADE: first ? Number(first.TOTAL) : 0,
        MAIOR_ESPERA_DIAS: first ? Number(first.MAIOR) : null,
      };
    }),
    ROWS: rows.slice(0, KITS_WAITING_LIMIT).map((r): KitWaitingRow => ({
      CODCANDIDATO: r.CODCANDIDATO,
      NOME: r.NOME,
      CODADM: r.CODADM,
      CODCLI: r.CODCLI,
      NOMECLI: r.NOMECLI,
      STATUS: r.STATUS,
      ROTULO: KIT_STATUS_LABELS[r.STATUS],
      AGUARDANDO_DESDE: r.DESDE,
      DIAS: Number(r.DIAS),
    })),
    TRUNCADO: rows.length > KITS_WAITING_LIMIT,
  };
}
