/** The stored files of one candidate document and the document's state row, as the API shows them. */
import { and, asc, eq, sql } from 'drizzle-orm';
import { documentStatusInfo } from '@admissao/domain';
import type { Db } from '../../db/client.ts';
import { candidateDocument, documentFile } from '../../db/schema.ts';

export type FileRow = typeof documentFile.$inferSelect;

/** every version (current and superseded) of the document's files, in page order */
export function allFiles(db: Db, codcandidato: number, codtipodoc: number): Promise<FileRow[]> {
  return db
    .select()
    .from(documentFile)
    .where(and(eq(documentFile.codcandidato, codcandidato), eq(documentFile.codtipodoc, codtipodoc)))
    .orderBy(asc(documentFile.ordem), asc(documentFile.codimagem));
}

/** the document's current (active) files in page order, at most `limit` */
export function currentFiles(
  db: Db,
  codcandidato: number,
  codtipodoc: number,
  limit: number,
): Promise<FileRow[]> {
  return db
    .select()
    .from(documentFile)
    .where(
      and(
        eq(documentFile.codcandidato, codcandidato),
        eq(documentFile.codtipodoc, codtipodoc),
        eq(documentFile.active, true),
      ),
    )
    .orderBy(asc(documentFile.ordem), asc(documentFile.codimagem))
    .limit(limit);
}

export const fileName = (f: Pick<FileRow, 'codimagem' | 'mime'>) =>
  `${f.codimagem}.${f.mime === 'application/pdf' ? 'pdf' : f.mime === 'image/png' ? 'png' : 'jpg'}`;

export const pagesOf = (files: readonly Pick<FileRow, 'pages' | 'active'>[]) =>
  files.filter((f) => f.active).reduce((n, f) => n + (f.pages ?? 1), 0);

/** the first id of an edit chain */
function originOf(f: FileRow, byId: Map<number, FileRow>): number | null {
  if (f.replaces === null) return null;
  let cur = f;
  for (let i = 0; i < 100 && cur.replaces !== null; i++) {
    const prev = byId.get(cur.replaces);
    if (!prev) break;
    cur = prev;
  }
  return cur.codimagem;
}

export function imageEntry(f: FileRow, byId: Map<number, FileRow> = new Map()) {
  return {
    id: f.codimagem,
    file: fileName(f),
    kind: f.kind,
    mime: f.mime,
    size: f.size,
    width: f.width,
    height: f.height,
    pages: f.pages ?? 1,
    ordem: f.ordem,
    replaces: f.replaces,
    original: originOf(f, byId),
    createdAt: f.createdAt.toISOString(),
    url: `/api/candidate/documents/image/show/${f.codcandidato}/${f.codtipodoc}?CODIMAGEM=${f.codimagem}`,
  };
}
export type ImageEntry = ReturnType<typeof imageEntry>;

export async function documentState(db: Db, codcandidato: number, codtipodoc: number) {
  const [row] = await db
    .select()
    .from(candidateDocument)
    .where(
      and(eq(candidateDocument.codcandidato, codcandidato), eq(candidateDocument.codtipodoc, codtipodoc)),
    )
    .limit(1);
  return {
    status: row?.status ?? 0,
    conferido: row?.conferido ?? false,
    observacaoStatus: row?.observacaoStatus ?? null,
  };
}

export const statusAnswer = (codtipodoc: number, status: number) => ({
  CODTIPODOC: codtipodoc,
  ...documentStatusInfo(status),
});

/**
 * Locks the document's state row (creating it at status 0) for the rest of the transaction, so
 * concurrent uploads, removals and reviewer actions on one document run one after another.
 */
export async function lockDocument(tx: Db, codcandidato: number, codtipodoc: number) {
  await tx.execute(sql`insert into candidate_document (codcandidato, codtipodoc) values (${codcandidato}, ${codtipodoc})
    on conflict do nothing`);
  const [row] = await tx
    .select()
    .from(candidateDocument)
    .where(
      and(eq(candidateDocument.codcandidato, codcandidato), eq(candidateDocument.codtipodoc, codtipodoc)),
    )
    .for('update');
  return row!;
}
