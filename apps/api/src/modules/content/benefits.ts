/** The client's benefits text (spec 3 §2 Benefits, §3 OBS_BENEFICIOS / DATULTATUALIZACAO). */
import { and, eq } from 'drizzle-orm';
import { CONFIG_MSG, type Benefits, type TenantRef } from '@admissao/domain';
import type { Db } from '../../db/client.ts';
import { clientBenefits } from '../../db/schema.ts';
import { writeAudit } from '../audit/index.ts';
import { hasContent, sanitizeRichText } from './sanitize-rich-text.ts';

export async function getBenefits(db: Db, tenant: TenantRef): Promise<Benefits> {
  const [row] = await db
    .select({ text: clientBenefits.obsBeneficios, at: clientBenefits.datultatualizacao })
    .from(clientBenefits)
    .where(and(eq(clientBenefits.codadm, tenant.CODADM), eq(clientBenefits.codcli, tenant.CODCLI)));
  const text = row ? sanitizeRichText(row.text) : '';
  return { OBS_BENEFICIOS: hasContent(text) ? text : '', DATULTATUALIZACAO: row?.at.toISOString() ?? null };
}

export async function saveBenefits(db: Db, tenant: TenantRef, actor: string, html: string) {
  const clean = sanitizeRichText(html);
  const text = hasContent(clean) ? clean : '';
  const at = new Date();
  await db
    .insert(clientBenefits)
    .values({ codadm: tenant.CODADM, codcli: tenant.CODCLI, obsBeneficios: text, datultatualizacao: at })
    .onConflictDoUpdate({
      target: [clientBenefits.codadm, clientBenefits.codcli],
      set: { obsBeneficios: text, datultatualizacao: at },
    });
  await writeAudit(db, {
    actor,
    codadm: tenant.CODADM,
    codcli: tenant.CODCLI,
    entity: 'client_benefits',
    entityId: `${tenant.CODADM}:${tenant.CODCLI}`,
    action: 'update',
  });
  return { OBS_BENEFICIOS: text, DATULTATUALIZACAO: at.toISOString(), message: CONFIG_MSG.benefitsSaved };
}
