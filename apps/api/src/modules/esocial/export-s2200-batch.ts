/**
 * POST /candidate/esocial/s2200/batch: the S-2200 of the selected candidates as one ZIP (fflate),
 * with RELATORIO.txt listing the ones skipped and why (not found in this client, not Finalizado,
 * pending items). Each exported event is recorded like a single export (candidate log, audit,
 * access log). The records are read in one query, the dependents in another.
 */
import { sql } from 'drizzle-orm';
import { strToU8, zipSync } from 'fflate';
import { ZipNames } from '../../lib/zip-names.ts';
import { type S2200Issue, type TenantRef } from '@admissao/domain';
import type { AppContext } from '../../context.ts';
import { rowsOf } from '../../lib/rows.ts';
import type { StaffActor } from '../auth/index.ts';
import { recordFromRow } from '../candidate-row/index.ts';
import { getClientSettings } from '../settings/index.ts';
import { pendingOf } from './check-s2200-of.ts';
import { eventOf, fileNameOf, recordExport } from './export-s2200.ts';
import { dependentsOf, ESOCIAL_MESSAGES, unitCnpjs, type LoadedS2200 } from './load-s2200-input.ts';

export interface Skipped {
  codcandidato: number;
  motivos: string[];
}

const reportOf = (exported: number, skipped: Skipped[]) =>
  [
    'Exportação S-2200 (eSocial) — arquivos não assinados: assine cada evento no sistema do empregador.',
    `Exportados: ${exported}. Não exportados: ${skipped.length}.`,
    '',
    ...skipped.flatMap((s) => [`Candidato ${s.codcandidato}:`, ...s.motivos.map((m) => `  - ${m}`)]),
    '',
  ].join('\r\n');

const reasonOf = (i: S2200Issue) => `${i.rotulo}: ${i.mensagem}`;

/** The loaded candidates of this client among the ids (others are simply absent). */
async function loadMany(ctx: AppContext, tenant: TenantRef, ids: readonly number[]): Promise<LoadedS2200[]> {
  const idList = sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
  const rows = rowsOf<Record<string, unknown>>(
    await ctx.db.execute(sql`
      select c.*, s.desstatus, s.corstatus from candidate c join status s on s.codstatus = c.codstatus
      where c.codcandidato in (${idList}) and c.codadm = ${tenant.CODADM} and c.codcli = ${tenant.CODCLI}`),
  );
  const [settings, deps, units] = await Promise.all([
    getClientSettings(ctx.db, tenant),
    dependentsOf(ctx.db, ids),
    unitCnpjs(ctx.db, tenant),
  ]);
  return rows.map((row) => {
    const record = recordFromRow(row);
    return {
      record,
      input: {
        record: record.values,
        dependents: deps.get(record.CODCANDIDATO) ?? [],
        settings,
        unitCnpj: units.get(Number(record.values.CODUNIDADE)) ?? null,
      },
    };
  });
}

export async function exportS2200Batch(
  ctx: AppContext,
  actor: StaffActor,
  tenant: TenantRef,
  requested: readonly number[],
): Promise<{ zip: Uint8Array; fileName: string; exported: number; skipped: Skipped[] }> {
  const ids = [...new Set(requested)];
  const loaded = new Map((await loadMany(ctx, tenant, ids)).map((l) => [l.record.CODCANDIDATO, l]));
  const files: Record<string, Uint8Array> = {};
  // one entry namer for every ZIP (issue 31 §8): safe, unique names; RELATORIO.txt is kept for the end
  const names = new ZipNames(['RELATORIO.txt']);
  const skipped: Skipped[] = [];
  const at = new Date();
  let exported = 0;
  for (const id of ids) {
    const one = loaded.get(id);
    if (!one) {
      skipped.push({ codcandidato: id, motivos: [ESOCIAL_MESSAGES.notFound] });
      continue;
    }
    const pending = pendingOf(one);
    if (pending.length) {
      skipped.push({ codcandidato: id, motivos: pending.map(reasonOf) });
      continue;
    }
    const event = eventOf(one, ctx.config.version, at);
    files[names.take(fileNameOf(one.input.record.CPF, event.id))] = strToU8(event.xml);
    await recordExport(ctx, actor, tenant, one, event.id);
    exported++;
  }
  files['RELATORIO.txt'] = strToU8(reportOf(exported, skipped));
  const stamp = at.toISOString().slice(0, 19).replace(/\D/g, '');
  return { zip: zipSync(files, { level: 6 }), fileName: `S-2200_lote_${stamp}.zip`, exported, skipped };
}
