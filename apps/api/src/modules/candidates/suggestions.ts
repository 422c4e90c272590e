/** GET /candidate/data/managers and /recruiters: names already used in this client, by prefix. */
import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import type { TenantRef } from '@admissao/domain';
import type { Db } from '../../db/client.ts';
import { candidate } from '../../db/schema.ts';

export async function suggestNames(db: Db, tenant: TenantRef, kind: 'GESTOR' | 'RECRUTADOR', filter = '') {
  const col = kind === 'GESTOR' ? candidate.gestor : candidate.recrutador;
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
  return rows.map((r) => ({ [kind]: r.value as string }));
}
