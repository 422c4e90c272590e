/**
 * GET /configuration/privacy-record: the client's record of processing operations (LGPD art. 37),
 * read from the field registry and the client's settings (decision 035). ADMIN only: it is the
 * controller's document, kept by whoever configures the client.
 */
import { and, eq } from 'drizzle-orm';
import { MSG, processingRecordOf, type ProcessingRecord, type TenantRef } from '@admissao/domain';
import type { Db } from '../../db/client.ts';
import { client } from '../../db/schema.ts';
import { forbidden } from '../../lib/http-errors.ts';
import type { StaffActor } from '../auth/index.ts';
import { getClientSettings } from '../settings/index.ts';
import { toCsv } from './csv.ts';

export async function readProcessingRecord(
  db: Db,
  actor: StaffActor,
  tenant: TenantRef,
): Promise<ProcessingRecord> {
  if (actor.role !== 'ADMIN') throw forbidden(MSG.forbidden);
  const [row] = await db
    .select({ nome: client.nomecli })
    .from(client)
    .where(and(eq(client.codadm, tenant.CODADM), eq(client.codcli, tenant.CODCLI)));
  return {
    CLIENTE: row?.nome ?? tenant.CODCLI,
    CODCLI: tenant.CODCLI,
    GERADO_EM: new Date().toISOString(),
    CAMPOS: processingRecordOf(await getClientSettings(db, tenant)),
  };
}

const HEADER = [
  'Seção',
  'Campo',
  'Rótulo',
  'Categoria',
  'Sensível',
  'Base legal',
  'Artigo (LGPD)',
  'Coletado',
];

export const processingRecordCsv = (r: ProcessingRecord) =>
  toCsv(
    HEADER,
    r.CAMPOS.map((c) => [
      c.SECAO,
      c.CAMPO,
      c.ROTULO,
      c.CATEGORIA,
      c.SENSIVEL,
      c.BASE_LEGAL,
      c.ARTIGO,
      c.COLETADO,
    ]),
  );
