/**
 * What every dashboard call covers (decision 041): the period (DE, ATE; default the last 90 days up
 * to today in Brasília) and the clients — every client of the caller, or the one CODCLI names,
 * which must be one of them (404 otherwise, as for an id of another client). The X-Cliente header
 * does not narrow it: like the review queue, the dashboard reads across the caller's memberships.
 */
import { sql, type SQL } from 'drizzle-orm';
import {
  DASHBOARD_DEFAULT_DAYS,
  DASHBOARD_MAX_DAYS,
  isClientCode,
  isoDateInBrazil,
  parseDateInput,
  startOfBrazilDay,
  type DashboardQuery,
  type TenantRef,
} from '@admissao/domain';
import { badRequest, notFound } from '../../lib/http-errors.ts';
import type { StaffActor } from '../auth/index.ts';

const DAY_MS = 86400_000;

export const DASHBOARD_MESSAGES = {
  from: 'Data inicial inválida (dd/mm/aaaa).',
  to: 'Data final inválida (dd/mm/aaaa).',
  order: 'A data final é anterior à data inicial.',
  tooLong: `O período pode ter no máximo ${DASHBOARD_MAX_DAYS} dias.`,
  client: 'Cliente inválido.',
  clientNotFound: 'Cliente não encontrado.',
} as const;

export interface DashboardScope {
  clients: TenantRef[];
  /** the client asked for, or null for all of the caller's */
  codcli: string | null;
  /** yyyy-mm-dd, both days included */
  de: string;
  ate: string;
  /** the instants the period starts and ends (exclusive), Brasília days */
  from: Date;
  to: Date;
}

const addDays = (ymd: string, days: number) =>
  new Date(Date.parse(`${ymd}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

function day(value: string | undefined, message: string): string | null {
  if (!value) return null;
  const ymd = parseDateInput(value);
  if (!ymd) throw badRequest(message);
  return ymd;
}

export function dashboardScope(actor: StaffActor, q: DashboardQuery): DashboardScope {
  const ate = day(q.ATE, DASHBOARD_MESSAGES.to) ?? isoDateInBrazil();
  const de = day(q.DE, DASHBOARD_MESSAGES.from) ?? addDays(ate, 1 - DASHBOARD_DEFAULT_DAYS);
  if (ate < de) throw badRequest(DASHBOARD_MESSAGES.order);
  if ((Date.parse(ate) - Date.parse(de)) / DAY_MS + 1 > DASHBOARD_MAX_DAYS)
    throw badRequest(DASHBOARD_MESSAGES.tooLong);
  let clients = actor.clients;
  const codcli = q.CODCLI ? q.CODCLI : null;
  if (codcli !== null) {
    if (!isClientCode(codcli)) throw badRequest(DASHBOARD_MESSAGES.client);
    clients = clients.filter((c) => c.CODCLI === codcli);
    if (!clients.length) throw notFound(DASHBOARD_MESSAGES.clientNotFound);
  }
  return {
    clients,
    codcli,
    de,
    ate,
    from: startOfBrazilDay(de),
    to: startOfBrazilDay(addDays(ate, 1)),
  };
}

/**
 * The scope's tenant pairs as a relation `m(codadm, codcli)` to join the candidate on, so each pair
 * leads a tenant index (codes are digits: checked by the membership).
 */
export function tenantsOf(scope: { clients: TenantRef[] }): SQL {
  const [adms, clis] = tenantArrays(scope);
  return sql`unnest(${adms}::int[], ${clis}::bpchar[]) as m(codadm, codcli)`;
}

/** The two array values `tenantsOf` unnests, for a prepared statement's parameters. */
export function tenantArrays(scope: { clients: TenantRef[] }): [string, string] {
  return [
    `{${scope.clients.map((c) => c.CODADM).join(',')}}`,
    `{${scope.clients.map((c) => c.CODCLI).join(',')}}`,
  ];
}

/** The scope part of every answer. */
export const scopeAnswer = (scope: DashboardScope) => ({
  DE: scope.de,
  ATE: scope.ate,
  CODCLI: scope.codcli,
});
