/**
 * What the S-2200 of one candidate of the caller's client is made of: the record, its dependents,
 * the client's settings and the CNPJ of the candidate's unit. Another client's id reads as missing.
 */
import { asc, and, eq, inArray, sql } from 'drizzle-orm';
import { DEPENDENT_FIELDS, type DependentValues, type S2200Input, type TenantRef } from '@admissao/domain';
import type { Db } from '../../db/client.ts';
import { selectionOf } from '../../db/registry-rows.ts';
import { dependent, unit } from '../../db/schema.ts';
import { notFound } from '../../lib/http-errors.ts';
import { type CandidateRecord, loadRecord } from '../candidate-row/index.ts';
import { getClientSettings } from '../settings/index.ts';

export const ESOCIAL_MESSAGES = {
  notFound: 'Candidato não encontrado.',
  notFinalized: 'O S-2200 só é gerado para candidato Finalizado.',
  pending: 'Há pendências para gerar o S-2200.',
  notFinalizedS2300: 'O S-2300 só é gerado para estagiário Finalizado.',
  pendingS2300: 'Há pendências para gerar o S-2300.',
} as const;

export interface LoadedS2200 {
  record: CandidateRecord;
  input: S2200Input;
}

const dependentColumns = {
  codcandidato: dependent.codcandidato,
  ...selectionOf(dependent, DEPENDENT_FIELDS),
};

/** The dependents of these candidates, grouped by candidate, in the order they were added. */
export async function dependentsOf(db: Db, ids: readonly number[]) {
  const rows = ids.length
    ? await db
        .select(dependentColumns)
        .from(dependent)
        .where(inArray(dependent.codcandidato, [...ids]))
        .orderBy(asc(dependent.coddep))
    : [];
  const by = new Map<number, DependentValues[]>();
  for (const { codcandidato, ...values } of rows)
    by.set(codcandidato, [...(by.get(codcandidato) ?? []), values]);
  return by;
}

/** The CNPJ of each unit of the client, by CODUNIDADE. */
export async function unitCnpjs(db: Db, tenant: TenantRef) {
  const rows = await db
    .select({ codunidade: unit.codunidade, cnpj: unit.cnpj })
    .from(unit)
    .where(and(eq(unit.codadm, tenant.CODADM), eq(unit.codcli, sql`${tenant.CODCLI}`)));
  return new Map(rows.map((r) => [r.codunidade, r.cnpj]));
}

export async function loadS2200(db: Db, tenant: TenantRef, codcandidato: number): Promise<LoadedS2200> {
  const record = await loadRecord(db, tenant, codcandidato);
  if (!record) throw notFound(ESOCIAL_MESSAGES.notFound);
  const [settings, deps, units] = await Promise.all([
    getClientSettings(db, tenant),
    dependentsOf(db, [codcandidato]),
    unitCnpjs(db, tenant),
  ]);
  return {
    record,
    input: {
      record: record.values,
      dependents: deps.get(codcandidato) ?? [],
      settings,
      unitCnpj: units.get(Number(record.values.CODUNIDADE)) ?? null,
    },
  };
}
