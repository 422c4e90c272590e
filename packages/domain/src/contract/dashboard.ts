/**
 * The staff dashboard (issue 18 §1, decision 041): one call per widget, each over a period
 * (DE, ATE: dd/mm/aaaa, aaaa-mm-dd or aaaammdd; default the last 90 days) and over every client of
 * the caller, or over one of them (CODCLI). Like the review queue, these calls are scoped by the
 * caller's memberships, not by the X-Cliente client.
 */
import { z } from '../zod.ts';
import { ZDay, ZTimestamp } from './common.ts';
import { KIT_WAITING_STATUSES } from '../kit/kit-states.ts';
import { op } from './operation.ts';

/** The period when DE is not given: the last 90 days up to ATE (or today). */
export const DASHBOARD_DEFAULT_DAYS = 90;
/** The longest period asked at once: two years of weeks is already more than a chart can show. */
export const DASHBOARD_MAX_DAYS = 731;
/** 'Início em risco': DATINICIO from today to this many days ahead, and not Finalizado. */
export const AT_RISK_DAYS = 7;
/** the soonest starts answered: a list to act on today, not an archive */
export const AT_RISK_LIMIT = 50;

export const ZDashboardQuery = z.object({
  DE: z.string().trim().max(10).optional(),
  ATE: z.string().trim().max(10).optional(),
  CODCLI: z.string().trim().max(3).optional(),
});
export type DashboardQuery = z.infer<typeof ZDashboardQuery>;

/** The period and the clients an answer covers. */
const ZScope = {
  DE: ZDay,
  ATE: ZDay,
  /** the client asked for, or null for every client of the caller */
  CODCLI: z.string().nullable(),
};

const count = z.number().int();

/** The stages of the funnel: candidates registered in the period, by how far they have gone. */
export const FUNNEL_STAGES = ['CADASTRADOS', 'ACESSARAM', 'ENVIARAM', 'FINALIZADOS'] as const;
export type FunnelStage = (typeof FUNNEL_STAGES)[number];

export const ZDashboardFunnel = z.object({
  ...ZScope,
  /** every candidate of the scope by status now, whatever the period */
  ATUAL: z.array(
    z.object({
      CODSTATUS: z.number().int(),
      DESSTATUS: z.string(),
      CORSTATUS: z.string(),
      QUANTIDADE: count,
    }),
  ),
  /** candidates registered in the period that reached each stage (cumulative), cancelled apart */
  ETAPAS: z.array(z.object({ ETAPA: z.enum(FUNNEL_STAGES), ROTULO: z.string(), QUANTIDADE: count })),
  CANCELADOS: count,
});
export type DashboardFunnel = z.output<typeof ZDashboardFunnel>;

const days = z.number().nullable();
export const ZDashboardDurations = z.object({
  ...ZScope,
  /** per week (Monday, yyyy-mm-dd) of the event: days from registration to it, median and 90th percentile */
  SEMANAS: z.array(
    z.object({
      SEMANA: ZDay,
      ENVIO_MEDIANA: days,
      ENVIO_P90: days,
      ENVIO_QUANTIDADE: count,
      FINALIZADO_MEDIANA: days,
      FINALIZADO_P90: days,
      FINALIZADO_QUANTIDADE: count,
    }),
  ),
});
export type DashboardDurations = z.output<typeof ZDashboardDurations>;

export const ZDashboardRefusals = z.object({
  ...ZScope,
  /** refusals in the period per document type (types of the same name in several clients together) */
  TIPOS: z.array(z.object({ DOCUMENTO: z.string(), RECUSAS: count })),
  /** the most frequent refusal observations (at most 10) */
  OBSERVACOES: z.array(z.object({ OBSERVACAO: z.string(), QUANTIDADE: count })),
});
export type DashboardRefusals = z.output<typeof ZDashboardRefusals>;

export const ZAtRiskRow = z.object({
  CODCANDIDATO: z.number().int(),
  NOME: z.string(),
  CODADM: z.number().int(),
  CODCLI: z.string(),
  NOMECLI: z.string(),
  DATINICIO: ZDay,
  /** days from today (Brasília) to the start date */
  DIAS: z.number().int(),
  CODSTATUS: z.number().int(),
  DESSTATUS: z.string(),
  CORSTATUS: z.string(),
});
export type AtRiskRow = z.output<typeof ZAtRiskRow>;
export const ZDashboardAtRisk = z.object({
  ...ZScope,
  /** today in Brasília: the window is HOJE … HOJE + AT_RISK_DAYS (the period does not apply) */
  HOJE: ZDay,
  ROWS: z.array(ZAtRiskRow),
  /** more candidates than the rows answered (at most AT_RISK_LIMIT) */
  TRUNCADO: z.boolean(),
});
export type DashboardAtRisk = z.output<typeof ZDashboardAtRisk>;

/** the kits waiting longest answered: a list to act on, the counts cover every one */
export const KITS_WAITING_LIMIT = 50;

export const ZKitWaitingRow = z.object({
  CODCANDIDATO: z.number().int(),
  NOME: z.string(),
  CODADM: z.number().int(),
  CODCLI: z.string(),
  NOMECLI: z.string(),
  STATUS: z.enum(KIT_WAITING_STATUSES),
  ROTULO: z.string(),
  /** when it began to wait for whom it waits for now: the send, or the last signature */
  AGUARDANDO_DESDE: ZTimestamp,
  /** whole days since then */
  DIAS: z.number().int(),
});
export type KitWaitingRow = z.output<typeof ZKitWaitingRow>;
export const ZDashboardKits = z.object({
  ...ZScope,
  /** per state: how many kits wait in it and the longest wait in days (the period does not apply) */
  ETAPAS: z.array(
    z.object({
      STATUS: z.enum(KIT_WAITING_STATUSES),
      ROTULO: z.string(),
      QUANTIDADE: count,
      MAIOR_ESPERA_DIAS: z.number().int().nullable(),
    }),
  ),
  /** the kits waiting longest first (at most KITS_WAITING_LIMIT) */
  ROWS: z.array(ZKitWaitingRow),
  TRUNCADO: z.boolean(),
});
export type DashboardKits = z.output<typeof ZDashboardKits>;

const widget = <R extends z.ZodType>(name: string, summary: string, response: R) =>
  op({
    method: 'GET',
    path: `/dashboard/${name}`,
    auth: 'staff',
    summary,
    query: ZDashboardQuery,
    response,
  });

export const dashboardApi = {
  funnel: widget('funnel', 'Painel: candidatos por status e funil do período', ZDashboardFunnel),
  durations: widget(
    'durations',
    'Painel: dias até o envio e até a finalização, por semana',
    ZDashboardDurations,
  ),
  refusals: widget(
    'refusals',
    'Painel: documentos recusados por tipo e observações mais frequentes',
    ZDashboardRefusals,
  ),
  atRisk: widget('at-risk', 'Painel: início em até 7 dias sem finalização', ZDashboardAtRisk),
  kits: widget('kits', 'Painel: kits admissionais aguardando assinatura, e há quanto tempo', ZDashboardKits),
};
