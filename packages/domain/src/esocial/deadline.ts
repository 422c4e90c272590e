/**
 * The eSocial deadline of a candidate's admission (issue 34 §4, decision 082) — the one rule the
 * list 'eSocial — prazos', the Painel widget and the daily mail read.
 *
 * The law (MOS S-1.3, S-2200 and S-2190; Portaria 671/2021 art. 15 for the CTPS Digital):
 * - the S-2200 is due by the day **before** the worker starts (start 10/03/2027 → due 09/03/2027);
 * - when the S-2200 cannot be ready, the S-2190 'registro preliminar' is sent by that same day, and
 *   then the S-2200 is due by the **15th of the month after** the start (start 10/03/2027 → S-2190 by
 *   09/03/2027, S-2200 by 15/04/2027; start 31/12/2027 → 15/01/2028);
 * - an intern's S-2300 (category 901) is due by the 15th of the month after the start (decision
 *   078: there is no preliminary record for it).
 * Weekends and holidays do not move these dates: the service takes events every day, and the
 * manual anticipates only the periodic events' due dates.
 * An S-2190 counts when it has its receipt and was sent by the day before the start; a late one
 * does not give the 15th.
 */
import { formatDateBR } from '../dates.ts';
import type { AdmissionEventKind } from './admission-event.ts';
import { ESOCIAL_EVENT_TRAITS, type EsocialEventKind, type EsocialEventStatus } from './transmission.ts';

export const DEADLINE_STEPS = [
  'ENVIAR_S2190_OU_S2200',
  'ENVIAR_S2200',
  'ENVIAR_S2300',
  'AGUARDAR_RECIBO',
  'CONCLUIDO',
] as const;
export type DeadlineStep = (typeof DEADLINE_STEPS)[number];

/** What the person is told to do next. */
export const DEADLINE_STEP_LABELS = {
  ENVIAR_S2190_OU_S2200: 'Enviar o S-2200 ou o registro preliminar (S-2190) até o prazo',
  ENVIAR_S2200: 'Enviar o S-2200',
  ENVIAR_S2300: 'Enviar o S-2300 do estagiário',
  AGUARDAR_RECIBO: 'Aguardar o recibo do eSocial',
  CONCLUIDO: 'Admissão recebida pelo eSocial',
} as const satisfies Record<DeadlineStep, string>;

/** An event of the candidate as the rule needs it: kind, state, and the Brasília day it was sent. */
export interface DeadlineEvent {
  kind: EsocialEventKind;
  status: EsocialEventStatus;
  /** yyyy-mm-dd in Brasília, null when not sent yet */
  sentOn: string | null;
}

export interface DeadlineInput {
  /** the start of work (DATINICIO), yyyy-mm-dd */
  start: string;
  /** the admission's own event (admissionEventKindOf) */
  kind: AdmissionEventKind;
  events: readonly DeadlineEvent[];
  /** yyyy-mm-dd in Brasília */
  today: string;
}

export interface EsocialDeadline {
  /** yyyy-mm-dd, the last day the next event may be sent */
  due: string;
  /** pt-BR: which rule gave the date */
  reason: string;
  late: boolean;
  /** due − today in days (0 on the day itself, negative when late) */
  daysLeft: number;
  nextStep: DeadlineStep;
  /** an S-2190 was received in time: the S-2200 is due by the 15th of the next month */
  prelim: boolean;
}

const DAY_MS = 86_400_000;
const ms = (ymd: string) => Date.parse(`${ymd}T00:00:00Z`);
export const addDaysTo = (ymd: string, days: number) =>
  new Date(ms(ymd) + days * DAY_MS).toISOString().slice(0, 10);
export const daysBetween = (from: string, to: string) => Math.round((ms(to) - ms(from)) / DAY_MS);

/** The 15th of the month after the one of `ymd`. */
export function fifteenthOfNextMonth(ymd: string): string {
  const [y, m] = ymd.split('-').map(Number) as [number, number];
  const next = new Date(Date.UTC(y, m, 15)); // month m (0-based) is the next one
  return next.toISOString().slice(0, 10);
}

const inFlight = (s: EsocialEventStatus) => ESOCIAL_EVENT_TRAITS[s].blocksSend && s !== 'RECEBIDO';

export function esocialDeadlineOf({ start, kind, events, today }: DeadlineInput): EsocialDeadline {
  const eve = addDaysTo(start, -1);
  const own = events.filter((e) => e.kind === kind);
  const prelims = events.filter((e) => e.kind === 'S-2190');
  const prelim =
    kind === 'S-2200' && prelims.some((e) => e.status === 'RECEBIDO' && e.sentOn !== null && e.sentOn <= eve);
  const [due, reason] =
    kind === 'S-2300'
      ? [fifteenthOfNextMonth(start), 'O S-2300 de estagiário vence no dia 15 do mês seguinte ao início.']
      : prelim
        ? [
            fifteenthOfNextMonth(start),
            'Registro preliminar (S-2190) recebido: o S-2200 vence no dia 15 do mês seguinte ao início.',
          ]
        : [eve, `O S-2200 vence na véspera do início (${formatDateBR(start)}).`];
  const daysLeft = daysBetween(today, due);
  const done = own.some((e) => e.status === 'RECEBIDO');
  const late = !done && daysLeft < 0;
  const step = (): DeadlineStep => {
    if (done) return 'CONCLUIDO';
    if (own.some((e) => inFlight(e.status))) return 'AGUARDAR_RECIBO';
    if (kind === 'S-2300') return 'ENVIAR_S2300';
    if (prelim || late) return 'ENVIAR_S2200';
    return prelims.some((e) => inFlight(e.status)) ? 'AGUARDAR_RECIBO' : 'ENVIAR_S2190_OU_S2200';
  };
  return { due, reason, late, daysLeft, nextStep: step(), prelim };
}

/**
 * Whether the candidate is on the list: the admission not received, and either work starts within
 * two days (the S-2200 due tomorrow or earlier: the "start tomorrow or earlier", plus the
 * day before, so the Painel and the mail can say what falls due tomorrow), or an S-2190 was
 * received (the S-2200 still due by the 15th).
 */
export const onDeadlineList = (d: EsocialDeadline, start: string, today: string) =>
  d.nextStep !== 'CONCLUIDO' && (start <= addDaysTo(today, LIST_AHEAD_DAYS) || d.prelim);

/** starts up to this many days ahead are listed (due tomorrow or earlier) */
export const LIST_AHEAD_DAYS = 2;

/** 'vence hoje', 'vence amanhã', 'faltam 3 dias', 'atrasado 1 dia', 'atrasado 4 dias'. */
export function deadlineDaysText(daysLeft: number): string {
  if (daysLeft === 0) return 'vence hoje';
  if (daysLeft === 1) return 'vence amanhã';
  if (daysLeft > 1) return `faltam ${daysLeft} dias`;
  return daysLeft === -1 ? 'atrasado 1 dia' : `atrasado ${-daysLeft} dias`;
}

/** How many days back the list looks for starts without a receipt: older ones are payroll history. */
export const DEADLINE_LOOKBACK_DAYS = 90;
/** the list answers at most this many candidates, the soonest due first */
export const DEADLINES_LIMIT = 200;

export const S2190_SEND_MSG = {
  pending: 'Há pendências para gerar o S-2190.',
  cancelled: 'Candidato cancelado: não há registro preliminar a enviar.',
  noStart: 'Informe a data de início do trabalho antes de enviar o registro preliminar.',
  admissionSent:
    'O S-2200 deste candidato já foi enviado ao eSocial: o registro preliminar (S-2190) não é mais necessário.',
  forbidden: 'Sem permissão para o eSocial.',
} as const;
