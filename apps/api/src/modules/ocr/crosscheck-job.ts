/**
 * The background reading of the cross-check (decision 057): claims a stale row (FOR UPDATE SKIP
 * LOCKED, then a lease, so uploads that bump the row never wait for the OCR), reads the current
 * files of the document and stores their words with the version read. Uploads never wait for it.
 */
import { and, eq, sql } from 'drizzle-orm';
import { crosscheckFieldsOf } from '@admissao/domain';
import type { Db } from '../../db/client.ts';
import { documentCrosscheck, documentType, type CrosscheckPage } from '../../db/schema.ts';
import { rowsOf } from '../../lib/rows.ts';
import type { Storages } from '../storage/index.ts';
import { currentFiles, uploadsQuiet } from '../documents/index.ts';
import { recognize } from './ocr-engine.ts';

/** pages read per document (the Validar check reads as many) */
export const CROSSCHECK_MAX_PAGES = 5;
const MAX_TRIES = 3;
const LEASE = sql`interval '3 minutes'`;
/** uploads quiet this long before a reading starts */
export const CROSSCHECK_QUIET_MS = 2000;
/** a document waiting this long is read even while uploads keep coming (no starvation) */
const OVERDUE = sql`interval '5 minutes'`;
const RETRY_AFTER = sql`interval '30 seconds'`;

interface Claimed {
  codcandidato: number;
  codtipodoc: number;
  versao: number;
  tentativas: number;
}

async function claimNext(db: Db, onlyOverdue: boolean): Promise<Claimed | undefined> {
  const rows = rowsOf<Claimed>(
    await db.execute(sql`
      update document_crosscheck d set em_leitura_ate = now() + ${LEASE}, tentativas = d.tentativas + 1
      from (select codcandidato, codtipodoc from document_crosscheck
            where versao_lida is distinct from versao
              and (em_leitura_ate is null or em_leitura_ate < now())
              and (${!onlyOverdue} or atualizado_em < now() - ${OVERDUE})
            order by atualizado_em limit 1 for update skip locked) q
      where d.codcandidato = q.codcandidato and d.codtipodoc = q.codtipodoc
      returning d.codcandidato, d.codtipodoc, d.versao, d.tentativas`),
  );
  return rows[0];
}

/** The words of each current page of a document; nothing for a type that is not cross-checked. */
export async function readDocumentPages(
  db: Db,
  storages: Storages,
  codcandidato: number,
  codtipodoc: number,
): Promise<CrosscheckPage[]> {
  const [type] = await db
    .select({ documento: documentType.documento, termos: documentType.camposValidacao })
    .from(documentType)
    .where(eq(documentType.codtipodoc, codtipodoc));
  if (!type || crosscheckFieldsOf(type.documento, type.termos).length === 0) return [];
  const files = await currentFiles(db, codcandidato, codtipodoc, CROSSCHECK_MAX_PAGES);
  const pages: CrosscheckPage[] = [];
  for (const f of files) {
    if (f.kind === 'pdf') {
      pages.push({ CODIMAGEM: f.codimagem, TIPO: 'pdf' });
      continue;
    }
    const { words } = await recognize(await storages.of(f.bucket).get(f.storageKey));
    const PALAVRAS = words.map((w): [string, number] => [w.text, Math.round(w.confidence * 10) / 10]);
    pages.push({ CODIMAGEM: f.codimagem, TIPO: 'imagem', PALAVRAS });
  }
  return pages;
}

async function store(db: Db, c: Claimed, paginas: CrosscheckPage[]) {
  await db
    .update(documentCrosscheck)
    .set({ versaoLida: c.versao, paginas, lidoEm: sql`now()`, emLeituraAte: null })
    .where(
      and(
        eq(documentCrosscheck.codcandidato, c.codcandidato),
        eq(documentCrosscheck.codtipodoc, c.codtipodoc),
        sql`coalesce(${documentCrosscheck.versaoLida}, 0) < ${c.versao}`,
      ),
    );
}

/** Reads one stale document (only an overdue one while uploads come in); false when none waits. */
export async function readNextCrosscheck(db: Db, storages: Storages, onlyOverdue = false): Promise<boolean> {
  const claimed = await claimNext(db, onlyOverdue);
  if (!claimed) return false;
  let pages: CrosscheckPage[];
  try {
    pages = await readDocumentPages(db, storages, claimed.codcandidato, claimed.codtipodoc);
  } catch (err) {
    if (claimed.tentativas < MAX_TRIES) {
      await db.execute(sql`update document_crosscheck set em_leitura_ate = now() + ${RETRY_AFTER}
        where codcandidato = ${claimed.codcandidato} and codtipodoc = ${claimed.codtipodoc}
          and versao = ${claimed.versao}`);
      throw err;
    }
    pages = [{ CODIMAGEM: 0, TIPO: 'falha' }];
  }
  await store(db, claimed, pages);
  return true;
}

/**
 * The job: stale documents one after another, a bounded number per run (shutdown waits for a run),
 * each only once uploads are quiet; asked to run now (runNow), it does not wait for quiet.
 */
export const crosscheckJob =
  (db: Db, storages: Storages, perRun = 10) =>
  async (now: boolean) => {
    let n = 0;
    while (n < perRun) {
      const overdueOnly = !now && !uploadsQuiet(CROSSCHECK_QUIET_MS);
      if (!(await readNextCrosscheck(db, storages, overdueOnly))) break;
      n++;
    }
    return n;
  };
