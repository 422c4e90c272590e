/** GET /candidate/documents/images/{CODCANDIDATO}/{CODTIPODOC}: the current files of one document. */
import type { TenantRef } from '@admissao/domain';
import type { Db } from '../../db/client.ts';
import type { Actor } from '../auth/index.ts';
import { loadDocumentContext } from './document-access.ts';
import { allFiles, imageEntry, pagesOf } from './document-files.ts';

export async function listImages(
  db: Db,
  actor: Actor,
  tenant: TenantRef,
  codcandidato: number,
  codtipodoc: number,
) {
  const { type } = await loadDocumentContext(db, actor, tenant, codcandidato, codtipodoc);
  const files = await allFiles(db, codcandidato, codtipodoc);
  const byId = new Map(files.map((f) => [f.codimagem, f]));
  const current = files.filter((f) => f.active);
  return {
    CODTIPODOC: codtipodoc,
    ORDEM: type.ordem,
    BUCKET: (current[0]?.bucket ?? 'L').trim(),
    ARQUIVOS: pagesOf(current),
    IMAGES: current.map((f) => imageEntry(f, byId)),
  };
}
