/**
 * The one stored file a show/storage/download call names, within the caller's reach. Superseded
 * versions (kept by an image edit) are reachable by staff only.
 */
import { DOC_MSG, type TenantRef } from '@admissao/domain';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/http-errors.ts';
import type { Actor } from '../auth/index.ts';
import { logAccess } from '../access-log/index.ts';
import { loadDocumentContext } from './document-access.ts';
import { allFiles, fileName, type FileRow } from './document-files.ts';

export type FileRef = { codimagem: number } | { file: string } | { pagina: number } | { first: true };

export async function findFile(
  db: Db,
  actor: Actor,
  tenant: TenantRef,
  codcandidato: number,
  codtipodoc: number,
  ref: FileRef,
): Promise<FileRow> {
  await loadDocumentContext(db, actor, tenant, codcandidato, codtipodoc);
  const files = await allFiles(db, codcandidato, codtipodoc);
  const visible = files.filter((f) => f.active || actor.kind === 'staff');
  const current = files.filter((f) => f.active);
  let found: FileRow | undefined;
  if ('codimagem' in ref) found = visible.find((f) => f.codimagem === ref.codimagem);
  else if ('file' in ref) found = visible.find((f) => fileName(f) === ref.file);
  else if ('pagina' in ref) found = current[ref.pagina - 1];
  else found = current[0];
  if (!found) throw notFound(DOC_MSG.fileNotFound);
  return found;
}

/** A file shown to its caller (the show and storage-path calls): a staff view is logged (decision 036). */
export async function viewFile(
  db: Db,
  actor: Actor,
  tenant: TenantRef,
  codcandidato: number,
  codtipodoc: number,
  ref: FileRef,
): Promise<FileRow> {
  const file = await findFile(db, actor, tenant, codcandidato, codtipodoc, ref);
  await logAccess(db, actor, tenant, {
    action: 'DOCUMENTO_VISUALIZADO',
    codcandidato,
    detail: `CODTIPODOC ${codtipodoc}, CODIMAGEM ${file.codimagem}`,
  });
  return file;
}
