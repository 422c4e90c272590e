/** GET /candidate/data/managers and /recruiters: names already used in this client, by prefix. */
import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import type { TenantRef } from '@admissao/domain';
import type { Db } from '../../db/client.ts';
import { candidate } from '../../db/schema.ts';

/** The distinct names (up to 20) of the column, starting with `filter`. */
async function suggestNames(
  db: Db,
  tenant: TenantRef,
  column: 'gestor' | 'recrutador',
  filter = '',
): Promise<string[]> {
  const col = candidate[column];
  const prefix = filter
    .trim()
    .toLowerCase()
    .replace(/[\\%_]/g, (c) => `\\${c}`);
  const rows = await db
    .selectDistinct({ value: col })
    .from(candidate)
    .where(
      and(
        eq(candidate.codadm, tenant.CODADM),
        eq(candidate.codcli, tenant.CODCLI),
        isNotNull(col),
        prefix ? sql`lower(${col}) like ${prefix + '%'}` : undefined,
      ),
    )
    .orderBy(asc(col))
    .limit(20);
  return rows.map((r) => r.value as string);
}

export const suggestManagers = async (db: Db, tenant: TenantRef, filter?: string) =>
  (await suggestNames(db, tenant, 'gestor', filter)).map((GESTOR) => ({ GESTOR }));

export const suggestRecruiters = async (db: Db, tenant: TenantRef, filter?: string) =>
  (await suggestNames(db, tenant, 'recrutador', filter)).map((RECRUTADOR) => ({ RECRUTADOR }));
