/**
 * Reference data shipped with the product (docs/design.md §6), loaded at start after the
 * migrations. Idempotent: rows that exist are kept, missing ones are added.
 */
import { getMunicipalities, getStates } from '@brazilian-utils/brazilian-utils';
import { CANDIDATE_STATUSES } from '@admissao/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  bank,
  country,
  educationLevel,
  humanRace,
  maritalStatus,
  municipio,
  publicPlace,
  status,
  uf,
} from '../../db/schema.ts';
import {
  banks,
  countries,
  EDUCATION_LEVELS,
  HUMAN_RACES,
  MARITAL_STATUS,
  PUBLIC_PLACES,
} from './reference-content.ts';

export async function loadReferenceData(db: Db): Promise<void> {
  await db
    .insert(status)
    .values(
      CANDIDATE_STATUSES.map((s) => ({
        codstatus: s.CODSTATUS,
        desstatus: s.DESSTATUS,
        corstatus: s.CORSTATUS,
      })),
    )
    .onConflictDoNothing();
  await db
    .insert(uf)
    .values(
      getStates().map((s) => ({ sigla: s.code, nome: s.name, codigoIbge: s.ibgeCode, regiao: s.regionName })),
    )
    .onConflictDoNothing();
  await db.insert(maritalStatus).values(MARITAL_STATUS).onConflictDoNothing();
  await db.insert(educationLevel).values(EDUCATION_LEVELS).onConflictDoNothing();
  await db.insert(humanRace).values(HUMAN_RACES).onConflictDoNothing();
  await db.insert(publicPlace).values(PUBLIC_PLACES).onConflictDoNothing();
  await db.insert(country).values(countries()).onConflictDoNothing();
  await db.insert(bank).values(banks()).onConflictDoNothing();
  const [{ count } = { count: 0 }] = await db.select({ count: sql<number>`count(*)::int` }).from(municipio);
  const all = getMunicipalities();
  if (count >= all.length) return;
  for (let i = 0; i < all.length; i += 1000) {
    await db
      .insert(municipio)
      .values(all.slice(i, i + 1000).map((m) => ({ codigo: m.code, nome: m.name, uf: m.stateCode })))
      .onConflictDoNothing();
  }
}
