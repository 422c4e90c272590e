/**
 * A document sent again (status 4, Reenviado): which of its current files the last refusal was
 * about ('substituído') and which came after it, so the screen opens on the new one. The API
 * does not mark files as refused: a refusal is a row of the document's observations (ACAO 'R',
 * DATLOG) and each file has its createdAt, so a file is new when it arrived after the last
 * refusal. An edited image (rotate/crop, `original` = the first file of its chain) is as new as
 * the file it came from; that file is inactive and not listed, but file ids grow with time, so an
 * edit whose chain starts at or after the first new upload is new too.
 */
import { DOC_STATUS, type DocumentFile, type DocumentObservation } from '@admissao/domain';

export interface ResentFiles {
  /** ids of the files sent before the last refusal */
  replaced: ReadonlySet<number>;
  /** the first new file in page order (the one to open), null when nothing is new */
  first: DocumentFile | null;
}

const NONE: ResentFiles = { replaced: new Set(), first: null };

export function lastRefusalAt(observations: readonly DocumentObservation[] | undefined): number | null {
  const times = (observations ?? []).filter((o) => o.ACAO === 'R').map((o) => Date.parse(o.DATLOG));
  return times.length ? Math.max(...times) : null;
}

export function resentFiles(
  status: number,
  files: readonly DocumentFile[],
  refusedAt: number | null,
): ResentFiles {
  if (status !== DOC_STATUS.REENVIADO || refusedAt === null) return NONE;
  const after = (f: DocumentFile) => Date.parse(f.createdAt) > refusedAt;
  const freshUploads = files.filter((f) => f.original === null && after(f)).map((f) => f.id);
  const firstFresh = freshUploads.length ? Math.min(...freshUploads) : null;
  const isNew = (f: DocumentFile) =>
    f.original === null || firstFresh === null ? after(f) : f.original >= firstFresh;
  const fresh = files.filter(isNew);
  if (fresh.length === 0) return NONE;
  return { replaced: new Set(files.filter((f) => !isNew(f)).map((f) => f.id)), first: fresh[0]! };
}
