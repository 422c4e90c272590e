/**
 * GET /esocial/deadlines (decision 082): every candidate of the scope whose admission event (S-2200,
 * S-2300 for an intern) has no receipt and whose start is within LIST_AHEAD_DAYS (due tomorrow or earlier) (up to
 * DEADLINE_LOOKBACK_DAYS back), or whose S-2190 was received (the S-2200 then due by the 15th of the
 * next month) — each with the date the domain's rule gives, the soonest due first. Cancelled
 * candidates and clients under 'a folha transmite' (their payroll system sends) are left out.
 */
import { sql } from 'drizzle-orm';
import {
  addDaysTo,
  admissionEventKindOf,
  DEADLINE_LOOKBACK_DAYS,
  DEADLINE_STEP_LABELS,
  DEADLINES_LIMIT,
  esocialDeadlineOf,
  isoDateInBrazil,
  LIST_AHEAD_DAYS,
  onDeadlineList,
  STATUS,
  type DeadlineEvent,
  type EsocialDeadlineRow,
  type EsocialDeadlines,
  type EsocialEventKind,
  type EsocialEventStatus,
  type TenantRef,
} from '@admissao/domain';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../lib/rows.ts';

interface CandidateRaw {
  codcandidato: number;
  nome: string | null;
  codadm: number;
  codcli: string;
  nomecli: string;
  datinicio: string;
  tipocargo: string | null;
  cargo: string | null;
}
interface EventRaw {
  codcandidato: number;
  kind: EsocialEventKind;
  status: EsocialEventStatus;
  sent_on: string | null;
  nr_recibo: string | null;
}

const tenantsSql = (clients: TenantRef[]) =>
  sql`unnest(${`{${clients.map((c) => c.CODADM).join(',')}}`}::int[],
    ${`{${clients.map((c) => c.CODCLI).join(',')}}`}::bpchar[]) as m(codadm, codcli)`;

/** The candidates that may be on the list; the rule decides which are. */
async function candidatesOf(db: Db, clients: TenantRef[], today: string) {
  return rowsOf<CandidateRaw>(
    await db.execute(sql`
      select c.codcandidato, c.nome, c.codadm, c.codcli, cl.nomecli,
        to_char(c.datinicio, 'YYYY-MM-DD') as datinicio, c.tipocargo, c.cargo
      from ${tenantsSql(clients)}
      join candidate c on c.codadm = m.codadm and c.codcli = m.codcli
      join client cl on cl.codadm = c.codadm and cl.codcli = c.codcli
      where c.datinicio is not null and c.codstatus <> ${STATUS.CANCELADO}
        and not exists (select 1 from client_esocial ce
          where ce.codadm = c.codadm and ce.codcli = c.codcli and ce.transmissao = 'FOLHA')
        and ((c.datinicio <= ${addDaysTo(today, LIST_AHEAD_DAYS)}::date
              and c.datinicio >= ${addDaysTo(today, -DEADLINE_LOOKBACK_DAYS)}::date)
          or exists (select 1 from esocial_event p where p.codcandidato = c.codcandidato
              and p.kind = 'S-2190' and p.status = 'RECEBIDO'))
        and not exists (select 1 from esocial_event a where a.codcandidato = c.codcandidato
          and a.kind in ('S-2200', 'S-2300') and a.status = 'RECEBIDO')
      order by c.datinicio, c.codcandidato`),
  );
}

async function eventsOf(db: Db, ids: number[]) {
  if (!ids.length) return new Map<number, EventRaw[]>();
  const rows = rowsOf<EventRaw>(
    await db.execute(sql`
      select codcandidato, kind, status, nr_recibo,
        to_char(sent_at at time zone 'America/Sao_Paulo', 'YYYY-MM-DD') as sent_on
      from esocial_event where codcandidato = any(${`{${ids.join(',')}}`}::int[])
      order by id desc`),
  );
  const by = new Map<number, EventRaw[]>();
  for (const r of rows) by.set(r.codcandidato, [...(by.get(r.codcandidato) ?? []), r]);
  return by;
}

export async function esocialDeadlines(
  db: Db,
  clients: TenantRef[],
  today = isoDateInBrazil(),
  /** the daily mail reads every row */
  limit = DEADLINES_LIMIT,
): Promise<EsocialDeadlines> {
  const candidates = await candidatesOf(db, clients, today);
  const events = await eventsOf(
    db,
    candidates.map((c) => c.codcandidato),
  );
  const rows: EsocialDeadlineRow[] = [];
  for (const c of candidates) {
    const mine = events.get(c.codcandidato) ?? [];
    const kind = admissionEventKindOf({ TIPOCARGO: c.tipocargo, CARGO: c.cargo });
    const list: DeadlineEvent[] = mine.map((e) => ({ kind: e.kind, status: e.status, sentOn: e.sent_on }));
    const d = esocialDeadlineOf({ start: c.datinicio, kind, events: list, today });
    if (!onDeadlineList(d, c.datinicio, today)) continue;
    const prelim = mine.find((e) => e.kind === 'S-2190');
    rows.push({
      CODCANDIDATO: c.codcandidato,
      NOME: c.nome ?? '',
      CODADM: c.codadm,
      CODCLI: c.codcli,
      NOMECLI: c.nomecli,
      DATINICIO: c.datinicio,
      EVENTO: kind,
      PRAZO: d.due,
      MOTIVO: d.reason,
      DIAS: d.daysLeft,
      ATRASADO: d.late,
      PROXIMO_PASSO: d.nextStep,
      PROXIMO_PASSO_ROTULO: DEADLINE_STEP_LABELS[d.nextStep],
      PODE_S2190: d.nextStep === 'ENVIAR_S2190_OU_S2200',
      S2190: prelim ? { STATUS: prelim.status, NR_RECIBO: prelim.nr_recibo } : null,
    });
  }
  rows.sort((a, b) => a.PRAZO.localeCompare(b.PRAZO) || a.CODCANDIDATO - b.CODCANDIDATO);
  return {
    HOJE: today,
    ROWS: rows.slice(0, limit),
    HOJE_VENCEM: rows.filter((r) => r.DIAS === 0).length,
    AMANHA: rows.filter((r) => r.DIAS === 1).length,
    ATRASADOS: rows.filter((r) => r.ATRASADO).length,
    TRUNCADO: rows.length > limit,
  };
}
